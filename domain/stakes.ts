import {
  COMMITTING_STATUSES,
  MINIMUM_AMOUNT_CENTS,
  pickLabel,
  pickOf,
  sideOf,
  type BetStatus,
  type BetTerms,
  type Outcome,
  type Side,
} from './bets';
import { MAX_BALANCE_CENTS } from './constants';
import { InvalidRequest } from './errors';
import { formatAmount } from './money';
import { acceptorOdds, EVEN_MONEY, oddsWords, type Odds } from './odds';

/** No side may risk more than a balance can hold (docs/product.md, Balances and the ledger). */
export const MAX_STAKE_CENTS = MAX_BALANCE_CENTS;

export interface SideStakes {
  riskCents: number;
  winCents: number;
}
/** What each side risks and wins: each wins exactly what the other risks. */
export interface Stakes {
  proposer: SideStakes;
  acceptor: SideStakes;
}

export const STAKE_RANGE = `The stake must be whole cents from ${formatAmount(MINIMUM_AMOUNT_CENTS)} to ${formatAmount(MAX_STAKE_CENTS)}`;

/**
 * The two stakes of a bet from the proposer's stake and odds. The acceptor's is the proposer's stake
 * times win / risk, to the nearest cent, half a cent rounded down: the side that did not choose the
 * numbers never risks more than they say. The winner takes the loser's stake, so what one side wins is
 * what the other loses to the cent (conservation, by construction).
 */
export function stakesAt(stakeCents: number, odds: Odds): Stakes {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < MINIMUM_AMOUNT_CENTS || stakeCents > MAX_STAKE_CENTS)
    throw new InvalidRequest(STAKE_RANGE);
  const stakes = stakesOf(stakeCents, odds);
  const otherCents = stakes.acceptor.riskCents;
  const otherRisks = (problem: string) =>
    `At ${oddsWords(odds)}, a stake of ${formatAmount(stakeCents)} would have the other side risk ${formatAmount(otherCents)}: ${problem}`;
  if (otherCents < MINIMUM_AMOUNT_CENTS)
    throw new InvalidRequest(otherRisks(`each side risks at least ${formatAmount(MINIMUM_AMOUNT_CENTS)}`));
  if (otherCents > MAX_STAKE_CENTS)
    throw new InvalidRequest(otherRisks(`no side risks more than ${formatAmount(MAX_STAKE_CENTS)}`));
  return stakes;
}

/**
 * The two stakes as `stakesAt` works them out, without its checks: a bet's stakes once it was made
 * (domain/stakes.ts), which `stakesAt` checked when it was proposed.
 */
export function stakesOf(stakeCents: number, odds: Odds): Stakes {
  const otherCents = nearestCentHalfDown(stakeCents * odds.win, odds.risk);
  return {
    proposer: { riskCents: stakeCents, winCents: otherCents },
    acceptor: { riskCents: otherCents, winCents: stakeCents },
  };
}

/**
 * numerator / denominator to the nearest whole number, a half rounded down, in integers: the stake
 * (at most 10^11 cents) times a term (at most 10^4), doubled, stays below 2^53.
 */
function nearestCentHalfDown(numerator: number, denominator: number): number {
  const doubled = 2 * numerator - denominator;
  const remainder = doubled % (2 * denominator);
  return (doubled - remainder) / (2 * denominator) + (remainder > 0 ? 1 : 0);
}

/**
 * The proposer's plain words (docs/product.md, Odds): "Risk 100.00 to win 150.00 on the Jets; Jordan
 * would risk 150.00 to win 100.00". `pick` is what the proposer backs ("the Jets"), `opponent` the
 * other side ("Jordan", or "whoever accepts").
 */
export function stakeWords(stakes: Stakes, pick: string, opponent: string): string {
  const { proposer, acceptor } = stakes;
  return `Risk ${formatAmount(proposer.riskCents)} to win ${formatAmount(proposer.winCents)} on ${pick}; ${opponent} would risk ${formatAmount(acceptor.riskCents)} to win ${formatAmount(acceptor.winCents)}`;
}

/**
 * What each side of a bet commits, wins and loses (docs/product.md, Odds and Balances and the ledger):
 * every use of a bet's money goes through `sideStakes`, so a side is never charged the other's stake.
 */

/** What the money rules read of a bet: the proposer's stake and odds; no odds is even money. */
export interface Staked {
  amountCents: number;
  odds?: Odds | undefined;
}

/**
 * Each side's risk and win: the proposer risks the bet's amount, the acceptor what the odds make of it.
 * A spread or over/under bet has no odds, so both sides risk the amount.
 */
export function sideStakes(bet: Staked): Stakes {
  return stakesOf(bet.amountCents, bet.odds ?? EVEN_MONEY);
}

/**
 * docs/product.md, Settlement: what an outcome moves on a side's balance. A win takes what the other
 * side risked (the side's win), a loss gives up the side's own risk, a tie moves nothing.
 */
export function balanceChangeCents(outcome: Outcome, stake: SideStakes): number {
  return outcome === 'win' ? stake.winCents : outcome === 'loss' ? -stake.riskCents : 0;
}

/**
 * What a bet puts on its game, in cents (docs/product.md, The game page): the proposer's stake while
 * it is open, both players' once it is taken, through its settlement; nothing once it is withdrawn,
 * expired or voided.
 */
export function stakeOnGame(bet: Staked & { status: BetStatus }): number {
  if (bet.status === 'cancelled') return 0;
  const { proposer, acceptor } = sideStakes(bet);
  return bet.status === 'proposed' ? proposer.riskCents : proposer.riskCents + acceptor.riskCents;
}

/**
 * docs/product.md, Balances and the ledger: what a user's bets that still hold currency commit of
 * theirs, each bet its side's own stake.
 */
export function committedCents(
  bets: readonly (Staked & { status: BetStatus; proposerId: string; acceptorId?: string | null })[],
  userId: string,
): number {
  return bets
    .filter((bet) => COMMITTING_STATUSES.includes(bet.status))
    .reduce((sum, bet) => {
      const side = sideOf(bet, userId);
      return sum + (side ? sideStakes(bet)[side].riskCents : 0);
    }, 0);
}

/** What a settled bet's winner took: the loser's stake; nothing for a push. */
export function wonCents(bet: Staked & { proposerId: string; winnerId?: string | null }): number {
  if (!bet.winnerId) return 0;
  const { proposer, acceptor } = sideStakes(bet);
  return bet.winnerId === bet.proposerId ? proposer.winCents : acceptor.winCents;
}

/** The odds a side holds: the proposer's own, the acceptor's the other way round (2 to 3 against 3 to 2). */
export function sideOdds(bet: Pick<Staked, 'odds'>, side: Side): Odds {
  const odds = bet.odds ?? EVEN_MONEY;
  return side === 'proposer' ? odds : acceptorOdds(odds);
}

/**
 * A side's pick as messages and the feed say it, with its odds when they are not even: "NYJ straight up
 * at 3 to 2", "KC +2.5" (docs/product.md, Odds).
 */
export function pickAtOdds(
  bet: BetTerms & Staked,
  side: Side,
  teams: { home: string; away: string },
): string {
  const pick = pickLabel(pickOf(bet, side), teams);
  const odds = sideOdds(bet, side);
  return odds.win === odds.risk ? pick : `${pick} at ${oddsWords(odds)}`;
}
