import {
  ACTIVE_STATUSES,
  isProposition,
  marginOfPick,
  pickOf,
  sideOf,
  type Bet,
  type BetTerms,
} from './bets';
import { isBeingPlayed, type Game } from './games';
import type { LiveScore } from './live-scores';
import type { Score } from './scores';
import { finalLine } from './final-line';
import { teamLabel } from './teams';

/**
 * docs/product.md, Live scores (On screen, Bets while played): a game being played and its bets as
 * the screens say them, from the game's `live` state. Words only: what the source says is never paid
 * out.
 */

/** "Q3", "OT", "2OT": the period as the score line names it (5 and up is overtime). */
const periodName = (period: number): string =>
  period <= 4 ? `Q${Math.max(period, 1)}` : period === 5 ? 'OT' : `${period - 4}OT`;

/** "3rd": a quarter as a sentence names it. */
const ordinal = (period: number): string =>
  ['1st', '2nd', '3rd', '4th'][Math.min(Math.max(period, 1), 4) - 1] ?? '1st';

/**
 * Where the game is: 'Q3 8:12', 'Halftime', 'End of Q1', 'OT 4:12', 'Delayed', 'Final' ('Final/OT'
 * after overtime), 'Postponed', 'Cancelled'. Before kickoff, nothing: the card keeps its kickoff time.
 */
export function liveClockText(live: LiveScore): string | undefined {
  switch (live.phase) {
    case 'pre':
      return undefined;
    case 'in':
      return live.clock ? `${periodName(live.period)} ${live.clock}` : periodName(live.period);
    case 'halftime':
      return 'Halftime';
    case 'end_of_period':
      return `End of ${periodName(live.period)}`;
    case 'delayed':
      return 'Delayed';
    case 'final':
      return live.period > 4 ? 'Final/OT' : 'Final';
    case 'postponed':
      return 'Postponed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** A game, or a bet's game, with what its live score line needs. */
export type ScoredGame = Pick<Game, 'homeTeamId' | 'awayTeamId' | 'live'> & {
  homeTeam: { abbreviation?: string; name?: string } | null;
  awayTeam: { abbreviation?: string; name?: string } | null;
};

/** 'PHI 14 - DAL 10': the live score, away team first as the card's 'away @ home'. */
export function liveScoreText(game: ScoredGame): string | undefined {
  if (!game.live) return undefined;
  const matchup = {
    awayTeam: teamLabel(game.awayTeam, game.awayTeamId),
    homeTeam: teamLabel(game.homeTeam, game.homeTeamId),
  };
  return finalLine(matchup, game.live);
}

/**
 * What a game's status says where the live source says more than the stored status: the clock while
 * it is played, the source's final until the official one is in ('Final/OT' after it too), or that it
 * is off. Nothing before kickoff, for a voided game, or without a live state.
 */
export function liveStatusText(game: Pick<Game, 'status' | 'live'>): string | undefined {
  if (!game.live) return undefined;
  if (game.status === 'final') return game.live.phase === 'final' ? liveClockText(game.live) : undefined;
  return game.status === 'postponed' || game.status === 'cancelled' ? undefined : liveClockText(game.live);
}

/**
 * Whether the card shows the live score: while the game is played, and once the source calls it over
 * until the official final takes its place.
 */
export function showsLiveScore(game: Pick<Game, 'status' | 'live'>): boolean {
  return (
    isBeingPlayed(game) ||
    (game.live?.phase === 'final' && (game.status === 'scheduled' || game.status === 'in_progress'))
  );
}

/** 'with 8:12 left in the 3rd', 'at halftime', 'after the 1st', 'in overtime', 'with the game delayed'. */
function whenPhrase({ phase, period, clock }: LiveScore): string {
  if (phase === 'halftime') return 'at halftime';
  if (phase === 'delayed') return 'with the game delayed';
  if (period > 4) return 'in overtime';
  if (phase === 'end_of_period') return `after the ${ordinal(period)}`;
  return clock ? `with ${clock} left in the ${ordinal(period)}` : `in the ${ordinal(period)}`;
}

type StandingBet = BetTerms &
  Pick<Bet, 'status' | 'proposerId' | 'acceptorId' | 'proposer'> & { game: Pick<Game, 'status' | 'live'> };

/**
 * Where an accepted bet stands for the viewer at the score of the moment, from their side: a spread
 * 'Winning by 3.5', 'Losing by 2', 'Push right now'; a total 'Winning: Over by 4 with 8:12 left in
 * the 3rd'. A viewer who is neither player sees the proposer's, named ('Sam is winning by 3.5').
 * Nothing unless the game is being played.
 */
export function betStanding(bet: StandingBet, viewerId: string): string | undefined {
  const { live } = bet.game;
  // docs/product.md, Propositions: the score neither settles a proposition nor says where it stands.
  if (!live || !isBeingPlayed(bet.game) || !ACTIVE_STATUSES.includes(bet.status) || isProposition(bet))
    return undefined;
  const side = sideOf(bet, viewerId);
  const pick = pickOf(bet, side ?? 'proposer');
  const standing = pickStanding(pick, live, side ? undefined : bet.proposer.firstName);
  const decided = pick.betType !== 'over_under' || marginOfPick(pick, live) === 0;
  return decided ? standing : `${standing} ${whenPhrase(live)}`;
}

/**
 * Where one pick stands at a score, from its holder's side: 'Winning by 3.5', 'Losing: Under by 6.5',
 * 'Push right now'; with `holder`, named ('Sam is winning by 3.5'). A total's moment is the caller's to
 * add (the screens say it, a push's headline already has the clock).
 */
export function pickStanding(pick: BetTerms, score: Score, holder?: string): string {
  const margin = marginOfPick(pick, score);
  if (margin === 0) return 'Push right now';
  const winning = margin > 0;
  const lead = holder ? `${holder} is ${winning ? 'winning' : 'losing'}` : winning ? 'Winning' : 'Losing';
  const by = `by ${Math.abs(margin)}`;
  return pick.betType === 'over_under'
    ? `${lead}: ${pick.selection === 'over' ? 'Over' : 'Under'} ${by}`
    : `${lead} ${by}`;
}
