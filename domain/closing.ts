import { InvalidRequest } from './errors';
import { isBettingOpen, type Game } from './games';
import type { SeasonWeek } from './seasons';

/**
 * When a bet closes (docs/product.md, Propositions, Closing): the one answer every rule asks, so
 * accepting, withdrawing, the cleanup of open proposals and proposing an outcome agree.
 */

/** What a bet says of its own closing: its game, if any, and the time its proposer chose, if any. */
export interface Closing {
  gameId?: string | null | undefined;
  closesAt?: string | null | undefined;
}

type Kickoff = Pick<Game, 'gameDate'>;

/**
 * The instant a bet closes, ISO 8601 in UTC: a game-less proposition at its own time; a bet on a game
 * at the time its proposer chose or the kickoff, whichever comes first (a kickoff moved earlier
 * closes it with the game). Empty when neither is known (a game that is gone).
 */
export function closesAt(bet: Closing, game: Kickoff | undefined): string {
  const kickoff = bet.gameId ? game?.gameDate : undefined;
  const chosen = bet.closesAt ?? undefined;
  if (kickoff === undefined || kickoff === '') return chosen ?? '';
  return chosen !== undefined && Date.parse(chosen) < Date.parse(kickoff) ? chosen : kickoff;
}

/** Whether the bet has closed at `now`: no more acceptances; its outcome may be proposed. */
export function hasClosed(bet: Closing, game: Kickoff | undefined, now: Date): boolean {
  const closing = closesAt(bet, game);
  return closing !== '' && now.getTime() >= Date.parse(closing);
}

/**
 * Whether a proposal still takes an acceptance at `now`: not closed, and its game (if it has one) still
 * there, scheduled and not started (docs/product.md, Bet lifecycle).
 */
export function isOpenToBets(
  bet: Closing,
  game: Pick<Game, 'gameDate' | 'status'> | undefined,
  now: Date,
): boolean {
  if (bet.gameId && !(game && isBettingOpen(game, now))) return false;
  return !hasClosed(bet, game, now);
}

/** docs/product.md, Propositions: the earliest closing time a proposal may choose, from now. */
export const MIN_CLOSING_MINUTES = 5;
/** docs/product.md, Propositions: the latest, about a season ahead. */
export const MAX_CLOSING_DAYS = 366;

export const CLOSES_AT_REQUIRED =
  'closesAt is required for a proposition without a game: the time it stops taking bets';
export const CLOSES_AT_TOO_SOON = `closesAt must be at least ${MIN_CLOSING_MINUTES} minutes from now`;
export const CLOSES_AT_TOO_LATE = `closesAt must be at most ${MAX_CLOSING_DAYS} days from now`;
export const closesAfterKickoff = (kickoff: string) =>
  `closesAt must be no later than the game's kickoff, ${new Date(kickoff).toISOString()}: leave it out to close at kickoff`;

/**
 * docs/product.md, Propositions: a closing time a proposal may choose (undefined: its game's kickoff).
 * Throws the 400 the proposer should read.
 */
export function assertClosingTime(chosen: string | undefined, game: Kickoff | undefined, now: Date): void {
  if (chosen === undefined) {
    if (!game) throw new InvalidRequest(CLOSES_AT_REQUIRED);
    return;
  }
  const at = Date.parse(chosen);
  if (at < now.getTime() + MIN_CLOSING_MINUTES * 60_000) throw new InvalidRequest(CLOSES_AT_TOO_SOON);
  if (at > now.getTime() + MAX_CLOSING_DAYS * 86_400_000) throw new InvalidRequest(CLOSES_AT_TOO_LATE);
  if (game && at > Date.parse(game.gameDate)) throw new InvalidRequest(closesAfterKickoff(game.gameDate));
}

/**
 * The season and week a bet counts in on the leaderboards and head to head: its game's, or a
 * game-less proposition's own (those of its closing time). Undefined when neither is known.
 */
export function weekCounted(
  bet: Closing & { season?: number | undefined; week?: number | undefined },
  game: SeasonWeek | undefined,
): SeasonWeek | undefined {
  if (bet.gameId) return game && { season: game.season, week: game.week };
  return bet.season !== undefined && bet.week !== undefined
    ? { season: bet.season, week: bet.week }
    : undefined;
}
