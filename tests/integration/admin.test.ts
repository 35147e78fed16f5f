import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Transaction } from '../../domain/ledger';
import type { User } from '../../domain/users';
import { acceptBet, getBet, MAX_OPEN_PROPOSALS, proposeBet } from '../../functions/store/bets';
import { listPlayerBets } from '../../functions/store/bet-lists';
import type { GameRecord } from '../../functions/store/games';
import { listWeekLeaderboard } from '../../functions/store/leaderboard';
import { db, tableName } from '../../functions/store/client';
import { ledgerEntryKey } from '../../functions/store/keys';
import { listLedger } from '../../functions/store/ledger';
import { type UserRecord } from '../../functions/store/users';
import { BELOW_ZERO } from '../../functions/store/balances';
import { callApi } from '../support/api';
import { outbox } from '../support/outbox';
import {
  acceptedThroughApi,
  betting,
  expectStatus,
  freshUser,
  proposedThroughApi,
  scheduleGame,
  tableSnapshot,
} from '../support/betting';
import {
  ADMIN_EMAIL,
  ensureAdmin,
  registeredUser,
  registeredUsers,
  userWithPreferences,
} from '../support/users';

const HOUR = 60 * 60 * 1000;
const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });

let started: GameRecord;
let upcoming: GameRecord;

beforeAll(async () => {
  await ensureAdmin();
  started = await scheduleGame({ kickoffInHours: -3, week: 9, homeTeamId: 11, awayTeamId: 12 });
  upcoming = await scheduleGame({ kickoffInHours: 30 });
});

/** An accepted bet on a game under way (GB @ DET, week 9), agreed before kickoff. */
async function acceptedBet(
  proposer: UserRecord,
  acceptor: UserRecord,
  amountCents: number,
  game?: GameRecord,
) {
  const underWay =
    game ?? (await scheduleGame({ kickoffInHours: -3, week: 9, homeTeamId: 11, awayTeamId: 12 }));
  const before = new Date(Date.parse(underWay.gameDate) - HOUR);
  const { bet } = await proposeBet(
    proposer,
    { gameId: underWay.id, betType: 'spread', selection: 'home', spread: -3.5, amount: amountCents },
    { now: before },
  );
  await acceptBet(acceptor, bet.id, before);
  return bet.id;
}

