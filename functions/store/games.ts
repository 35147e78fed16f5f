import { randomUUID } from 'node:crypto';
import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sidesOfSpread, type BettingLine, type Game, type GameStatus } from '../../domain/games';
import type { Team } from '../../domain/teams';
import { db, getItem, queryAll, recordOf, tableName, transact } from './client';
import { gameKey, gameSourceKey, weekGamesCollection } from './keys';
import { teamsById } from './teams';

/** A game as stored. `line` is the latest betting line (the lines CSV), if any. */
export interface GameRecord {
  id: string;
  /** The schedule CSV's game_id. */
  gameId: string;
  season: number;
  week: number;
  /** ISO instant, UTC. */
  gameDate: string;
  status: GameStatus;
  homeTeamId: number;
  awayTeamId: number;
  homeScore?: number;
  awayScore?: number;
  line?: {
    favoriteTeamId: number | null;
    spreadLine: number | null;
    totalLine: number | null;
    updatedAt: string;
  };
}

export type ScheduledGame = Pick<
  GameRecord,
  'gameId' | 'season' | 'week' | 'gameDate' | 'homeTeamId' | 'awayTeamId'
>;

export async function getGame(id: string): Promise<GameRecord | undefined> {
  return getItem<GameRecord>(gameKey(id));
}

/** The games behind a set of bets, in one call (BatchGet takes up to 100 keys). */
export async function getGames(ids: Iterable<string>): Promise<Map<string, GameRecord>> {
  const unique = [...new Set(ids)];
  const games = new Map<string, GameRecord>();
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] = unique.slice(start, start + 100).map((id) => ({ ...gameKey(id) }));
    while (keys.length > 0) {
      const { Responses, UnprocessedKeys } = await db.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys } } }),
      );
      for (const item of Responses?.[tableName] ?? []) {
        const game = recordOf<GameRecord>(item);
        games.set(game.id, game);
      }
      keys = UnprocessedKeys?.[tableName]?.Keys ?? [];
    }
  }
  return games;
}

export function listWeekGames(season: number, week: number): Promise<GameRecord[]> {
  return queryAll<GameRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :week',
    ExpressionAttributeValues: { ':week': weekGamesCollection(season, week).gsi1pk },
  });
}

/**
 * Adds a scheduled game unless one with the same schedule game_id exists, and answers with its id.
 * Keyed by game_id, so importing the same schedule twice adds nothing the second time.
 */
export async function addScheduledGame(game: ScheduledGame): Promise<{ id: string; created: boolean }> {
  const record: GameRecord = { ...game, id: randomUUID(), status: 'scheduled' };
  try {
    await transact(
      [
        {
          Put: {
            TableName: tableName,
            Item: { ...gameSourceKey(game.gameId), entity: 'gameSource', id: record.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...record,
              entity: 'game',
              ...gameKey(record.id),
              ...weekGamesCollection(game.season, game.week, game.gameDate, record.id),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
      () => new GameAlreadyScheduled(),
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

export async function findGameIdBySource(sourceGameId: string): Promise<string | undefined> {
  return (await getItem<{ id: string }>(gameSourceKey(sourceGameId)))?.id;
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
