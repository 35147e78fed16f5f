import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_GAMES_PER_WEEK } from '../../domain/constants';
import type { Favorite } from '../../domain/csv/lines';
import { teamReference } from '../../domain/csv/teams';
import { sidesOfSpread, type BettingLine, type Game } from '../../domain/games';
import type { Team } from '../../domain/teams';
import { UNDER_WAY_HOURS, type ScheduleSummary, type SeasonWeek } from '../../domain/seasons';
import { batchGetAll, db, getItem, queryAll, tableName, transact, type TransactItem } from './client';
import { gameEntity, gameSourceEntity, projectionOf, scheduleWeekEntity, type GameRecord } from './entities';
import {
  gameKey,
  gameSourceKey,
  openGamesIndex,
  SCHEDULE_PARTITION,
  scheduleWeekKey,
  weekGamesCollection,
} from './keys';
import { teamsById } from './teams';

export type { GameRecord };

export type ScheduledGame = Pick<
  GameRecord,
  'gameId' | 'season' | 'week' | 'gameDate' | 'homeTeamId' | 'awayTeamId'
>;

export async function getGame(
  id: string,
  options: { consistent?: boolean } = {},
): Promise<GameRecord | undefined> {
  return getItem(gameEntity, gameKey(id), options);
}

/** The games behind a set of bets, in one call (BatchGet takes up to 100 keys). */
export async function getGames(ids: Iterable<string>): Promise<Map<string, GameRecord>> {
  const games = await batchGetAll(gameEntity, [...new Set(ids)].map(gameKey));
  return new Map(games.map((game) => [game.id, game]));
}

export function listWeekGames(season: number, week: number): Promise<GameRecord[]> {
  return queryAll(gameEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :week',
    ExpressionAttributeValues: { ':week': weekGamesCollection(season, week).gsi1pk },
  });
}

const weekIsFull = (game: Pick<ScheduledGame, 'season' | 'week'>) =>
  new GameNotChangeable(
    `week ${game.week} of ${game.season} already has ${MAX_GAMES_PER_WEEK} games, the most one week may have`,
  );

/**
 * Adds a scheduled game unless one with the same schedule game_id exists, and answers with its id.
 * Keyed by game_id, so importing the same schedule twice adds nothing the second time. With
 * `maxGamesPerWeek`, a new game is refused (GameNotChangeable) when its week already has that many.
 */
