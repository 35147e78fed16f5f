import type { GameStatus } from './games';
import { isPlaying, type LivePhase, type LiveScore } from './live-scores';
import type { Score } from './scores';

/**
 * docs/product.md, Live scores: how the live-scores job weighs what the source says, with no I/O:
 * which of our games an event is (Matching), and what one read changes (The final whistle, Glitches).
 */

/** What one read of the source said of one of our games, in that game's home and away order. */
export interface LiveRead {
  home: number;
  away: number;
  phase: LivePhase;
  period: number;
  clock: string;
  completed: boolean;
}

/** A game as the live-scores job weighs a read against it. */
export interface WatchedGame {
  id: string;
  status: GameStatus;
  live?: LiveScore;
  /** A read that contradicted the one before, kept until a second read says the same. */
  liveDoubt?: LiveRead;
  /** Why the live source may no longer give this game its final (it contradicted a completed score). */
  liveHeld?: string;
}

/** What to do with one read of one game; every field absent: nothing changed. */
export interface LiveDecision {
  /** The live state to store. */
  live?: LiveScore;
  /** A read held back until the next one agrees (`null`: the doubt is cleared). */
  doubt?: LiveRead | null;
  /** From now on the live source gives this game no final (docs/product.md, Live scores, Glitches). */
  held?: string;
  /** A scheduled game the source shows under way moves to in progress. */
  started?: boolean;
  /** Two reads in a row of the same completed score: the game's official final. */
  final?: Score;
  /** A warning for the operator, once per problem. */
  problem?: string;
}

const scoreText = (score: Pick<LiveRead, 'home' | 'away'>) => `home ${score.home}, away ${score.away}`;
const sameScore = (a: Pick<LiveRead, 'home' | 'away'>, b: Pick<LiveRead, 'home' | 'away'>) =>
  a.home === b.home && a.away === b.away;
const sameRead = (a: Omit<LiveRead, 'completed'>, b: Omit<LiveRead, 'completed'>) =>
  sameScore(a, b) && a.phase === b.phase && a.period === b.period && a.clock === b.clock;

/**
 * Weighs one read against what the game has (docs/product.md, Live scores): a read that contradicts the
 * last one (a score going down, a final game back in play, a completed score changing) is held back
 * until the next read says the same, and one that contradicts a completed score also keeps the live
 * source from giving the game its final. A completed score read twice in a row is the final.
 */
export function decideLive(game: WatchedGame, read: LiveRead, readAt: Date): LiveDecision {
  const previous = game.live;
  const live: LiveScore = {
    home: read.home,
    away: read.away,
    phase: read.phase,
    period: read.period,
    clock: read.clock,
    readAt: readAt.toISOString(),
  };
  const contradiction = previous && contradictionOf(previous, read);
  if (contradiction) {
    const confirmed = game.liveDoubt !== undefined && sameRead(game.liveDoubt, read);
    if (!confirmed) return { doubt: read, problem: `Live score ignored: ${contradiction}` };
    const wasFinal = previous.phase === 'final';
    return {
      live,
      doubt: null,
      ...(wasFinal ? { held: `the source changed its completed score (${contradiction})` } : {}),
    };
  }
  const decision: LiveDecision = {};
  if (!previous || !sameRead(previous, read)) decision.live = live;
  if (game.liveDoubt) decision.doubt = null;
  if (game.status === 'scheduled' && (isPlaying(read) || read.phase === 'final')) decision.started = true;
  if (read.completed && previous?.phase === 'final' && sameScore(previous, read) && !game.liveHeld)
    decision.final = { home: read.home, away: read.away };
  if ((read.phase === 'postponed' || read.phase === 'cancelled') && previous?.phase !== read.phase)
    decision.problem = `The source shows the game ${read.phase}: an admin decides whether to void it`;
  return decision;
}

function contradictionOf(previous: LiveScore, read: LiveRead): string | undefined {
  if (previous.phase === 'final' && isPlaying(read))
    return `the game went back from final (${scoreText(previous)}) to play`;
  if (previous.phase === 'final' && read.completed && !sameScore(previous, read))
    return `its completed score changed from ${scoreText(previous)} to ${scoreText(read)}`;
  if (read.home < previous.home || read.away < previous.away)
    return `the score went down from ${scoreText(previous)} to ${scoreText(read)}`;
  return undefined;
}

/** A game as an event is matched to it. */
export interface MatchableGame {
  id: string;
  season: number;
  gameDate: string;
  homeTeamId: number;
  awayTeamId: number;
}

/** What the source said of an event, whichever team it called home. */
export interface MatchableEvent extends LiveRead {
  /** The source's own id, for logs. */
  id: string;
  /** The NFL season the game belongs to (a January playoff game is the previous year's season). */
  season: number;
  /** ISO instant. */
  kickoff: string;
  homeTeamId: number;
  awayTeamId: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Pairs the source's events with our games (docs/product.md, Live scores, Matching): the season, both
 * teams, and a kickoff within a day. An event that matches two games, or a game two events, is a
 * problem and pairs with nothing; an event being played that matches none of `games` is a problem too
 * (events not under way are other games' business). Scores come in the game's home and away order
 * even where the source named the other team home (a neutral site).
 */
export function matchEvents<Game extends MatchableGame>(
  events: readonly MatchableEvent[],
  games: readonly Game[],
  label: (event: MatchableEvent) => string,
): { pairs: { game: Game; read: LiveRead }[]; problems: string[] } {
  const problems: string[] = [];
  const byGame = new Map<string, { game: Game; reads: LiveRead[] }>();
  for (const event of events) {
    const candidates = games.filter((game) => matches(game, event));
    const [game] = candidates;
    if (candidates.length > 1)
      problems.push(
        `${label(event)} matches ${candidates.length} of our games (${candidates.map((one) => one.id).join(', ')})`,
      );
    else if (!game) {
      if (isPlaying(event)) problems.push(`${label(event)} is being played but matches none of our games`);
    } else {
      const entry = byGame.get(game.id) ?? { game, reads: [] };
      entry.reads.push(inGameOrder(game, event));
      byGame.set(game.id, entry);
    }
  }
  const pairs: { game: Game; read: LiveRead }[] = [];
  for (const { game, reads } of byGame.values()) {
    const [read] = reads;
    if (reads.length > 1 || !read)
      problems.push(`Game ${game.id} matches ${reads.length} of the source's events`);
    else pairs.push({ game, read });
  }
  return { pairs, problems };
}

function matches(game: MatchableGame, event: MatchableEvent): boolean {
  const sameTeams =
    (game.homeTeamId === event.homeTeamId && game.awayTeamId === event.awayTeamId) ||
    (game.homeTeamId === event.awayTeamId && game.awayTeamId === event.homeTeamId);
  return (
    sameTeams &&
    game.season === event.season &&
    Math.abs(Date.parse(game.gameDate) - Date.parse(event.kickoff)) <= DAY_MS
  );
}

function inGameOrder(game: MatchableGame, event: MatchableEvent): LiveRead {
  const swapped = game.homeTeamId !== event.homeTeamId;
  return {
    home: swapped ? event.away : event.home,
    away: swapped ? event.home : event.away,
    phase: event.phase,
    period: event.period,
    clock: event.clock,
    completed: event.completed,
  };
}
