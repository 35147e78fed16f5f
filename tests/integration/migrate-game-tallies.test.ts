import { describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games';
import { migrateGameTallies } from '../../functions/migrations/game-tallies';
import { callApi } from '../support/api';
import {
  acceptedThroughApi,
  betting,
  expectStatus,
  proposedThroughApi,
  scheduleGame,
} from '../support/betting';
import { ensureAdmin, registeredUser } from '../support/users';

describe('bets made before games had tallies', () => {
  it('count on their game once the migration has run, and a second run changes nothing', async () => {
    await ensureAdmin();
    const [ann, ben] = [
      await registeredUser({ firstName: 'Ann' }),
      await registeredUser({ firstName: 'Ben' }),
    ];
    const game = await scheduleGame({ kickoffInHours: 30 });
    // No stream function runs here: these bets reach no tally until the migration.
    await acceptedThroughApi(ann, ben, game);
    const open = { gameId: game.id, betType: 'over_under', selection: 'over', overUnder: 40.5 };
    await proposedThroughApi(ben, { ...open, amount: '7.50' });
    const withdrawn = await proposedThroughApi(ann, { ...open, amount: '3' });
    expectStatus(await betting.cancel(ann, withdrawn.id), 200);
    const tally = async () =>
      expectStatus(
        await callApi<Game[]>('GET', `/api/games/${game.season}/${game.week}`, { as: ann.email }),
        200,
      ).body.find((listed) => listed.id === game.id)?.tally;
    expect(await tally()).toEqual({ bets: 0, staked: '0.00' });

    expect(await migrateGameTallies()).toEqual({ applied: true, bets: 2 });
    expect(await tally()).toEqual({ bets: 2, staked: '27.50' });
    expect(await migrateGameTallies()).toEqual({ applied: false, bets: 0 });
  });
});
