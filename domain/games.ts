import { isPlaying, type LiveScore } from './live-scores';
import type { Team } from './teams';

export type GameStatus = 'scheduled' | 'in_progress' | 'final' | 'postponed' | 'cancelled';

/** A game that will not be played (postponed or cancelled) is voided: its bets are cancelled (docs/decisions.md). */
export type VoidedStatus = Extract<GameStatus, 'postponed' | 'cancelled'>;
export const VOIDED_STATUSES: readonly VoidedStatus[] = ['postponed', 'cancelled'];

export function isVoided(game: Pick<Game, 'status'>): boolean {
  return (VOIDED_STATUSES as readonly GameStatus[]).includes(game.status);
}

/**
 * A betting line as the API returns it: the favourite's spread and the total (docs/product.md, CSV formats).
 */
export interface BettingLine {
  gameId: string;
  /** The favourite's team id; null when the line has no spread. */
  spreadFavorite: number | null;
  /** Negative: what the favourite gives. */
  spreadLine: number | null;
  /** The spread from each side's point of view, ready for a proposal. */
  homeSpread: number | null;
  awaySpread: number | null;
  totalLine: number | null;
}

/** A game as the API returns it. `id` is ours; `gameId` is the schedule's game_id. */
/** A game's moneylines, as the schedule file gives them: American odds on each team to win outright. */
export interface Moneyline {
  away: number;
  home: number;
}

export interface Game {
  id: string;
  gameId: string;
  week: number;
  season: number;
  gameDate: string;
  status: GameStatus;
  homeTeamId: number;
  awayTeamId: number;
  homeTeam: Team;
  awayTeam: Team;
  homeScore: number | null;
  awayScore: number | null;
  lines: BettingLine[];
  /** docs/product.md, Odds: the schedule feed's American odds on each team to win; absent when it has none. */
  moneyline?: Moneyline;
  /** Only for a game played at neither team's home (docs/product.md, Games): true, and where when known. */
  neutralSite?: boolean;
  stadium?: string;
  /** docs/product.md, Live scores: the score, quarter and clock while it is played, and as it ended. */
  live?: LiveScore;
  /** The group's bets on it, as its card counts them: in a week's list only (GET /api/games/{season}/{week}). */
  tally?: GameTally;
}

/** docs/product.md, The game page: how many of the group's bets are on a game, and what they put on it. */
export interface GameTally {
  bets: number;
  /** Pigskins, a decimal string as every amount the API answers. */
  staked: string;
}

type Timed = Pick<Game, 'gameDate' | 'status' | 'live'>;

/**
 * docs/product.md, Bet lifecycle: betting is closed once the current time is at or past the game date (or the
 * game is not on).
 */
export function isBettingOpen(game: Timed, now: Date): boolean {
  return game.status === 'scheduled' && now.getTime() < Date.parse(game.gameDate);
}

/** docs/product.md, Bet lifecycle: a final score can be proposed only once the game has started. */
export function hasStarted(game: Pick<Game, 'gameDate'>, now: Date): boolean {
  return now.getTime() >= Date.parse(game.gameDate);
}

/**
 * docs/product.md, Games: a card's status, Final, In Progress, Postponed, Cancelled, or (scheduled) the
 * kickoff time.
 */
export type GameDisplayStatus = 'Final' | 'In Progress' | 'Postponed' | 'Cancelled' | 'Scheduled';

export function gameDisplayStatus(game: Timed, now: Date): GameDisplayStatus {
  if (game.status === 'final') return 'Final';
  // docs/product.md, Live scores: the source's word that a game is off shows before an admin voids it.
  if (game.status === 'postponed' || game.live?.phase === 'postponed') return 'Postponed';
  if (game.status === 'cancelled' || game.live?.phase === 'cancelled') return 'Cancelled';
  if (game.status === 'in_progress' || hasStarted(game, now) || isBeingPlayed(game)) return 'In Progress';
  return 'Scheduled';
}

/**
 * docs/product.md, Live scores: the live source shows the game under way, and it has neither an
 * official final nor a void, which would make what the source says moot.
 */
export function isBeingPlayed(game: Pick<Game, 'status' | 'live'>): boolean {
  return (game.status === 'scheduled' || game.status === 'in_progress') && isPlaying(game.live);
}

/** docs/product.md, Games: the games being played first, then those not yet started, then by kickoff. */
export function sortGames<T extends Timed>(games: readonly T[], now: Date): T[] {
  const rank = (game: T) => (isBeingPlayed(game) ? 0 : isBettingOpen(game, now) ? 1 : 2);
  return [...games].sort((a, b) => rank(a) - rank(b) || Date.parse(a.gameDate) - Date.parse(b.gameDate));
}

/** The spread from each side, given the favourite and its (negative) line. */
export function sidesOfSpread(
  game: Pick<Game, 'homeTeamId' | 'awayTeamId'>,
  favoriteTeamId: number,
  spreadLine: number,
): { homeSpread: number; awaySpread: number } {
  const favoriteLine = -Math.abs(spreadLine);
  const homeSpread = favoriteTeamId === game.homeTeamId ? favoriteLine : -favoriteLine;
  // 0 rather than -0: a pick'em line reads the same from both sides.
  return { homeSpread: homeSpread || 0, awaySpread: -homeSpread || 0 };
}
