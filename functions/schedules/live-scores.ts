import type { ScheduledEvent } from 'aws-lambda';
import type { Scoreboard } from '../../domain/espn-scoreboard';
import { Conflict } from '../../domain/errors';
import { decideLive, matchEvents, type LiveDecision, type MatchableEvent } from '../../domain/live-reads';
import { NFL_TEAMS } from '../../domain/teams';
import { configuredSource, type LiveSource } from '../live/sources';
import { logger } from '../observability/logger';
import { count } from '../observability/metrics';
import { observed } from '../observability/middleware';
import type { GameRecord } from '../store/games';
import {
  getLiveScoresState,
  listGamesInLiveWindow,
  recordLiveDecision,
  recordLiveRun,
  type LiveScoresState,
} from '../store/live-scores';
import { scoreGame } from '../store/settlement';

export interface LiveScoresRun {
  /** Games in their window. */
  watched: number;
  /** Games whose live state was written. */
  updated: number;
  /** Games the source gave their official final this run, and the bets that settled. */
  finals: number;
  settled: number;
  problems: number;
  outcome: 'off' | 'idle' | 'failed' | 'read';
}

/**
 * Every minute (EventBridge in the cloud, a timer on a laptop): reads the live source for the games in
 * their window and stores what each read decides (docs/product.md, Live scores). With no game in a
 * window a run is the one Query.
 */
export const handler = observed<ScheduledEvent, LiveScoresRun>(async () => {
  const run = await readLiveScores(new Date(), configuredSource());
  if (run.outcome !== 'off' && run.outcome !== 'idle') logger.info('Live scores read', { ...run });
  return run;
});

const NOTHING = { watched: 0, updated: 0, finals: 0, settled: 0, problems: 0 } as const;

export async function readLiveScores(now: Date, source: LiveSource | undefined): Promise<LiveScoresRun> {
  if (!source) return { ...NOTHING, outcome: 'off' };
  const games = await listGamesInLiveWindow(now);
  if (games.length === 0) return { ...NOTHING, outcome: 'idle' };
  const state = await getLiveScoresState();
  let board: Scoreboard;
  try {
    board = await source.read({ dates: easternDates(games), games, now });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    count('LiveScoreFailures');
    // One warning when the source starts failing; the alarm watches the metric from then on.
    if (!state?.failingSince) logger.warn('Live score source failed; nothing changes', { error: message });
    await recordLiveRun({ changed: false, failure: message, warned: state?.warned ?? [] }, state, now);
    return { ...NOTHING, watched: games.length, outcome: 'failed' };
  }
  if (state?.failingSince)
    logger.info('Live score source answers again', { failingSince: state.failingSince });

  const { pairs, problems } = matchEvents(board.events, games, eventLabel);
  const decided = pairs.map(({ game, read }) => ({ game, decision: decideLive(game, read, now) }));
  const allProblems = [
    ...board.problems,
    ...problems,
    ...decided.flatMap(({ game, decision }) =>
      decision.problem ? [`${gameLabel(game)}: ${decision.problem}`] : [],
    ),
  ];
  warnOnce(allProblems, state);

  const written = await Promise.all(
    decided.map(({ game, decision }) => recordLiveDecision(game.id, decision)),
  );
  const changed = decided.filter(
    ({ decision }, index) => written[index] && decision.live !== undefined,
  ).length;
  let finals = 0;
  let settled = 0;
  for (const { game, decision } of decided) {
    const result = decision.final && (await recordFinal(game, decision.final, now));
    if (result) {
      finals += 1;
      settled += result.settled;
    }
  }
  await recordLiveRun({ changed: changed > 0 || finals > 0, warned: allProblems.slice(0, 50) }, state, now);
  return {
    watched: games.length,
    updated: changed,
    finals,
    settled,
    problems: allProblems.length,
    outcome: 'read',
  };
}

/**
 * The final whistle (docs/product.md, Live scores): the source's final becomes the game's official one
 * through the path every official final takes, so every bet of the game settles by it. A final
 * recorded meanwhile by an admin or the schedule file stands.
 */
async function recordFinal(game: GameRecord, score: NonNullable<LiveDecision['final']>, now: Date) {
  try {
    const counts = await scoreGame(game.id, score, now, 'live');
    logger.info('Live final recorded', { gameId: game.id, game: gameLabel(game), ...score, ...counts });
    return counts;
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
    logger.info('Live final not recorded', { gameId: game.id, reason: error.message });
    return undefined;
  }
}

function warnOnce(problems: readonly string[], state: LiveScoresState | undefined): void {
  const warned = new Set(state?.warned ?? []);
  for (const problem of problems) {
    if (warned.has(problem)) continue;
    logger.warn('Live score problem', { problem });
    count('LiveScoreProblems');
  }
}

const EASTERN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** ESPN's scoreboard is by US Eastern date: each watched game's, once. */
function easternDates(games: readonly GameRecord[]): string[] {
  return [...new Set(games.map((game) => EASTERN_DATE.format(new Date(game.gameDate)).replaceAll('-', '')))];
}

const code = (teamId: number) =>
  NFL_TEAMS.find((team) => team.id === teamId)?.abbreviation ?? `team ${teamId}`;

function gameLabel(game: GameRecord): string {
  return `${code(game.awayTeamId)} @ ${code(game.homeTeamId)} (game ${game.id})`;
}

function eventLabel(event: MatchableEvent): string {
  return `The source's event ${event.id} (${code(event.awayTeamId)} @ ${code(event.homeTeamId)}, ${event.kickoff})`;
}
