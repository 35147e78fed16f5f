import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_STARTED, type StartedGame } from '../../domain/bets';
import { acceptBet, getBet, proposeBet } from '../../functions/store/bets';
import { getGame, setGameResult, type GameRecord } from '../../functions/store/games';
import { listLedger } from '../../functions/store/ledger';
import { settleAsAdmin } from '../../functions/store/settlement';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import {
  acceptedThroughApi,
  betting,
  expectStatus,
  freshUser,
  scheduleGame,
  tableSnapshot,
} from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser, registeredUsers } from '../support/users';

const HOUR = 60 * 60 * 1000;
/** Rounds of the race below (RACE_ROUNDS, as in the concurrency tests). */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 3);
const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });

interface ScoreAnswer {
  message: string;
  settled: number;
  regraded: number;
  failed: number;
}

/** A spread bet on `game` agreed an hour before kickoff; the proposer takes the home side at `spread`. */
async function acceptedBet(game: GameRecord, proposer: UserRecord, acceptor: UserRecord, spread: number) {
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet } = await proposeBet(
    proposer,
    { gameId: game.id, betType: 'spread', selection: 'home', spread, amount: 2000 },
    { now: before },
  );
  await acceptBet(acceptor, bet.id, before);
  return bet.id;
}

const startedGames = async () =>
  expectStatus(await admin<StartedGame[]>('GET', '/api/admin/games/started'), 200).body;

beforeAll(ensureAdmin);