describe('settlement by an admin', () => {
  it('settles one bet with the score typed away-home, moving currency, ledger and leaderboards, and makes the game final', async () => {
    const [ann, ben] = await Promise.all([
      registeredUser({ firstName: 'Ann' }),
      registeredUser({ firstName: 'Ben' }),
    ]);
    const betId = await acceptedBet(ann, ben, 3000, started);

    // 17-24 away-home: DET (home) 24, GB 17; Ann's DET -3.5 covers.
    const response = await admin<{ message: string; settled: number }>(
      'POST',
      `/api/admin/bets/${betId}/settle`,
      { finalScore: '17-24', settleAllForGame: false },
    );

    expect(response).toMatchObject({ status: 200, body: { settled: 1 } });
    const [settled] = (await betting.history(ann)).body;
    expect(settled).toMatchObject({
      status: 'settled',
      finalScore: '24-17',
      winnerId: ann.id,
      game: { status: 'final', homeScore: 24, awayScore: 17 },
    });
    expect(await freshUser(ann)).toMatchObject({ balanceCents: 103_000, availableCents: 103_000 });
    expect(await freshUser(ben)).toMatchObject({ balanceCents: 97_000, availableCents: 97_000 });
    expect((await listLedger(ben.id))[0]).toMatchObject({
      type: 'bet_loss',
      amountCents: -3000,
      balanceAfterCents: 97_000,
    });
    const board = await listWeekLeaderboard(2025, 9);
    expect(board.find((row) => row.userId === ann.id)).toMatchObject({ wins: 1, netCents: 3000 });
  });

  it('settles every accepted and pending bet of a game with one score, each with its own outcome', async () => {
    const game = await scheduleGame({ kickoffInHours: -2, week: 10 });
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const players = await registeredUsers(6);
    const [p0, p1, p2, p3, p4, p5] = players;
    const bet = async (
      proposer: UserRecord,
      acceptor: UserRecord | null,
      selection: 'home' | 'away',
      spread: number,
    ) => {
      const { bet: proposed } = await proposeBet(
        proposer,
        { gameId: game.id, betType: 'spread', selection, spread, amount: 1000 },
        { now: before },
      );
      if (acceptor) await acceptBet(acceptor, proposed.id, before);
      return proposed.id;
    };
    const homeWins = await bet(p0, p1, 'home', -3.5);
    const push = await bet(p2, p3, 'away', 7);
    const pending = await bet(p4, p5, 'away', 10.5);
    expectStatus(await betting.proposeScore(p4, pending, 0, 0), 200);
    const open = await bet(p0, null, 'home', 1);

    // Away-home "20-27": BUF (home) 27, KC 20.
    const response = await admin<{ settled: number; message: string }>(
      'POST',
      `/api/admin/bets/${homeWins}/settle`,
      { finalScore: '20-27', settleAllForGame: true },
    );

    expect(response.body).toEqual({
      settled: 3,
      regraded: 0,
      failed: 0,
      message: 'The final score is recorded. 3 bets have been settled with it',
    });
    // Settled bets are in the player's history; open ones in My Bets.
    const outcome = async (user: UserRecord, id: string) =>
      [...(await betting.history(user)).body, ...(await betting.myBets(user)).body].find((b) => b.id === id);
    expect(await outcome(p0, homeWins)).toMatchObject({
      status: 'settled',
      winnerId: p0.id,
      finalScore: '27-20',
    });
    expect(await outcome(p2, push)).toMatchObject({ status: 'settled', winnerId: null });
    expect(await outcome(p4, pending)).toMatchObject({
      status: 'settled',
      winnerId: p4.id,
      finalScore: '27-20',
    });
    expect(await outcome(p0, open)).toMatchObject({ status: 'proposed' });
    expect((await freshUser(p2)).balanceCents).toBe(100_000);
  });

  it('refuses to settle before kickoff with 409, and changes nothing', async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    const bet = await acceptedThroughApi(a, b, upcoming);
    const before = await tableSnapshot();

    for (const settleAllForGame of [false, true]) {
      expect(
        await admin('POST', `/api/admin/bets/${bet.id}/settle`, { finalScore: '10-20', settleAllForGame }),
      ).toMatchObject({
        status: 409,
        body: {
          message:
            'This game has not started yet: its bets can be settled once it kicks off. If it will not be played, void it.',
        },
      });
    }
    expect(await tableSnapshot()).toEqual(before);
  });

  it('refuses a score that is not away-home digits, and changes nothing', async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    const betId = await acceptedBet(a, b, 500);
    const before = await tableSnapshot();
    const response = await admin('POST', `/api/admin/bets/${betId}/settle`, { finalScore: '21 to 14' });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'finalScore must be away-home, digits-digits (e.g. 21-14)' },
    });
    const implausible = await admin('POST', `/api/admin/bets/${betId}/settle`, { finalScore: '0-300' });
    expect(implausible).toMatchObject({
      status: 400,
      body: { message: 'finalScore must be 0 to 99 points a team' },
    });
    expect((await admin('POST', `/api/admin/bets/${betId}/settle`, { finalScore: '0-100' })).status).toBe(
      400,
    );
    expect(await tableSnapshot()).toEqual(before);
  });

  it('lists active bets with team names, date and both emails', async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    const game = await scheduleGame({ kickoffInHours: -3, week: 9, homeTeamId: 11, awayTeamId: 12 });
    const betId = await acceptedBet(a, b, 700, game);
    const response = await admin<
      (Bet & { proposerEmail: string; acceptorEmail: string; homeTeamName: string; awayTeamName: string })[]
    >('GET', '/api/admin/bets?status=active');
    expect(
      response.body.every((bet) => bet.status === 'accepted' || bet.status === 'pending_settlement'),
    ).toBe(true);
    expect(response.body.find((bet) => bet.id === betId)).toMatchObject({
      proposerEmail: a.email,
      acceptorEmail: b.email,
      homeTeamName: 'Detroit Lions',
      awayTeamName: 'Green Bay Packers',
      gameDate: game.gameDate,
    });
  });

  it('counts all bets and the active ones', async () => {
    const { body } = await admin<{ totalBets: number; activeBets: number }>('GET', '/api/admin/stats');
    const all = await admin<Bet[]>('GET', '/api/admin/bets');
    expect(body.totalBets).toBe(all.body.length);
    expect(body.activeBets).toBe(
      all.body.filter((bet) => bet.status === 'accepted' || bet.status === 'pending_settlement').length,
    );
  });
});

