import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Favorite } from '../../domain/csv/lines';
import { teamReference } from '../../domain/csv/teams';
import { UNDER_WAY_HOURS, type ScheduleSummary } from '../../domain/seasons';
import { batchGetAll, db, getItem, queryAll, tableName } from './client';
import { gameEntity, gameSourceEntity, scheduleWeekEntity, type GameRecord } from './entities';
import { projectionOf } from './entity';
import { gameKey, gameSourceKey, openGamesIndex, SCHEDULE_PARTITION, weekGamesCollection } from './keys';

export type { GameRecord };

/** A game; none for a game-less proposition's undefined id (docs/product.md, Propositions). */
export async function getGame(
  id: string | undefined,
  options: { consistent?: boolean } = {},
): Promise<GameRecord | undefined> {
  return id === undefined ? undefined : getItem(gameEntity, gameKey(id), options);
}

/**
 * The games behind a set of bets, in one call (BatchGet takes up to 100 keys); a game-less
 * proposition's undefined id reads nothing.
 */
export async function getGames(ids: Iterable<string | undefined>): Promise<Map<string, GameRecord>> {
  const known = [...new Set(ids)].filter((id): id is string => id !== undefined);
  const games = await batchGetAll(gameEntity, known.map(gameKey));
  return new Map(games.map((game) => [game.id, game]));
}

export function listWeekGames(season: number, week: number): Promise<GameRecord[]> {
  return queryAll(gameEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :week',
    ExpressionAttributeValues: { ':week': weekGamesCollection(season, week).gsi1pk },
  });
}

const OPEN_GAME_WEEK = projectionOf(gameEntity, ['season', 'week', 'gameDate']);

/**
 * What the week under way is computed from (domain/seasons.ts): the games not final that kicked off
 * recently or are still to come, and every week that has games. Two Queries, whatever the history.
 */
export async function scheduleSummary(now: Date): Promise<ScheduleSummary> {
  const since = new Date(now.getTime() - UNDER_WAY_HOURS * 60 * 60 * 1000).toISOString();
  const [openGames, weeks] = await Promise.all([
    queryAll(OPEN_GAME_WEEK, {
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :open AND gsi2sk >= :since',
      ExpressionAttributeValues: { ':open': openGamesIndex().gsi2pk, ':since': since },
      ProjectionExpression: OPEN_GAME_WEEK.expression,
    }),
    queryAll(scheduleWeekEntity, {
      KeyConditionExpression: 'pk = :schedule',
      ExpressionAttributeValues: { ':schedule': SCHEDULE_PARTITION },
    }),
  ]);
  return {
    openGames,
    weeksWithGames: weeks.filter((week) => week.games > 0).map(({ season, week }) => ({ season, week })),
  };
}

/**
 * Games that kicked off before `now` (and not before `since`, when given) and are neither final nor
 * voided, earliest first.
 */
export function listStartedOpenGames(now: Date, since?: Date): Promise<GameRecord[]> {
  return queryAll(gameEntity, {
    IndexName: 'gsi2',
    KeyConditionExpression: since
      ? 'gsi2pk = :open AND gsi2sk BETWEEN :since AND :now'
      : 'gsi2pk = :open AND gsi2sk < :now',
    ExpressionAttributeValues: {
      ':open': openGamesIndex().gsi2pk,
      ':now': now.toISOString(),
      ...(since ? { ':since': since.toISOString() } : {}),
    },
  });
}

/** Games not yet final or voided kicking off between these instants, earliest first. */
export function listOpenGamesBetween(from: Date, until: Date): Promise<GameRecord[]> {
  return queryAll(gameEntity, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :open AND gsi2sk BETWEEN :from AND :until',
    ExpressionAttributeValues: {
      ':open': openGamesIndex().gsi2pk,
      ':from': from.toISOString(),
      ':until': until.toISOString(),
    },
  });
}

export async function findGameIdBySource(sourceGameId: string): Promise<string | undefined> {
  return (await getItem(gameSourceEntity, gameSourceKey(sourceGameId)))?.id;
}

export async function setGameLine(id: string, line: NonNullable<GameRecord['line']>): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: gameKey(id),
      UpdateExpression: 'SET line = :line',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':line': line },
    }),
  );
}

