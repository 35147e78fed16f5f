import { pickLabel, type Bet, type BetTerms, type Outcome, type Side } from '../../../domain/bets';
import { CURRENCY } from '../../../domain/constants';
import { formatAmount } from '../../../domain/money';
import { teamLabel } from './teams';

interface Teams {
  homeTeamId: number;
  awayTeamId: number;
  homeTeam: { abbreviation?: string; name?: string } | null;
  awayTeam: { abbreviation?: string; name?: string } | null;
}

/** The team a spread pick backs, as shown on screen. */
export function pickedTeam(selection: BetTerms['selection'], game: Teams): string {
  return selection === 'home'
    ? teamLabel(game.homeTeam, game.homeTeamId)
    : teamLabel(game.awayTeam, game.awayTeamId);
}

/** A pick as bettors write it, with the game's team labels: "BUF -2.5", "KC +3", "Over 47.5". */
export function describePick(pick: BetTerms, game: Teams): string {
  return pickLabel(pick, { home: pickedTeam('home', game), away: pickedTeam('away', game) });
}

/** One side's stakes as screens show them ("154.00"): what it risks, and what it would win. */
export interface ShownStakes {
  risk: string;
  win: string;
}

/** Every spread and over/under bet, and a straight-up bet at 1 to 1: both sides risk the stake. */
export const atEvenMoney = (bet: Pick<Bet, 'odds'>): boolean => bet.odds.win === bet.odds.risk;

/** docs/product.md, Odds: each side risks and wins its own amounts; at even money both are the stake. */
export function shownStakes(bet: Pick<Bet, 'stakes'>, side: Side): ShownStakes {
  const { risk, win } = bet.stakes[side];
  return { risk: formatAmount(risk), win: formatAmount(win) };
}

/**
 * When a pick wins, in words: "BUF wins by more than 2.5", "NYJ wins" (a tie is a push), "the outcome
 * is No" (a proposition's, as its players agree it).
 */
export function winCondition(pick: BetTerms, game: Teams): string {
  if (pick.betType === 'proposition') return `the outcome is ${pick.selection === 'yes' ? 'Yes' : 'No'}`;
  if (pick.betType === 'moneyline') return `${pickedTeam(pick.selection, game)} wins`;
  if (pick.betType === 'over_under') {
    const line = pick.overUnder ?? 0;
    return `the teams score ${pick.selection === 'over' ? 'more' : 'fewer'} than ${line} points in total`;
  }
  const team = pickedTeam(pick.selection, game);
  const spread = pick.spread ?? 0;
  if (spread < 0) return `${team} wins by more than ${-spread}`;
  if (spread > 0) return `${team} wins, or loses by less than ${spread}`;
  return `${team} wins`;
}

/**
 * docs/product.md, My Bets, the settlement preview: what accepting a proposed score would mean for the
 * viewer.
 */
export const OUTCOME_PREVIEW: Record<Outcome, string> = {
  win: 'You would win this bet!',
  loss: 'You would lose this bet.',
  tie: 'This would result in a tie - no currency will be transferred.',
};

/** What a score would mean for the viewer, in Pigskins: "You would win 50.00 Pigskins". */
export function outcomeWithAmount(outcome: Outcome, stakes: ShownStakes): string {
  if (outcome === 'win') return `You would win ${stakes.win} ${CURRENCY}`;
  if (outcome === 'loss') return `You would lose ${stakes.risk} ${CURRENCY}`;
  return OUTCOME_PREVIEW.tie;
}

/** docs/product.md, My Bets, a settled bet's text, with the viewer's side's stakes. */
export function settledText(outcome: Outcome, stakes: ShownStakes): string {
  if (outcome === 'win') return `You won ${stakes.win} ${CURRENCY}!`;
  if (outcome === 'loss') return `You lost ${stakes.risk} ${CURRENCY}`;
  return 'Tie - No currency transferred';
}
