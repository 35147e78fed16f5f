import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, tableName } from '../store/client';
import { migrationEntity } from '../store/entities';
import type { GameRecord } from '../store/games';
import { allTimeLeaderboardKey, migrationKey, openGamesIndex, scheduleWeekKey } from '../store/keys';
import type { LeaderboardRow } from '../store/leaderboard';
import type { Item } from '../store/ledger-audit';
import { scanTable } from './scan-table';

const MIGRATION = 'seasons';

export interface SeasonsMigration {
  applied: boolean;
  openGames: number;
  scheduleWeeks: number;
  allTimeRows: number;
}

/**
 * Brings a table written before seasons were kept (2025) up to date, once: games that are not final
 * join the open-games index, each week's game count is written, and each player's all-time
 * leaderboard row is the sum of their season rows. Settlement keeps all three from then on, so this
 * runs before the table takes requests (the local host runs it at start; `npm run migrate` for a
 * deployed table, before traffic reaches the new version). A marker item makes a second run a no-op.
 */
export async function migrateToSeasons(now = new Date()): Promise<SeasonsMigration> {
  if (await getItem(migrationEntity, migrationKey(MIGRATION), { consistent: true }))
    return { applied: false, openGames: 0, scheduleWeeks: 0, allTimeRows: 0 };

  const items = await scanTable();
  const games = items.filter((item) => item.entity === 'game') as (GameRecord & Item)[];

  const unindexed = games.filter((game) => game.status !== 'final' && game.gsi2pk === undefined);
  for (const game of unindexed) {
    const index = openGamesIndex(game.gameDate, game.id);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: game.pk, sk: game.sk },
        UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
        ExpressionAttributeValues: { ':pk': index.gsi2pk, ':sk': index.gsi2sk },
      }),
    );
  }

  const weekCounts = new Map<string, { season: number; week: number; games: number }>();
  for (const { season, week } of games) {
    const key = `${season}#${week}`;
    const count = weekCounts.get(key) ?? { season, week, games: 0 };
    count.games += 1;
    weekCounts.set(key, count);
  }
  for (const count of weekCounts.values()) {
    await put({ ...scheduleWeekKey(count.season, count.week), entity: 'scheduleWeek', ...count });
  }

  const seasonRows = items.filter(
    (item) => item.entity === 'leaderboardRow' && /^LEADERBOARD#\d+#SEASON$/.test(item.pk),
  ) as (LeaderboardRow & Item)[];
  const allTime = new Map<string, LeaderboardRow>();
  for (const row of seasonRows) {
    const sum = allTime.get(row.userId) ?? { ...row, totalBets: 0, wins: 0, losses: 0, ties: 0, netCents: 0 };
    for (const field of ['totalBets', 'wins', 'losses', 'ties', 'netCents'] as const)
      sum[field] += row[field];
    allTime.set(row.userId, sum);
  }
  for (const row of allTime.values()) {
    await put({
      ...allTimeLeaderboardKey(row.userId),
      entity: 'leaderboardRow',
      userId: row.userId,
      firstName: row.firstName,
      totalBets: row.totalBets,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      netCents: row.netCents,
    });
  }

  await put({ ...migrationKey(MIGRATION), entity: 'migration', appliedAt: now.toISOString() });
  return {
    applied: true,
    openGames: unindexed.length,
    scheduleWeeks: weekCounts.size,
    allTimeRows: allTime.size,
  };
}

async function put(item: Record<string, unknown>): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName, Item: item }));
}