export async function addScheduledGame(
  game: ScheduledGame,
  bound: { maxGamesPerWeek?: number } = {},
): Promise<{ id: string; created: boolean }> {
  const record: GameRecord = { ...game, id: randomUUID(), status: 'scheduled' };
  try {
    await transact(
      {
        source: {
          Put: {
            TableName: tableName,
            Item: { ...gameSourceKey(game.gameId), entity: 'gameSource', id: record.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        game: {
          Put: {
            TableName: tableName,
            Item: {
              ...record,
              entity: 'game',
              ...gameKey(record.id),
              ...weekGamesCollection(game.season, game.week, game.gameDate, record.id),
              ...openGamesIndex(game.gameDate, record.id),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        weekCount: weekCountItem(game, 1, bound),
      },
      // An existing game_id fails first, so a full week still takes rows for the games it holds.
      (failed) => (failed === 'weekCount' ? weekIsFull(game) : new GameAlreadyScheduled()),
    );
    return { id: record.id, created: true };
  } catch (error) {
    if (!(error instanceof GameAlreadyScheduled)) throw error;
    const id = await findGameIdBySource(game.gameId);
    if (!id) throw error;
    return { id, created: false };
  }
}

class GameAlreadyScheduled extends Error {}

/**
 * Counts a game in (or, with -1, out of) its week of the schedule, in the transaction that moves it;
 * with `maxGamesPerWeek`, only into a week that has fewer.
 */
function weekCountItem(
  { season, week }: SeasonWeek,
  change: 1 | -1,
  { maxGamesPerWeek }: { maxGamesPerWeek?: number } = {},
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: scheduleWeekKey(season, week),
      UpdateExpression: 'SET entity = :entity, season = :season, week = :week ADD games :change',
      ...(maxGamesPerWeek === undefined
        ? {}
        : { ConditionExpression: 'attribute_not_exists(games) OR games < :most' }),
      ExpressionAttributeValues: {
        ':entity': 'scheduleWeek',
        ':season': season,
        ':week': week,
        ':change': change,
        ...(maxGamesPerWeek === undefined ? {} : { ':most': maxGamesPerWeek }),
      },
    },
  };
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

/** Games that kicked off before `now` and are neither final nor voided, earliest first. */
export function listStartedOpenGames(now: Date): Promise<GameRecord[]> {
  return queryAll(gameEntity, {
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :open AND gsi2sk < :now',
    ExpressionAttributeValues: { ':open': openGamesIndex().gsi2pk, ':now': now.toISOString() },
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

export function toApiLine(game: GameRecord): BettingLine | undefined {
  const { line } = game;
  if (!line) return undefined;
  const sides =
    line.favoriteTeamId !== null && line.spreadLine !== null
      ? sidesOfSpread(game, line.favoriteTeamId, line.spreadLine)
      : undefined;
  return {
    gameId: game.id,
    spreadFavorite: line.favoriteTeamId,
    spreadLine: line.spreadLine,
    homeSpread: sides?.homeSpread ?? null,
    awaySpread: sides?.awaySpread ?? null,
    totalLine: line.totalLine,
  };
}

const unknownTeam = (id: number): Team => ({ id, name: `Team ${id}`, abbreviation: '' });

export function toApiGame(game: GameRecord, teams: ReadonlyMap<number, Team>): Game {
  const line = toApiLine(game);
  return {
    id: game.id,
    gameId: game.gameId,
    week: game.week,
    season: game.season,
    gameDate: game.gameDate,
    status: game.status,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    homeTeam: teams.get(game.homeTeamId) ?? unknownTeam(game.homeTeamId),
    awayTeam: teams.get(game.awayTeamId) ?? unknownTeam(game.awayTeamId),
    homeScore: game.homeScore ?? null,
    awayScore: game.awayScore ?? null,
    lines: line ? [line] : [],
  };
}

export async function apiGames(games: readonly GameRecord[]): Promise<Game[]> {
  const teams = await teamsById();
  return games.map((game) => toApiGame(game, teams));
}

/** Where a game's official final came from (docs/decisions.md, One final score per game). */
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

/**
 * Imports one schedule row: adds the game, or brings an existing one (same game_id) up to date while
 * it is still scheduled. The same row twice changes nothing. A new game, or one moved to another
 * week, must find its week under MAX_GAMES_PER_WEEK (docs/decisions.md, "What an upload may create"):
 * the week's count is conditioned in the same transaction, so imports at the same moment cannot pass it.
 */
export async function upsertScheduledGame(game: ScheduledGame): Promise<UpsertOutcome> {
  const { id, created } = await addScheduledGame(game, { maxGamesPerWeek: MAX_GAMES_PER_WEEK });
  if (created) return 'created';
  const existing = await getGame(id);
  if (!existing) throw new Error(`Game ${game.gameId} points at a missing game`);
  const same =
    existing.season === game.season &&
    existing.week === game.week &&
    existing.gameDate === game.gameDate &&
    existing.homeTeamId === game.homeTeamId &&
    existing.awayTeamId === game.awayTeamId;
  if (same) return 'unchanged';
  if (existing.status !== 'scheduled')
    throw new GameNotChangeable(`game ${game.gameId} is already ${existing.status} and was not changed`);
  const week = weekGamesCollection(game.season, game.week, game.gameDate, id);
  const open = openGamesIndex(game.gameDate, id);
  const movedWeek = existing.season !== game.season || existing.week !== game.week;
  await transact(
    {
      game: {
        Update: {
          TableName: tableName,
          Key: gameKey(id),
          UpdateExpression:
            'SET season = :season, week = :week, gameDate = :gameDate, homeTeamId = :home, awayTeamId = :away, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk',
          ConditionExpression: '#status = :scheduled',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':season': game.season,
            ':week': game.week,
            ':gameDate': game.gameDate,
            ':home': game.homeTeamId,
            ':away': game.awayTeamId,
            ':gsi1pk': week.gsi1pk,
            ':gsi1sk': week.gsi1sk,
            ':gsi2pk': open.gsi2pk,
            ':gsi2sk': open.gsi2sk,
            ':scheduled': 'scheduled',
          },
        },
      },
      ...(movedWeek
        ? {
            oldWeekCount: weekCountItem(existing, -1),
            newWeekCount: weekCountItem(game, 1, { maxGamesPerWeek: MAX_GAMES_PER_WEEK }),
          }
        : {}),
    },
    (failed) =>
      failed === 'newWeekCount'
        ? weekIsFull(game)
        : new GameNotChangeable(`game ${game.gameId} is no longer scheduled and was not changed`),
  );
  return 'updated';
}

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