describe('cleanup of expired proposals', () => {
  it('cancels only proposals whose game has started, and gives the proposer their available balance back', async () => {
    const [late, early] = await Promise.all([registeredUser(), registeredUser()]);
    const underWay = await scheduleGame({ kickoffInHours: -1 });
    const before = new Date(Date.parse(underWay.gameDate) - HOUR);
    const { bet: expired } = await proposeBet(
      late,
      { gameId: underWay.id, betType: 'over_under', selection: 'over', overUnder: 40, amount: 2500 },
      { now: before },
    );
    const open = await proposedThroughApi(early, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'home',
      spread: 1,
      amount: '25.00',
    });
    expect((await freshUser(late)).availableCents).toBe(97_500);

    const response = await admin<{ deletedCount: number }>('POST', '/api/admin/cleanup-expired-bets');

    expect(response.body.deletedCount).toBeGreaterThanOrEqual(1);
    expect((await getBet(expired.id))?.status).toBe('cancelled');
    expect((await betting.myBets(late)).body.map((bet) => bet.id)).not.toContain(expired.id);
    expect(await freshUser(late)).toMatchObject({ balanceCents: 100_000, availableCents: 100_000 });
    expect((await betting.myBets(early)).body.find((bet) => bet.id === open.id)?.status).toBe('proposed');
    expect(
      (await admin<{ deletedCount: number }>('POST', '/api/admin/cleanup-expired-bets')).body.deletedCount,
    ).toBe(0);
  });
});

