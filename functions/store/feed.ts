import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_GAMES_PER_WEEK } from '../../domain/constants';
import type { FeedRow } from '../../domain/csv/nflverse';
import { Conflict } from '../../domain/errors';
import type { FeedImport, FeedStatus } from '../../domain/feed';
import { hasStarted, isVoided } from '../../domain/games';
import { toHomeAway, type Score } from '../../domain/scores';
import { logger } from '../observability/logger';
import { batchGetAll, db, getItem, tableName } from './client';
import { feedEntity, gameEntity, gameSourceEntity, type FeedState } from './entities';
import { listGameBets } from './bet-lists';
import { GameNotChangeable, setFeedLines, setGameSite, type GameRecord, type UpsertOutcome } from './games';
import { addScheduledGame, upsertScheduledGame } from './schedule';
import { feedKey, gameKey, gameSourceKey } from './keys';
import { scoreGame } from './settlement';
import { teamsById } from './teams';

export type { FeedState };

export function getFeedState(): Promise<FeedState | undefined> {
  return getItem(feedEntity, feedKey(), { consistent: true });
}

/** What a fetch found; a failure counts in a row until a fetch succeeds. */
export async function recordFetch(
  now: Date,
  outcome:
    | { kind: 'unchanged' }
    | { kind: 'changed'; etag?: string; lastModified?: string; contentHash: string }
    | { kind: 'failed'; error: string },
): Promise<void> {
  const values: Record<string, unknown> = {
    ':entity': 'feedState',
    ':now': now.toISOString(),
    ':outcome': outcome.kind,
  };
  const sets = ['entity = :entity', 'lastFetchedAt = :now', 'lastOutcome = :outcome'];
  const removes: string[] = [];
  if (outcome.kind === 'failed') {
    sets.push('lastError = :error', 'failuresInARow = if_not_exists(failuresInARow, :zero) + :one');
    Object.assign(values, { ':error': outcome.error.slice(0, 300), ':zero': 0, ':one': 1 });
  } else {
    sets.push('failuresInARow = :zero');
    values[':zero'] = 0;
    removes.push('lastError');
  }
  if (outcome.kind === 'changed') {
    sets.push('lastChangedAt = :now', 'contentHash = :hash');
    values[':hash'] = outcome.contentHash;
    for (const [name, value] of [
      ['etag', outcome.etag],
      ['lastModified', outcome.lastModified],
    ] as const) {
      if (value) {
        sets.push(`${name} = :${name}`);
        values[`:${name}`] = value;
      } else removes.push(name);
    }
  }
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: feedKey(),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ExpressionAttributeValues: values,
    }),
  );
}

/** Keeps the import's counts, its first problems and the disagreements for the dashboard. */
export async function recordFeedImport(result: FeedImport): Promise<void> {
  const kept: FeedImport = {
    ...result,
    problems: result.problems.slice(0, PROBLEMS_KEPT).map((problem) => problem.slice(0, 300)),
    disagreements: result.disagreements.slice(0, PROBLEMS_KEPT),
  };
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: feedKey(),
      UpdateExpression: 'SET entity = :entity, lastImport = :import',
      ExpressionAttributeValues: { ':entity': 'feedState', ':import': kept },
    }),
  );
}

export function feedStatus(
  state: FeedState | undefined,
  config: { url: string | undefined; season: number },
): FeedStatus {
  return {
    enabled: Boolean(config.url),
    url: config.url ?? null,
    season: config.season,
    lastFetchedAt: state?.lastFetchedAt ?? null,
    lastChangedAt: state?.lastChangedAt ?? null,
    lastOutcome: state?.lastOutcome ?? null,
    failuresInARow: state?.failuresInARow ?? 0,
    lastError: state?.lastError ?? null,
    lastImport: state?.lastImport ?? null,
  };
}

/** How many of the first problems an import keeps for the dashboard. */
const PROBLEMS_KEPT = 10;

/** What applying the rows did; `problems` holds every one (the dashboard keeps the first few). */
type Applied = Omit<FeedImport, 'finishedAt'>;

/** What applying one row needs besides the row: where it counts, and how it names games. */
interface FeedRun {
  applied: Applied;
  problems: { rowNumber: number; text: string }[];
  now: Date;
  teams: ReadonlyMap<number, { abbreviation: string }>;
}

