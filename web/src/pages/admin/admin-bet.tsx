import { CURRENCY } from '../../../../domain/constants';
import { emailLocalPart } from '../../../../domain/email';
import { formatAmount } from '../../../../domain/money';
import { pickLabel, pickOf, type AdminBet } from '../../../../domain/bets';
import { calendarDate } from '../../components/dates';

/**
 * docs/product.md, Admin screens: the proposer's pick, with the teams' full names ("Buffalo Bills +2.5",
 * "Over 47.5").
 */
export function betDescription(bet: AdminBet): string {
  return pickLabel(bet, { home: bet.homeTeamName, away: bet.awayTeamName });
}

/**
 * docs/product.md, Admin screens: the game's date as 'MMM d, yyyy', on the viewer's calendar day, as the game
 * cards show the kickoff (docs/decisions.md: times are the reader's).
 */
export function settlementDate(iso: string): string {
  return calendarDate(iso);
}

/** docs/product.md, Admin screens: 'away team @ home team'. */
/** The bet's game as the admin's lists name it; a proposition on no game says so (Propositions). */
export const matchup = (bet: AdminBet) =>
  bet.gameId === null ? 'On no game' : `${bet.awayTeamName} @ ${bet.homeTeamName}`;

/**
 * docs/product.md, Admin screens: a player by first name, as the players' own screens name them; by
 * the part of their email before the @ without one, 'Unknown' without a player.
 */
export const proposerName = (bet: AdminBet) => bet.proposer.firstName || emailLocalPart(bet.proposerEmail);
export const acceptorName = (bet: AdminBet) => bet.acceptor?.firstName || emailLocalPart(bet.acceptorEmail);

/**
 * docs/product.md, Admin screens: each player with the side they hold, "Jordan Under 47.5 vs Sam Over
 * 47.5", so a settlement is never read backwards.
 */
export function BetPlayers({ bet }: { bet: AdminBet }) {
  return (
    <span className="wrap-anywhere">
      <span className="sr-only">Proposer </span>
      <span className="font-medium text-stone-700">{proposerName(bet)}</span> {betDescription(bet)}
      <span className="text-stone-600"> vs </span>
      <span className="sr-only">acceptor </span>
      <span className="font-medium text-stone-700">{acceptorName(bet)}</span> {acceptorSide(bet)}
    </span>
  );
}

/** The side the acceptor holds, with the teams' full names: "Kansas City Chiefs -2.5", "Under 47.5". */
export function acceptorSide(bet: AdminBet): string {
  return pickLabel(pickOf(bet, 'acceptor'), { home: bet.homeTeamName, away: bet.awayTeamName });
}

/** The bet's amount, to the cent; at odds, each side's stake, the proposer's first. */
export function BetAmount({ bet }: { bet: AdminBet }) {
  const { proposer, acceptor } = bet.stakes;
  return (
    <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums">
      {proposer.risk === acceptor.risk
        ? formatAmount(bet.amount)
        : `${formatAmount(proposer.risk)} vs ${formatAmount(acceptor.risk)}`}{' '}
      {CURRENCY}
    </span>
  );
}
