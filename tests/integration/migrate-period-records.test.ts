import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { LeaderboardRow } from '../../domain/leaderboard';
import type { SeasonsOverview } from '../../domain/seasons';
import { db, tableName } from '../../functions/store/client';
import { allTimeLeaderboardKey, versusKey } from '../../functions/store/keys';
import { migratePeriodRecords } from '../../functions/migrations/period-records';
import { callApi } from '../support/api';
import { betSettledByAdmin, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

describe('bets settled before head-to-head records were kept per period', () => {
  it("give the week's and season's records and the latest week with results once the migration has run, and a second run changes nothing", async () => {
    await ensureAdmin();
    const [ann, bob] = await Promise.all([
      registeredUser({ firstName: 'Ann' }),
      registeredUser({ firstName: 'Bob' }),
    ]);
    // Ann wins in week 12, Bob in week 13, both 2025.
    for (const [proposer, acceptor, week] of [
      [ann, bob, 12],
      [bob, ann, 13],
    ] as const)
      await betSettledByAdmin(
        { proposer, acceptor },
        await scheduleGame({ kickoffInHours: -3, season: 2025, week }),
        { betType: 'spread', selection: 'home', spread: -1, amount: 2500 },
        { home: 20, away: 10 },
      );

    // What the earlier version wrote: all-time head-to-head records only, and no weeks with results.
    for (const [player, opponent] of [
      [ann, bob],
      [bob, ann],
    ] as const)
      for (const period of [{ season: 2025 }, { season: 2025, week: 12 }, { season: 2025, week: 13 }])
        await db.send(
          new DeleteCommand({ TableName: tableName, Key: versusKey(player.id, opponent.id, period) }),
        );
    for (const player of [ann, bob])
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: allTimeLeaderboardKey(player.id),
          UpdateExpression: 'REMOVE resultWeeks',
        }),
      );
    const annVersusBob = async (board: string) =>
      (await callApi<LeaderboardRow[]>('GET', `/api/leaderboard/${board}`, { as: ann.email })).body.find(
        (row) => row.userId === bob.id,
      )?.headToHead;
    const latestResults = async () =>
      (await callApi<SeasonsOverview>('GET', '/api/seasons', { as: ADMIN_EMAIL })).body.latestResults;
    expect(await annVersusBob('weekly/2025/12')).toEqual({ wins: 0, losses: 0, ties: 0 });
    expect(await latestResults()).toBeNull();

    expect(await migratePeriodRecords()).toEqual({ applied: true, bets: 2, records: 6 });
    expect(await annVersusBob('weekly/2025/12')).toEqual({ wins: 1, losses: 0, ties: 0 });
    expect(await annVersusBob('weekly/2025/13')).toEqual({ wins: 0, losses: 1, ties: 0 });
    expect(await annVersusBob('season/2025')).toEqual({ wins: 1, losses: 1, ties: 0 });
    expect(await annVersusBob('all-time')).toEqual({ wins: 1, losses: 1, ties: 0 });
    expect(await latestResults()).toEqual({ season: 2025, week: 13 });
    expect(await migratePeriodRecords()).toEqual({ applied: false, bets: 0, records: 0 });
    // The file's closing ledger audit checks every record against the settled bets.
  });
});
