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
import { GameNotChangeable, setGameLine, type GameRecord } from './games';
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

/**
 * Applies the feed's rows of one season (docs/product.md, The NFL schedule feed). The games are read
 * first, in batches, so a row that changes nothing writes nothing: a new game is added, a moved one
 * moves while it is still scheduled; a line is set only while its game has not started; a final
 * becomes the game's official final (functions/store/settlement.ts) unless an admin gave the game
 * one, which stands and is reported where the two differ.
 */
export async function applyFeed(rows: readonly FeedRow[], now: Date): Promise<Applied> {
  const applied: Applied = {
    games: { created: 0, updated: 0, unchanged: 0 },
    lines: { changed: 0, unchanged: 0 },
    finals: { applied: 0, unchanged: 0, settled: 0, regraded: 0 },
    problems: [],
    problemCount: 0,
    disagreements: [],
  };
  const problems: { rowNumber: number; text: string }[] = [];
  const existing = await gamesBySource(rows.map((row) => row.gameId));
  const teams = await teamsById();
  const matchup = (game: Pick<GameRecord, 'awayTeamId' | 'homeTeamId'>) =>
    `${teams.get(game.awayTeamId)?.abbreviation ?? game.awayTeamId} @ ${teams.get(game.homeTeamId)?.abbreviation ?? game.homeTeamId}`;
  const finalText = (game: GameRecord, score: Score) =>
    `${teams.get(game.awayTeamId)?.abbreviation ?? ''} ${score.away} - ${teams.get(game.homeTeamId)?.abbreviation ?? ''} ${score.home}`;

  const applyRow = async (row: FeedRow) => {
    let game = existing.get(row.gameId);
    const scheduled = {
      gameId: row.gameId,
      season: row.season,
      week: row.week,
      gameDate: row.gameDate,
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
    };
    if (!game) {
      const { id, created } = await addScheduledGame(scheduled, { maxGamesPerWeek: MAX_GAMES_PER_WEEK });
      applied.games[created ? 'created' : 'unchanged'] += 1;
      game = { ...scheduled, id, status: 'scheduled' };
    } else if (
      game.season !== row.season ||
      game.week !== row.week ||
      game.gameDate !== row.gameDate ||
      game.homeTeamId !== row.homeTeamId ||
      game.awayTeamId !== row.awayTeamId
    ) {
      const upserted = await upsertScheduledGame(scheduled, now);
      applied.games[upserted.outcome] += 1;
      // A game that has kicked off keeps its kickoff (docs/product.md, The NFL schedule feed).
      if (upserted.keptKickoff && upserted.warning)
        problems.push({ rowNumber: row.rowNumber, text: `Row ${row.rowNumber}: ${upserted.warning}` });
      game = { ...game, ...scheduled, gameDate: upserted.keptKickoff ? game.gameDate : scheduled.gameDate };
    } else applied.games.unchanged += 1;

    if (row.line) {
      const current = game.line;
      const same =
        current?.favoriteTeamId === row.line.favoriteTeamId &&
        current.spreadLine === row.line.spreadLine &&
        current.totalLine === row.line.totalLine;
      // Lines are not changed once a game has started: bets were made on the line they saw.
      if (same || game.status !== 'scheduled' || hasStarted(game, now)) applied.lines.unchanged += 1;
      else {
        await setGameLine(game.id, { ...row.line, updatedAt: now.toISOString() });
        applied.lines.changed += 1;
      }
    }

    if (row.final) {
      const score = row.final;
      const same = game.status === 'final' && game.homeScore === score.home && game.awayScore === score.away;
      if (same) applied.finals.unchanged += 1;
      else if (game.finalSource === 'admin' && game.homeScore !== undefined && game.awayScore !== undefined) {
        applied.finals.unchanged += 1;
        applied.disagreements.push({
          gameId: row.gameId,
          matchup: matchup(game),
          admin: finalText(game, { home: game.homeScore, away: game.awayScore }),
          feed: finalText(game, score),
        });
      } else if (isVoided(game)) {
        throw new GameNotChangeable(
          `game ${row.gameId} was ${game.status} by an admin; its final was not applied`,
        );
      } else if (!hasStarted(game, now)) {
        throw new GameNotChangeable(
          `game ${row.gameId} has a final score but kicks off ${game.gameDate}; it was not applied`,
        );
      } else {
        const counts = await scoreGame(game.id, score, now, 'feed');
        applied.finals.applied += 1;
        applied.finals.settled += counts.settled;
        applied.finals.regraded += counts.regraded;
        if (counts.failed > 0)
          throw new GameNotChangeable(
            `${counts.failed} bets of game ${row.gameId} could not be brought to its final ${toHomeAway(score)}; the next import retries them`,
          );
      }
    }
  };

  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        await applyRow(row);
      } catch (error) {
        if (!(error instanceof GameNotChangeable || error instanceof Conflict)) throw error;
        problems.push({ rowNumber: row.rowNumber, text: `Row ${row.rowNumber}: ${error.message}` });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  problems.sort((a, b) => a.rowNumber - b.rowNumber);
  applied.problemCount = problems.length;
  applied.problems = problems.map((problem) => problem.text);
  applied.disagreements.sort((a, b) => a.gameId.localeCompare(b.gameId));
  if (problems.length > 0) logger.warn('Feed rows not applied', { problems: problems.length });
  return applied;
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