describe('users and balances', () => {
  it('adjusts a balance by a signed change with an admin_adjustment entry', async () => {
    const user = await registeredUser();
    const response = await admin<User>('PATCH', `/api/admin/users/${user.id}/balance`, {
      balance: '-250.50',
      description: 'Lost a side bet',
    });
    expect(response.body).toMatchObject({ virtualBalance: '749.50', availableBalance: '749.50' });
    expect((await listLedger(user.id))[0]).toMatchObject({
      type: 'admin_adjustment',
      amountCents: -25_050,
      balanceAfterCents: 74_950,
      description: 'Lost a side bet',
    });
  });

  it('shows the wallet of a user whose ledger an earlier version wrote, older entry types and all', async () => {
    const user = await registeredUser();
    await admin('PATCH', `/api/admin/users/${user.id}/balance`, { balance: '5', description: 'Pool' });
    const [adjustment] = await listLedger(user.id);
    // Before 2025 an admin's change was written as `balance_adjustment` (docs/product.md).
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: ledgerEntryKey(user.id, adjustment?.sequence ?? 0),
        UpdateExpression: 'SET #type = :older',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':older': 'balance_adjustment' },
      }),
    );

    const wallet = await callApi<Transaction[]>('GET', '/api/transactions', { as: user.email });
    expect(wallet.status).toBe(200);
    expect(wallet.body[0]).toMatchObject({
      type: 'balance_adjustment',
      amount: '5.00',
      balanceAfter: '1005.00',
    });
  });

  it('refuses an adjustment that would take the available balance below zero, and changes nothing', async () => {
    const user = await registeredUser();
    await proposedThroughApi(user, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'home',
      spread: 1,
      amount: '900',
    });
    const before = await tableSnapshot();
    const response = await admin('PATCH', `/api/admin/users/${user.id}/balance`, {
      balance: -101,
      description: 'Too much',
    });
    expect(response).toMatchObject({ status: 409, body: { message: BELOW_ZERO } });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('deactivates and reactivates a user, and refuses to deactivate an admin', async () => {
    const user = await registeredUser();
    expect(
      (await admin<User>('PATCH', `/api/admin/users/${user.id}/status`, { isActive: false, isPaused: false }))
        .body.isActive,
    ).toBe(false);
    expect((await callApi('GET', '/api/auth/user', { as: user.email })).status).toBe(403);
    expect(
      (await admin<User>('PATCH', `/api/admin/users/${user.id}/status`, { isActive: true, isPaused: false }))
        .body.isActive,
    ).toBe(true);
    const me = await ensureAdmin();
    expect((await admin('PATCH', `/api/admin/users/${me.id}/status`, { isActive: false })).status).toBe(409);
  });

  it('deactivates a user with more open proposals than one transaction holds, cancelling them all', async () => {
    const busy = await registeredUser();
    // As many as a player may have (50), more than one transaction's 45.
    for (let count = 0; count < MAX_OPEN_PROPOSALS; count++) {
      await proposeBet(busy, {
        gameId: upcoming.id,
        betType: 'over_under',
        selection: 'over',
        overUnder: 40.5,
        amount: 100,
      });
    }
    expect((await freshUser(busy)).availableCents).toBe(100_000 - 5000);

    expectStatus(
      await admin('PATCH', `/api/admin/users/${busy.id}/status`, { isActive: false, isPaused: true }),
      200,
    );

    const bets = await listPlayerBets(busy.id);
    expect(bets.filter((bet) => bet.status === 'cancelled')).toHaveLength(MAX_OPEN_PROPOSALS);
    expect(await freshUser(busy)).toMatchObject({ availableCents: 100_000, isPaused: true });
  });

  it('refuses to delete a user with an accepted bet, and changes nothing', async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    await acceptedBet(a, b, 100);
    const before = await tableSnapshot();
    const response = await admin('DELETE', `/api/admin/users/${a.id}`);
    expect(response).toMatchObject({
      status: 409,
      body: { message: 'This user has accepted bets that are not settled yet. Settle them first.' },
    });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('deletes a user: their proposals are cancelled, their sessions end, their opponents keep the history', async () => {
    const [leaving, opponent] = await Promise.all([registeredUser(), registeredUser()]);
    const settledId = await acceptedBet(leaving, opponent, 1200);
    expectStatus(await admin('POST', `/api/admin/bets/${settledId}/settle`, { finalScore: '0-30' }), 200);
    const open = await proposedThroughApi(leaving, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'away',
      spread: 2,
      amount: 300,
    });

    expectStatus(await admin('DELETE', `/api/admin/users/${leaving.id}`), 200);

    expect((await callApi('GET', '/api/auth/user', { as: leaving.email })).status).toBe(401);
    expect((await admin<User[]>('GET', '/api/admin/users')).body.map((user) => user.id)).not.toContain(
      leaving.id,
    );
    expect((await betting.available(opponent)).body.map((bet) => bet.id)).not.toContain(open.id);
    expect((await betting.history(opponent)).body.find((bet) => bet.id === settledId)).toMatchObject({
      status: 'settled',
      proposer: { firstName: leaving.firstName },
    });
    expect((await freshUser(leaving)).availableCents).toBe((await freshUser(leaving)).balanceCents);
    expect((await admin('POST', '/api/admin/invitations', { email: leaving.email })).status).toBe(201);
  });

  it('finds users by any part of a name or email, in any case, and by whether they may sign in', async () => {
    const tag = `zq${Date.now()}`;
    const [quinn, quincy] = await Promise.all([
      registeredUser({ firstName: 'Quinn', lastName: `Okafor${tag}` }),
      registeredUser({ firstName: 'Quincy', lastName: 'Adams', email: `q.adams.${tag}@example.com` }),
    ]);
    expectStatus(
      await admin('PATCH', `/api/admin/users/${quincy.id}/status`, { isActive: true, isPaused: true }),
      200,
    );
    const found = async (query: string) =>
      expectStatus(await admin<User[]>('GET', `/api/admin/users?${query}`), 200).body.map((user) => user.id);

    expect(await found(`search=${tag.toUpperCase()}`)).toEqual(expect.arrayContaining([quinn.id, quincy.id]));
    expect(await found(`search=okafor${tag}`)).toEqual([quinn.id]);
    expect(await found(`search=${encodeURIComponent(`QUINN OKAFOR${tag}`)}`)).toEqual([quinn.id]);
    expect(await found(`search=q.adams.${tag}@`)).toEqual([quincy.id]);
    expect(await found(`search=${tag}&status=inactive`)).toEqual([quincy.id]);
    expect(await found(`search=${tag}&status=active`)).toEqual([quinn.id]);
    expect((await found(`search=${tag}&status=all`)).sort()).toEqual([quinn.id, quincy.id].sort());
    expect(await found('search=nobody-has-this-name')).toEqual([]);
    expect((await admin('GET', '/api/admin/users?status=asleep')).status).toBe(400);
  });

  it("counts a user's bets by status, for the confirmations of deactivating and deleting", async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    await acceptedBet(a, b, 100);
    for (const amount of ['10', '20'])
      await proposedThroughApi(a, {
        gameId: upcoming.id,
        betType: 'spread',
        selection: 'home',
        spread: 1,
        amount,
      });
    expect((await admin(`GET`, `/api/admin/users/${a.id}/bet-counts`)).body).toEqual({
      proposed: 2,
      accepted: 1,
      pending_settlement: 0,
      settled: 0,
      cancelled: 0,
    });
    expect((await admin('GET', '/api/admin/users/no-such-user/bet-counts')).status).toBe(404);
  });

  it('sends a test SMS to a number its owner confirmed, however it is written, and to no other', async () => {
    await userWithPreferences('Tex', { phone: '+15551234567' });
    await userWithPreferences('Una', { phone: '+15551234568', confirmed: false });
    const response = await admin<{ success: boolean; message: string }>('POST', '/api/admin/test-sms', {
      phoneNumber: '(555) 123-4567',
    });
    expect(response.body).toEqual({ success: true, message: 'Test SMS sent to +15551234567' });
    expect(await admin('POST', '/api/admin/test-sms', { phoneNumber: '+15551234568' })).toMatchObject({
      status: 400,
      body: { message: 'No user has confirmed this number: SMS goes only to confirmed numbers' },
    });
    expect((await admin('POST', '/api/admin/test-sms', { phoneNumber: '555-1234' })).status).toBe(400);
  });

  it('sends one number at most 3 test texts an hour, and still texts another', async () => {
    await userWithPreferences('Vic', { phone: '+15551230001' });
    await userWithPreferences('Wyn', { phone: '+15551230002' });
    const text = (phoneNumber: string) => admin('POST', '/api/admin/test-sms', { phoneNumber });
    for (let time = 0; time < 3; time++) expect((await text('+15551230001')).status).toBe(200);

    expect(await text('(555) 123-0001')).toMatchObject({
      status: 429,
      body: { message: 'This number has had 3 test messages this hour. Please try again later.' },
    });
    expect((await outbox()).filter((entry) => entry.to === '+15551230001')).toHaveLength(3);
    expect((await text('+15551230002')).status).toBe(200);
  });
});
