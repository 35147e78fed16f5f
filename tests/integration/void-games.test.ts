import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games';
import { acceptBet, getBet, proposeBet, proposeSettlement, type BetRecord } from '../../functions/store/bets';
import { getGame, type GameRecord } from '../../functions/store/games';
import { gameKey } from '../../functions/store/keys';
import { listLedger } from '../../functions/store/ledger';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { betting, expectStatus, freshUser, scheduleGame, tableSnapshot } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const HOUR = 60 * 60 * 1000;
const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });

interface VoidResult {
  message: string;
  voided: number;
  failed: number;
}

beforeAll(async () => {
  await ensureAdmin();
});

/** A game under way (stopped by weather, say) with a bet in every status, all agreed before kickoff. */
async function gameWithBets() {
  const game = await scheduleGame({ kickoffInHours: -1, week: 6 });
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const [ann, ben, cat, dan, eve, fay, gus] = (await Promise.all(
    Array.from({ length: 7 }, (_, index) => registeredUser({ firstName: `V${index}` })),
  )) as [UserRecord, UserRecord, UserRecord, UserRecord, UserRecord, UserRecord, UserRecord];
  const propose = async (by: UserRecord, amount: number) =>
    (
      await proposeBet(
        by,
        { gameId: game.id, betType: 'spread', selection: 'home', spread: -3.5, amount },
        { now: before },
      )
    ).bet;
  const open = await propose(ann, 1500);
  const accepted = await acceptBet(cat, (await propose(ben, 2500)).id, before);
  const pending = await proposeSettlement(
    dan,
    (await acceptBet(eve, (await propose(dan, 4000)).id, before)).id,
    { home: 10, away: 3 },
  );
  const settledByPlayers = await acceptBet(gus, (await propose(fay, 1000)).id, before);
  await proposeSettlement(fay, settledByPlayers.id, { home: 10, away: 3 });
  expectStatus(await betting.acceptScore(gus, settledByPlayers.id), 200);
  return { game, ann, ben, cat, dan, eve, fay, gus, open, accepted, pending, settledByPlayers };
}