/**
 * What the schedule feed posts on a game, in one write: its line, its moneylines, or both; a moneyline
 * of null removes the game's (docs/product.md, The NFL schedule feed).
 */
export async function setFeedLines(
  id: string,
  lines: { line?: Line; moneyline?: GameRecord['moneyline'] | null },
): Promise<void> {
  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  if (lines.line) {
    sets.push('line = :line');
    values[':line'] = lines.line;
  }
  if (lines.moneyline) {
    sets.push('moneyline = :moneyline');
    values[':moneyline'] = lines.moneyline;
  }
  const removes = lines.moneyline === null ? ['REMOVE moneyline'] : [];
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: gameKey(id),
      UpdateExpression: [...(sets.length > 0 ? [`SET ${sets.join(', ')}`] : []), ...removes].join(' '),
      ConditionExpression: 'attribute_exists(pk)',
      ...(sets.length > 0 ? { ExpressionAttributeValues: values } : {}),
    }),
  );
}

/** Where a game is played, as the schedule feed says: a neutral site (and its stadium), or home. */
export async function setGameSite(
  id: string,
  site: Pick<GameRecord, 'neutralSite' | 'stadium'>,
): Promise<void> {
  const update = !site.neutralSite
    ? { UpdateExpression: 'REMOVE neutralSite, stadium' }
    : site.stadium
      ? {
          UpdateExpression: 'SET neutralSite = :neutral, stadium = :stadium',
          ExpressionAttributeValues: { ':neutral': true, ':stadium': site.stadium },
        }
      : {
          UpdateExpression: 'SET neutralSite = :neutral REMOVE stadium',
          ExpressionAttributeValues: { ':neutral': true },
        };
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: gameKey(id),
      ...update,
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** Where a game's official final came from (docs/decisions.md, A game has one final score). */
export type FinalSource = NonNullable<GameRecord['finalSource']>;

/** Records a game's official final, for a game with no bets (the demo data's finished games). */
export async function setGameResult(id: string, score: { home: number; away: number }): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: gameKey(id),
      ...finalScoreUpdate(score, 'admin'),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/** A game's official final; a final game leaves the index of open games. */
export function finalScoreUpdate(score: { home: number; away: number }, source: FinalSource) {
  return {
    UpdateExpression:
      'SET homeScore = :home, awayScore = :away, #status = :final, finalSource = :source REMOVE gsi2pk, gsi2sk',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':home': score.home,
      ':away': score.away,
      ':final': 'final',
      ':source': source,
    },
  };
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged';

/** A row that names a game which cannot take it; reported with the row, not thrown at the import. */
export class GameNotChangeable extends Error {}

type Line = NonNullable<GameRecord['line']>;

/** Sets a game's line unless it already has exactly this one. */
export async function upsertGameLine(
  sourceGameId: string,
  favorite: Favorite | null,
  spreadLine: number | null,
  totalLine: number | null,
  now: Date,
): Promise<UpsertOutcome> {
  const id = await findGameIdBySource(sourceGameId);
  const game = id ? await getGame(id) : undefined;
  if (!game) throw new GameNotChangeable(`no game has game_id ${sourceGameId}`);
  let favoriteTeamId: number | null = null;
  if (favorite) {
    favoriteTeamId =
      'side' in favorite ? (favorite.side === 'home' ? game.homeTeamId : game.awayTeamId) : favorite.teamId;
    if (favoriteTeamId !== game.homeTeamId && favoriteTeamId !== game.awayTeamId) {
      throw new GameNotChangeable(`${teamReference(favoriteTeamId)} does not play in game ${sourceGameId}`);
    }
  }
  const line: Line = { favoriteTeamId, spreadLine, totalLine, updatedAt: now.toISOString() };
  const current = game.line;
  if (
    current &&
    current.favoriteTeamId === line.favoriteTeamId &&
    current.spreadLine === line.spreadLine &&
    current.totalLine === line.totalLine
  ) {
    return 'unchanged';
  }
  await setGameLine(game.id, line);
  return current ? 'updated' : 'created';
}
