import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../domain/leaderboard';
import type { SeasonsOverview } from '../../domain/seasons';
import { db, tableName } from '../../functions/store/client';
import { allTimeLeaderboardKey, gameKey, SCHEDULE_PARTITION } from '../../functions/store/keys';
import { migrateToSeasons } from '../../functions/migrations/seasons';
import { callApi } from '../support/api';
import { betSettledByAdmin, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

async function deletePartition(pk: string) {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  for (const item of Items)
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: { pk: item.pk as string, sk: item.sk as string } }),
    );
}

describe('a table written before seasons were kept', () => {
  it('is brought up to date once: open games indexed, weeks counted, all-time rows summed from the seasons', async () => {
    await ensureAdmin();
    const [ann, bob] = await Promise.all([
      registeredUser({ firstName: 'Ann' }),
      registeredUser({ firstName: 'Bob' }),
    ]);
    await betSettledByAdmin(
      { proposer: ann, acceptor: bob },
      await scheduleGame({ kickoffInHours: -3, season: 2025, week: 12 }),
      { betType: 'spread', selection: 'home', spread: -1, amount: 2500 },
      { home: 20, away: 10 },
    );
    const openGame = await scheduleGame({ kickoffInHours: 48, season: 2025, week: 13 });

    // What the 2025 version wrote: no open-games index, no week counts, no all-time rows.
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: gameKey(openGame.id),
        UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
      }),
    );
    await deletePartition(SCHEDULE_PARTITION);
    await deletePartition(allTimeLeaderboardKey('').pk);
    const seasons = async () =>
      (await callApi<SeasonsOverview>('GET', '/api/seasons', { as: ADMIN_EMAIL })).body;
    expect((await seasons()).seasons).not.toContain(2025);

    expect(await migrateToSeasons()).toEqual({
      applied: true,
      openGames: 1,
      scheduleWeeks: 2,
      allTimeRows: 2,
    });

    expect(await seasons()).toMatchObject({
      current: { season: 2025, week: 13 },
      seasons: expect.arrayContaining([2025]),
    });
    const allTime = await callApi<LeaderboardRow[]>('GET', '/api/leaderboard/all-time', { as: ann.email });
    expect(allTime.body.map(({ firstName, totalWinnings }) => [firstName, totalWinnings])).toEqual([
      ['Ann', '25.00'],
      ['Bob', '-25.00'],
    ]);
    expect(await migrateToSeasons()).toMatchObject({ applied: false });
  });
});