/**
 * Applies the feed's rows of one season (docs/product.md, The NFL schedule feed). The games are read
 * first, in batches, so a row that changes nothing writes nothing: a new game is added, a moved one
 * moves while it is still scheduled and has not kicked off; a line is set while its game has not
 * started, and after kickoff only on a game with neither line nor bets (its closing line); a final
 * becomes the game's official final (functions/store/settlement.ts) unless an admin gave the game
 * one, which stands and is reported where the two differ.
 */
export async function applyFeed(rows: readonly FeedRow[], now: Date): Promise<Applied> {
  const run: FeedRun = {
    applied: {
      games: { created: 0, updated: 0, unchanged: 0 },
      lines: { changed: 0, unchanged: 0 },
      finals: { applied: 0, unchanged: 0, settled: 0, regraded: 0 },
      problems: [],
      problemCount: 0,
      disagreements: [],
    },
    problems: [],
    now,
    teams: await teamsById(),
  };
  const existing = await gamesBySource(rows.map((row) => row.gameId));

  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        const game = await applySchedule(row, existing.get(row.gameId), run);
        await applyLine(row, game, run);
        await applyFinal(row, game, run);
      } catch (error) {
        if (!(error instanceof GameNotChangeable || error instanceof Conflict)) throw error;
        run.problems.push({ rowNumber: row.rowNumber, text: `Row ${row.rowNumber}: ${error.message}` });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  const { applied, problems } = run;
  problems.sort((a, b) => a.rowNumber - b.rowNumber);
  applied.problemCount = problems.length;
  applied.problems = problems.map((problem) => problem.text);
  applied.disagreements.sort((a, b) => a.gameId.localeCompare(b.gameId));
  if (problems.length > 0) logger.warn('Feed rows not applied', { problems: problems.length });
  return applied;
}

/**
 * The row's game, added, moved or left as it is; where it is played follows the file, which a game
 * that has kicked off may still take: it is history, not terms anyone bet on.
 */
async function applySchedule(row: FeedRow, found: GameRecord | undefined, run: FeedRun): Promise<GameRecord> {
  const { games } = run.applied;
  const site = { neutralSite: row.neutralSite ?? undefined, stadium: row.stadium ?? undefined };
  const scheduled = {
    gameId: row.gameId,
    season: row.season,
    week: row.week,
    gameDate: row.gameDate,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
  };
  if (!found) {
    const neutral = row.neutralSite ? site : {};
    const { id, created } = await addScheduledGame(
      { ...scheduled, ...neutral },
      { maxGamesPerWeek: MAX_GAMES_PER_WEEK },
    );
    games[created ? 'created' : 'unchanged'] += 1;
    return { ...scheduled, ...neutral, id, status: 'scheduled' };
  }
  let game = found;
  let outcome: UpsertOutcome = 'unchanged';
  if (
    game.season !== row.season ||
    game.week !== row.week ||
    game.gameDate !== row.gameDate ||
    game.homeTeamId !== row.homeTeamId ||
    game.awayTeamId !== row.awayTeamId
  ) {
    const upserted = await upsertScheduledGame(scheduled, run.now);
    outcome = upserted.outcome;
    // A game that has kicked off keeps its kickoff (docs/product.md, The NFL schedule feed).
    if (upserted.keptKickoff && upserted.warning)
      run.problems.push({ rowNumber: row.rowNumber, text: `Row ${row.rowNumber}: ${upserted.warning}` });
    game = { ...game, ...scheduled, gameDate: upserted.keptKickoff ? game.gameDate : row.gameDate };
  }
  const movedSite =
    row.neutralSite !== null &&
    ((game.neutralSite ?? false) !== row.neutralSite || game.stadium !== site.stadium);
  if (movedSite) {
    await setGameSite(game.id, site);
    game = { ...game, ...site };
    outcome = outcome === 'created' ? outcome : 'updated';
  }
  games[outcome] += 1;
  return game;
}