describe('voiding a game that will not be played', () => {
  it('counts the bets a void would cancel', async () => {
    const { game } = await gameWithBets();
    const response = await admin<Record<string, number>>('GET', `/api/admin/games/${game.id}/bet-counts`);
    expect(response).toMatchObject({
      status: 200,
      body: { proposed: 1, accepted: 1, pending_settlement: 1, settled: 1, cancelled: 0 },
    });
  });

  it('cancels every open, accepted and pending bet, releases the stakes, and records a refund for each player of a bet', async () => {
    const world = await gameWithBets();
    const { game, ann, ben, cat, dan, eve, fay } = world;

    const response = await admin<VoidResult>('POST', `/api/admin/games/${game.id}/void`, {
      status: 'postponed',
    });

    expect(response).toMatchObject({
      status: 200,
      body: {
        voided: 3,
        failed: 0,
        message: 'KC @ BUF is postponed: 3 bets were voided and their stakes released',
      },
    });
    for (const bet of [world.open, world.accepted, world.pending]) {
      expect(await getBet(bet.id)).toMatchObject({ status: 'cancelled', voidedAt: expect.any(String) });
    }
    expect((await getBet(world.settledByPlayers.id))?.status).toBe('settled');
    for (const player of [ann, ben, cat, dan, eve]) {
      const user = await freshUser(player);
      expect(user, player.firstName).toMatchObject({ balanceCents: 100_000, availableCents: 100_000 });
    }
    for (const [player, bet] of [
      [ben, world.accepted],
      [cat, world.accepted],
      [dan, world.pending],
      [eve, world.pending],
    ] as [UserRecord, BetRecord][]) {
      expect((await listLedger(player.id))[0]).toMatchObject({
        type: 'bet_refund',
        amountCents: 0,
        balanceAfterCents: 100_000,
        bet: { betId: bet.id },
        description: expect.stringContaining('KC @ BUF was postponed'),
      });
    }
    // An open proposal had no opponent: its stake comes back, but no balance changed.
    expect((await listLedger(ann.id)).map((entry) => entry.type)).toEqual(['initial_balance']);
    expect((await freshUser(fay)).balanceCents).not.toBe(100_000);
    expect(await getGame(game.id)).toMatchObject({ status: 'postponed', voidedAt: expect.any(String) });
    // Not played: it no longer holds the week under way back, as a final game does not.
    const stored = (await tableSnapshot()) as Record<string, unknown>[];
    expect(stored.find((item) => item.pk === gameKey(game.id).pk)).not.toHaveProperty('gsi2pk');
  });

  it("moves everyone's polled stamp when it takes an open proposal away", async () => {
    const { game } = await gameWithBets();
    const onlooker = await registeredUser({ firstName: 'Onlooker' });
    const stamp = async () => {
      const response = expectStatus(await callApi('HEAD', '/api/bets/my', { as: onlooker.email }), 200);
      return `${response.headers['last-modified']} ${response.headers.etag}`;
    };
    const before = await stamp();
    expectStatus(await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'cancelled' }), 200);
    expect(await stamp()).not.toBe(before);
  });

  it('shows the game as not played and closes it to betting and settlement', async () => {
    const { game, ann, cat, accepted } = await gameWithBets();
    expectStatus(await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'cancelled' }), 200);

    const week = await callApi<Game[]>('GET', `/api/games/2025/${game.week}`, { as: ann.email });
    expect(week.body.find((candidate) => candidate.id === game.id)?.status).toBe('cancelled');
    const upcoming = await scheduleGame({ kickoffInHours: 5 });
    expectStatus(await admin('POST', `/api/admin/games/${upcoming.id}/void`, { status: 'postponed' }), 200);
    expect(
      await betting.propose(ann, {
        gameId: upcoming.id,
        betType: 'spread',
        selection: 'home',
        spread: 1,
        amount: '5',
      }),
    ).toMatchObject({ status: 409, body: { message: 'Betting is closed - game postponed' } });
    expect(
      await admin('POST', `/api/admin/bets/${accepted.id}/settle`, { finalScore: '3-10' }),
    ).toMatchObject({ status: 409 });
    expect(await betting.proposeScore(cat, accepted.id, 10, 3)).toMatchObject({ status: 409 });
  });

  it('voids again without harm: nothing left to cancel, and the reason can change', async () => {
    const { game } = await gameWithBets();
    expectStatus(await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'postponed' }), 200);
    const again = await admin<VoidResult>('POST', `/api/admin/games/${game.id}/void`, {
      status: 'cancelled',
    });
    expect(again).toMatchObject({
      status: 200,
      body: { voided: 0, failed: 0, message: 'KC @ BUF is cancelled: it had no open bets left to void' },
    });
    expect((await getGame(game.id))?.status).toBe('cancelled');
  });

  it('refuses to void a final game, an unknown game, or without a reason, and changes nothing', async () => {
    const final = await scheduleGame({ kickoffInHours: -4 });
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    const before = new Date(Date.parse(final.gameDate) - HOUR);
    const { bet } = await proposeBet(
      a,
      { gameId: final.id, betType: 'spread', selection: 'home', spread: 1, amount: 500 },
      { now: before },
    );
    await acceptBet(b, bet.id, before);
    expectStatus(await admin('POST', `/api/admin/bets/${bet.id}/settle`, { finalScore: '10-20' }), 200);
    const snapshot = await tableSnapshot();

    expect(await admin('POST', `/api/admin/games/${final.id}/void`, { status: 'postponed' })).toMatchObject({
      status: 409,
      body: { message: 'This game is final: its bets are settled' },
    });
    expect(await admin('POST', '/api/admin/games/no-such-game/void', { status: 'postponed' })).toMatchObject({
      status: 404,
    });
    expect(await admin('POST', `/api/admin/games/${final.id}/void`, { status: 'played' })).toMatchObject({
      status: 400,
    });
    expect(await tableSnapshot()).toEqual(snapshot);
  });

  it('is for admins only', async () => {
    const game: GameRecord = await scheduleGame({ kickoffInHours: 5 });
    const player = await registeredUser();
    const response = await callApi('POST', `/api/admin/games/${game.id}/void`, {
      as: player.email,
      body: { status: 'postponed' },
    });
    expect(response.status).toBe(403);
    expect((await getGame(game.id))?.status).toBe('scheduled');
  });
});