describe('the admin scoring games', () => {
  it('lists games that have kicked off and still need a score or a settlement, each with its bets', async () => {
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const noBets = await scheduleGame({ kickoffInHours: -1 });
    const withBets = await scheduleGame({ kickoffInHours: -2 });
    const partlySettled = await scheduleGame({ kickoffInHours: -3 });
    const finished = await scheduleGame({ kickoffInHours: -4 });
    const future = await scheduleGame({ kickoffInHours: 5 });
    const betId = await acceptedBet(withBets, ann, ben, -3.5);
    const [first, second] = [
      await acceptedBet(partlySettled, ann, ben, -1),
      await acceptedBet(partlySettled, ben, ann, 2),
    ];
    // A final that has not reached every bet yet (its sweep cut short): the bets still wait.
    await setGameResult(partlySettled.id, { home: 20, away: 10 });
    await settleAsAdmin(await acceptedBet(finished, ann, ben, 1), { home: 3, away: 0 });
    const openProposal = await proposeBet(ann, {
      gameId: future.id,
      betType: 'over_under',
      selection: 'over',
      overUnder: 40,
      amount: 100,
    });

    const listed = await startedGames();
    const byId = new Map(listed.map((entry) => [entry.game.id, entry]));
    expect(byId.get(noBets.id)).toMatchObject({ game: { status: 'scheduled', homeScore: null }, bets: [] });
    expect(byId.get(withBets.id)?.bets).toEqual([
      expect.objectContaining({
        id: betId,
        status: 'accepted',
        proposerEmail: ann.email,
        acceptorEmail: ben.email,
        awayTeamName: 'Kansas City Chiefs',
        homeTeamName: 'Buffalo Bills',
      }),
    ]);
    // Listed until the final reaches them, so the admin can enter it again.
    expect(byId.get(partlySettled.id)).toMatchObject({
      game: { status: 'final', homeScore: 20, awayScore: 10 },
    });
    expect(
      byId
        .get(partlySettled.id)
        ?.bets.map((bet) => bet.id)
        .sort(),
    ).toEqual([first, second].sort());
    expect(byId.has(finished.id)).toBe(false);
    expect(byId.has(future.id)).toBe(false);
    expect(listed.flatMap((entry) => entry.bets).map((bet) => bet.id)).not.toContain(openProposal.bet.id);
    // Earliest kickoff first.
    const kickoffs = listed.map((entry) => entry.game.gameDate);
    expect(kickoffs).toEqual([...kickoffs].sort());
    // Entering the final again brings the bets it missed over to it.
    const again = await admin<ScoreAnswer>('POST', `/api/admin/games/${partlySettled.id}/score`, {
      homeScore: 20,
      awayScore: 10,
    });
    expect(again.body).toMatchObject({ settled: 2, regraded: 0, failed: 0 });
  });

  it("records a game's final score and settles each of its bets with it, as the players' own score would", async () => {
    const game = await scheduleGame({ kickoffInHours: -2, week: 11 });
    const [a, b, c, d] = await registeredUsers(4);
    const homeCovers = await acceptedBet(game, a, b, -3.5);
    const pending = await acceptedBet(game, c, d, 7);
    expectStatus(await betting.proposeScore(c, pending, 0, 0), 200);

    // The players' fields: BUF (home) 24, KC (away) 17.
    const response = await admin<ScoreAnswer>('POST', `/api/admin/games/${game.id}/score`, {
      homeScore: 24,
      awayScore: '17',
    });

    expect(response).toMatchObject({
      status: 200,
      body: {
        settled: 2,
        regraded: 0,
        failed: 0,
        message: 'The final score is recorded. 2 bets have been settled with it',
      },
    });
    expect(await getGame(game.id)).toMatchObject({ status: 'final', homeScore: 24, awayScore: 17 });
    expect(await getBet(homeCovers)).toMatchObject({
      status: 'settled',
      winnerId: a.id,
      finalScore: '24-17',
    });
    expect(await getBet(pending)).toMatchObject({ status: 'settled', winnerId: c.id, finalScore: '24-17' });
    expect((await listLedger(b.id))[0]).toMatchObject({ type: 'bet_loss', amountCents: -2000 });
    expect(await freshUser(a)).toMatchObject({ balanceCents: 102_000, availableCents: 102_000 });
    expect((await startedGames()).map((entry) => entry.game.id)).not.toContain(game.id);
  });

  it('makes a game without bets final too, so it leaves the list', async () => {
    const game = await scheduleGame({ kickoffInHours: -1 });
    const response = await admin<ScoreAnswer>('POST', `/api/admin/games/${game.id}/score`, {
      homeScore: 0,
      awayScore: 0,
    });
    expect(response.body).toEqual({
      settled: 0,
      regraded: 0,
      failed: 0,
      message: 'The final score is recorded; no bet needed a change',
    });
    expect(await getGame(game.id)).toMatchObject({ status: 'final', homeScore: 0, awayScore: 0 });
    expect((await startedGames()).map((entry) => entry.game.id)).not.toContain(game.id);
  });

  it(
    'settles each bet exactly once when two admins score the game and a player accepts a score at the same moment',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const game = await scheduleGame({ kickoffInHours: -1, week: 12 });
        const players = await registeredUsers(6);
        const [a, b, c, d, e, f] = players;
        const ids = [
          await acceptedBet(game, a, b, -3.5),
          await acceptedBet(game, c, d, 2.5),
          await acceptedBet(game, e, f, -1),
        ];
        expectStatus(await betting.proposeScore(c, ids[1] ?? '', 30, 20), 200);
        const score = () =>
          admin<ScoreAnswer>('POST', `/api/admin/games/${game.id}/score`, { homeScore: 30, awayScore: 20 });
        // Staggered differently each round, so each side wins some.
        const [first, second, accepted] = await Promise.all([
          score(),
          new Promise<Awaited<ReturnType<typeof score>>>((resolve) =>
            setTimeout(() => void score().then(resolve), (round % 3) * 15),
          ),
          new Promise<{ status: number }>((resolve) =>
            setTimeout(() => void betting.acceptScore(d, ids[1] ?? '').then(resolve), (round % 2) * 20),
          ),
        ]);
        for (const response of [first, second, accepted]) expect(response.status).toBeLessThan(500);
        expect([first.body.failed, second.body.failed]).toEqual([0, 0]);
        // Every bet settled once: by one of the admins' calls, or by its player.
        const settledByPlayer = accepted.status === 200 ? 1 : 0;
        expect(first.body.settled + second.body.settled + settledByPlayer).toBe(ids.length);
        for (const id of ids)
          expect(await getBet(id)).toMatchObject({ status: 'settled', finalScore: '30-20' });
        for (const player of players) expect((await listLedger(player.id)).length).toBe(2);
      }
    },
    30_000 + ROUNDS * 15_000,
  );

  it('refuses a score before kickoff, for a voided game, or out of range, and changes nothing', async () => {
    const [a, b] = await Promise.all([registeredUser(), registeredUser()]);
    const upcoming = await scheduleGame({ kickoffInHours: 3 });
    await acceptedThroughApi(a, b, upcoming);
    const voided = await scheduleGame({ kickoffInHours: -1 });
    expectStatus(await admin('POST', `/api/admin/games/${voided.id}/void`, { status: 'postponed' }), 200);
    const before = await tableSnapshot();

    const score = (id: string, body: unknown) => admin('POST', `/api/admin/games/${id}/score`, body);
    expect(await score(upcoming.id, { homeScore: 10, awayScore: 7 })).toMatchObject({
      status: 409,
      body: { message: NOT_STARTED },
    });
    expect(await score(voided.id, { homeScore: 10, awayScore: 7 })).toMatchObject({
      status: 409,
      body: { message: 'This game will not be played: its bets were voided' },
    });
    expect((await score(voided.id, { homeScore: -1, awayScore: 7 })).status).toBe(400);
    expect((await score(voided.id, { homeScore: 'ten', awayScore: 7 })).status).toBe(400);
    expect((await score('no-such-game', { homeScore: 1, awayScore: 7 })).status).toBe(404);
    expect(await tableSnapshot()).toEqual(before);
  });
});