/**
 * Lines and moneylines are set while a game has not started, and not changed after: bets were made on
 * the terms they saw. A game that kicked off with no line (first seen after kickoff) and no bets takes
 * the file's, its closing line, which its card and page show as history; one with no moneylines takes
 * the file's, its closing odds. A game whose line or moneylines changed counts once among lines set.
 */
async function applyLine(row: FeedRow, game: GameRecord, run: FeedRun): Promise<void> {
  if (!row.line && !row.moneyline && !game.moneyline) return;
  const { lines } = run.applied;
  const open = game.status === 'scheduled' && !hasStarted(game, run.now);
  const lineMoves =
    row.line !== null &&
    !sameLine(game.line, row.line) &&
    (open || (!game.line && (await listGameBets(game.id)).length === 0));
  const moneylineMoves = !sameMoneyline(game.moneyline, row.moneyline) && (open || !game.moneyline);
  if (!lineMoves && !moneylineMoves) lines.unchanged += 1;
  else {
    await setFeedLines(game.id, {
      line: lineMoves && row.line ? { ...row.line, updatedAt: run.now.toISOString() } : undefined,
      moneyline: moneylineMoves ? row.moneyline : undefined,
    });
    lines.changed += 1;
  }
}

const sameLine = (current: GameRecord['line'], line: NonNullable<FeedRow['line']>) =>
  current?.favoriteTeamId === line.favoriteTeamId &&
  current.spreadLine === line.spreadLine &&
  current.totalLine === line.totalLine;

const sameMoneyline = (current: GameRecord['moneyline'], moneyline: FeedRow['moneyline']) =>
  current?.away === moneyline?.away && current?.home === moneyline?.home;

/**
 * Both scores make the game's official final, unless an admin gave it its own, which stands. A final
 * the file no longer has (an earlier file gave it) stays, and the dashboard is told.
 */
async function applyFinal(row: FeedRow, game: GameRecord, run: FeedRun): Promise<void> {
  const { finals, disagreements } = run.applied;
  const abbreviation = (id: number) => run.teams.get(id)?.abbreviation ?? String(id);
  const finalText = (score: Score) =>
    `${abbreviation(game.awayTeamId)} ${score.away} - ${abbreviation(game.homeTeamId)} ${score.home}`;
  const recorded =
    game.status === 'final' && game.homeScore !== undefined && game.awayScore !== undefined
      ? { home: game.homeScore, away: game.awayScore }
      : undefined;
  const score = row.final;
  if (!score) {
    if (recorded && game.finalSource === 'feed')
      throw new GameNotChangeable(
        `game ${row.gameId} has no final score in this file, though an earlier one gave ${finalText(recorded)}; that final stands`,
      );
    return;
  }
  if (recorded && recorded.home === score.home && recorded.away === score.away) finals.unchanged += 1;
  else if (recorded && game.finalSource === 'admin') {
    finals.unchanged += 1;
    disagreements.push({
      gameId: row.gameId,
      matchup: `${abbreviation(game.awayTeamId)} @ ${abbreviation(game.homeTeamId)}`,
      admin: finalText(recorded),
      feed: finalText(score),
    });
  } else if (isVoided(game)) {
    throw new GameNotChangeable(
      `game ${row.gameId} was ${game.status} by an admin; its final was not applied`,
    );
  } else if (!hasStarted(game, run.now)) {
    throw new GameNotChangeable(
      `game ${row.gameId} has a final score but kicks off ${game.gameDate}; it was not applied`,
    );
  } else {
    const counts = await scoreGame(game.id, score, run.now, 'feed');
    finals.applied += 1;
    finals.settled += counts.settled;
    finals.regraded += counts.regraded;
    if (counts.failed > 0)
      throw new GameNotChangeable(
        `${counts.failed} bets of game ${row.gameId} could not be brought to its final ${toHomeAway(score)}; the next import retries them`,
      );
  }
}

/** The games the feed's game ids point at, by those ids: two batches of reads, however many rows. */
async function gamesBySource(sourceIds: readonly string[]): Promise<Map<string, GameRecord>> {
  const pointers = await batchGetAll(gameSourceEntity, sourceIds.map(gameSourceKey));
  const games = await batchGetAll(
    gameEntity,
    pointers.map((pointer) => gameKey(pointer.id)),
  );
  return new Map(games.map((game) => [game.gameId, game]));
}
