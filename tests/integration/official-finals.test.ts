import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { metrics } from '../../functions/observability/metrics';
import { SETTLED_BY_OFFICIAL_FINAL } from '../../domain/bets';
import { acceptBet, getBet, proposeBet, proposeSettlement } from '../../functions/store/bets';
import { listGameBets } from '../../functions/store/bet-lists';
import { getGame, setGameResult, type GameRecord } from '../../functions/store/games';
import { listLedger } from '../../functions/store/ledger';
import { auditLedger } from '../../functions/store/ledger-audit';
import { listVersusRecords, listWeekLeaderboard } from '../../functions/store/leaderboard';
import { acceptSettlement, scoreGame } from '../../functions/store/settlement';
import type { UserRecord } from '../../functions/store/users';
import { holdWrites } from '../../functions/store/write-points';
import { callApi } from '../support/api';
import { betting, expectStatus, freshUser, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

/**
 * docs/product.md, One final score per game: the official final settles every open bet of its game
 * and re-grades every bet its players settled at another score, once.
 */
const HOUR = 60 * 60 * 1000;
const PHI = 26;
const DAL = 9;

const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });

interface FinalAnswer {
  message: string;
  settled: number;
  regraded: number;
  failed: number;
}

/** The admin's final, as Bet Settlement's Enter Final Score sends it. */
const officialFinal = async (game: GameRecord, score: { home: number; away: number }) =>
  expectStatus(
    await admin<FinalAnswer>('POST', `/api/admin/games/${game.id}/score`, {
      homeScore: score.home,
      awayScore: score.away,
    }),
    200,
  ).body;

/**
 * PHI @ DAL, under way. Jordan takes Under 47.5 against Sam for 50 and PHI -3.5 against Taylor for
 * 30, both agreed before kickoff; Jordan and Sam settle at PHI 24 - DAL 20, Jordan and Taylor at
 * PHI 24 - DAL 17. Jordan wins both by those scores, and loses both at the real PHI 27 - DAL 24.
 */
async function threeFinals() {
  const game = await scheduleGame({ kickoffInHours: -3, week: 12, homeTeamId: DAL, awayTeamId: PHI });
  const [jordan, sam, taylor] = await Promise.all([
    registeredUser({ firstName: 'Jordan' }),
    registeredUser({ firstName: 'Sam' }),
    registeredUser({ firstName: 'Taylor' }),
  ]);
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet: total } = await proposeBet(
    jordan,
    { gameId: game.id, betType: 'over_under', selection: 'under', overUnder: 47.5, amount: 5000 },
    { now: before },
  );
  await acceptBet(sam, total.id, before);
  const { bet: spread } = await proposeBet(
    jordan,
    { gameId: game.id, betType: 'spread', selection: 'away', spread: -3.5, amount: 3000 },
    { now: before },
  );
  await acceptBet(taylor, spread.id, before);
  expectStatus(await betting.proposeScore(sam, total.id, 20, 24), 200);
  expectStatus(await betting.acceptScore(jordan, total.id), 200);
  expectStatus(await betting.proposeScore(taylor, spread.id, 17, 24), 200);
  expectStatus(await betting.acceptScore(jordan, spread.id), 200);
  return { game, jordan, sam, taylor, total, spread };
}

const balances = async (...users: UserRecord[]) =>
  Promise.all(
    users.map(async (user) => {
      const { balanceCents, availableCents } = await freshUser(user);
      return { balanceCents, availableCents };
    }),
  );
const corrections = async (user: UserRecord) =>
  (await listLedger(user.id)).filter((entry) => entry.type === 'bet_correction');

beforeAll(ensureAdmin);

describe('the official final of a game', () => {
  it('re-grades the bets its players settled at other scores: one final everywhere, balances as if settled once by it', async () => {
    const { game, jordan, sam, taylor, total, spread } = await threeFinals();
    expect(await balances(jordan, sam, taylor)).toEqual([
      { balanceCents: 108_000, availableCents: 108_000 },
      { balanceCents: 95_000, availableCents: 95_000 },
      { balanceCents: 97_000, availableCents: 97_000 },
    ]);

    const answer = await officialFinal(game, { home: 24, away: 27 });

    expect(answer).toEqual({
      settled: 0,
      regraded: 2,
      failed: 0,
      message: 'The final score is recorded. 2 bets its players had settled at another score were re-graded',
    });
    expect(await getGame(game.id)).toMatchObject({ status: 'final', homeScore: 24, awayScore: 27 });
    expect(await getBet(total.id)).toMatchObject({
      finalScore: '24-27',
      agreedScore: '20-24',
      winnerId: sam.id,
    });
    expect(await getBet(spread.id)).toMatchObject({
      finalScore: '24-27',
      agreedScore: '17-24',
      winnerId: taylor.id,
    });
    // As if settled once by 27 - 24: Jordan lost 50 to Sam and 30 to Taylor.
    expect(await balances(jordan, sam, taylor)).toEqual([
      { balanceCents: 92_000, availableCents: 92_000 },
      { balanceCents: 105_000, availableCents: 105_000 },
      { balanceCents: 103_000, availableCents: 103_000 },
    ]);
    const jordans = await corrections(jordan);
    const correctionOf = (betId: string) => jordans.find((entry) => entry.bet?.betId === betId);
    const [totalCorrection, spreadCorrection] = [correctionOf(total.id), correctionOf(spread.id)];
    expect(jordans).toHaveLength(2);
    expect(totalCorrection).toMatchObject({
      amountCents: -10_000,
      description: 'Official final PHI 27 - DAL 24: your bet with Sam is now a loss (-100.00 Pigskins)',
      bet: { betId: total.id, isWin: false, game: { finalScore: '24-27', awayTeam: 'PHI', homeTeam: 'DAL' } },
    });
    expect(spreadCorrection).toMatchObject({ amountCents: -6000 });
    // Each correction says the balance it left, in the order they were written.
    expect(jordans[0]?.balanceAfterCents).toBe(92_000);
    expect(await corrections(sam)).toEqual([
      expect.objectContaining({
        amountCents: 10_000,
        description: 'Official final PHI 27 - DAL 24: your bet with Jordan is now a win (+100.00 Pigskins)',
      }),
    ]);

    // The leaderboards and head-to-head records count each bet once, by the official final.
    const week = await listWeekLeaderboard(2025, 12);
    expect(week.find((row) => row.userId === jordan.id)).toMatchObject({
      totalBets: 2,
      wins: 0,
      losses: 2,
      ties: 0,
      netCents: -8000,
    });
    expect(week.find((row) => row.userId === sam.id)).toMatchObject({
      totalBets: 1,
      wins: 1,
      netCents: 5000,
    });
    expect((await listVersusRecords(jordan.id)).find((row) => row.opponentId === sam.id)).toMatchObject({
      wins: 0,
      losses: 1,
      ties: 0,
    });

    // The players' screens show the official final, and the score they had agreed on.
    const history = expectStatus(await betting.history(jordan), 200).body;
    expect(history.find((bet) => bet.id === total.id)).toMatchObject({
      finalScore: '24-27',
      agreedScore: '20-24',
      winnerId: sam.id,
      game: { status: 'final', homeScore: 24, awayScore: 27 },
    });
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('moves the money back exactly once when the final is corrected back, and not again when repeated', async () => {
    const { game, jordan, sam, taylor, total } = await threeFinals();
    await officialFinal(game, { home: 24, away: 27 });

    // A typo fixed: the official final is PHI 24 - DAL 20 after all, Jordan's and Sam's score.
    const answer = await officialFinal(game, { home: 20, away: 24 });
    expect(answer).toMatchObject({ settled: 0, regraded: 2, failed: 0 });
    const again = await officialFinal(game, { home: 20, away: 24 });

    expect(again).toEqual({
      settled: 0,
      regraded: 0,
      failed: 0,
      message: 'The final score is recorded; no bet needed a change',
    });
    // At 24 - 20 Jordan wins both: Under 47.5 (44), and PHI -3.5 (20.5 against 20).
    expect(await balances(jordan, sam, taylor)).toEqual([
      { balanceCents: 108_000, availableCents: 108_000 },
      { balanceCents: 95_000, availableCents: 95_000 },
      { balanceCents: 97_000, availableCents: 97_000 },
    ]);
    // Two corrections each way per bet, no more.
    expect((await corrections(jordan)).map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([
      -10_000, -6000, 6000, 10_000,
    ]);
    // Back on the score its players agreed: that score is still the one they had agreed.
    expect(await getBet(total.id)).toMatchObject({
      finalScore: '20-24',
      agreedScore: '20-24',
      winnerId: jordan.id,
    });
    expect((await auditLedger()).problems).toEqual([]);
  });

  it('settles the open bets by it, and players can no longer settle the game by agreement', async () => {
    const game = await scheduleGame({ kickoffInHours: -2, week: 12, homeTeamId: DAL, awayTeamId: PHI });
    const [ann, ben, cat, dan] = await Promise.all([
      registeredUser({ firstName: 'Ann' }),
      registeredUser({ firstName: 'Ben' }),
      registeredUser({ firstName: 'Cat' }),
      registeredUser({ firstName: 'Dan' }),
    ]);
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const accepted = async (proposer: UserRecord, acceptor: UserRecord) => {
      const { bet } = await proposeBet(
        proposer,
        { gameId: game.id, betType: 'spread', selection: 'home', spread: 2.5, amount: 1000 },
        { now: before },
      );
      return acceptBet(acceptor, bet.id, before);
    };
    const open = await accepted(ann, ben);
    const pending = await accepted(cat, dan);
    expectStatus(await betting.proposeScore(cat, pending.id, 30, 0), 200);

    const added = vi.spyOn(metrics, 'addMetric');
    expect(await officialFinal(game, { home: 21, away: 24 })).toMatchObject({ settled: 2, regraded: 0 });
    // The dashboard counts both bets settled, and the Pigskins each moved to its winner.
    expect(added.mock.calls.filter(([name]) => name === 'BetsSettled')).toHaveLength(2);
    expect(
      added.mock.calls.filter(([name]) => name === 'PigskinsSettled').map(([, , value]) => value),
    ).toEqual([10, 10]);
    added.mockRestore();

    for (const id of [open.id, pending.id])
      expect(await getBet(id)).toMatchObject({ status: 'settled', finalScore: '21-24', settledBy: 'admin' });
    // DAL +2.5 loses by 3: 23.5 against 24.
    expect((await getBet(open.id))?.winnerId).toBe(ben.id);
    expect((await getBet(pending.id))?.winnerId).toBe(dan.id);

    // Bets a final has not reached yet (its game made final without the sweep): none can be agreed.
    const other = await scheduleGame({ kickoffInHours: -2, week: 12 });
    const beforeOther = new Date(Date.parse(other.gameDate) - HOUR);
    const acceptedOnOther = async () => {
      const { bet } = await proposeBet(
        ann,
        { gameId: other.id, betType: 'spread', selection: 'home', spread: 2.5, amount: 1000 },
        { now: beforeOther },
      );
      return acceptBet(ben, bet.id, beforeOther);
    };
    const agreed = await acceptedOnOther();
    expectStatus(await betting.proposeScore(ann, agreed.id, 10, 3), 200);
    expectStatus(await betting.acceptScore(ben, agreed.id), 200);
    const bet = await acceptedOnOther();
    expectStatus(await betting.proposeScore(ann, bet.id, 10, 3), 200);
    await setGameResult(other.id, { home: 3, away: 10 });
    expect(await betting.acceptScore(ben, bet.id)).toMatchObject({
      status: 409,
      body: { message: SETTLED_BY_OFFICIAL_FINAL },
    });
    expect(await betting.proposeScore(ben, bet.id, 3, 10)).toMatchObject({
      status: 409,
      body: { message: SETTLED_BY_OFFICIAL_FINAL },
    });
    // The audit names the bets the final missed; the same final again brings them over.
    expect((await auditLedger()).problems.sort()).toEqual(
      [
        `Bet ${agreed.id}: settled at 10-3, its game's official final is 3-10`,
        `Bet ${bet.id}: still pending_settlement, though its game's official final is 3-10`,
      ].sort(),
    );
    expect(await officialFinal(other, { home: 3, away: 10 })).toMatchObject({ settled: 1, regraded: 1 });
    expect((await auditLedger()).problems).toEqual([]);
  });

  it("opens a player's score on the score others settled the game at, until the game has its official final", async () => {
    const { game, jordan, sam } = await threeFinals();
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const { bet } = await proposeBet(
      sam,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: 1, amount: 1000 },
      { now: before },
    );
    await acceptBet(jordan, bet.id, before);

    const waiting = expectStatus(await betting.myBets(sam), 200).body.find((mine) => mine.id === bet.id);
    // The latest agreement on the game: Jordan and Taylor's.
    expect(waiting?.settledElsewhere).toEqual({ score: '17-24', players: ['Jordan', 'Taylor'] });

    await officialFinal(game, { home: 24, away: 27 });
    expect(expectStatus(await betting.myBets(sam), 200).body.map((mine) => mine.id)).not.toContain(bet.id);
  });
});

/**
 * Races with the interleaving forced (functions/store/write-points.ts): each settlement is held after
 * its reads, before its write, and let go in the order the test names.
 */
describe('official finals racing', () => {
  const releases: (() => void)[] = [];
  let stopHolding: (() => void) | undefined;
  afterEach(() => {
    releases.splice(0).forEach((release) => release());
    stopHolding?.();
  });

  /** Holds the first `count` settlements at their write; `arrival(n)` answers once the n-th is there. */
  function holdSettlements(count: number) {
    let arrived = 0;
    const waiters: (() => void)[] = [];
    stopHolding = holdWrites((point) => {
      if (point !== 'settle' || arrived >= count) return undefined;
      arrived += 1;
      waiters.splice(0).forEach((wake) => wake());
      return new Promise<void>((resolve) => releases.push(resolve));
    });
    return async (n: number): Promise<() => void> => {
      while (arrived < n) await new Promise<void>((wake) => waiters.push(wake));
      return releases[n - 1] ?? (() => undefined);
    };
  }

  const settlementEntries = async (user: UserRecord, betId: string) =>
    (await listLedger(user.id)).filter((entry) => entry.bet?.betId === betId).map((entry) => entry.type);

  // Guard: a players' settlement checks, when it lands, that the game still has no official final.
  it("refuses a players' settlement that read the game before its final and writes after it", async () => {
    const game = await scheduleGame({ kickoffInHours: -2, week: 13, homeTeamId: DAL, awayTeamId: PHI });
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const { bet } = await proposeBet(
      ann,
      { gameId: game.id, betType: 'over_under', selection: 'over', overUnder: 40.5, amount: 2000 },
      { now: before },
    );
    await acceptBet(ben, bet.id, before);
    await proposeSettlement(ann, bet.id, { home: 30, away: 30 });
    const arrival = holdSettlements(2);

    const players = acceptSettlement(ben, bet.id).then(
      () => 'settled',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const letPlayersGo = await arrival(1);
    const scoring = scoreGame(game.id, { home: 10, away: 13 });
    const letFinalGo = await arrival(2);
    letPlayersGo();
    expect(await players).toBe(SETTLED_BY_OFFICIAL_FINAL);
    letFinalGo();
    expect(await scoring).toMatchObject({ settled: 1, regraded: 0, failed: 0 });

    // Settled once, straight by the official final: no correction was needed.
    expect(await getBet(bet.id)).toMatchObject({ finalScore: '10-13', winnerId: ben.id, settledBy: 'admin' });
    expect(await settlementEntries(ann, bet.id)).toEqual(['bet_loss']);
    expect(await settlementEntries(ben, bet.id)).toEqual(['bet_win']);
  });

  // Guard: an official final's settlement checks, when it lands, that it is still the game's final.
  it('ends two finals arriving at once with one final, every bet settled once by it', async () => {
    const game = await scheduleGame({ kickoffInHours: -2, week: 13, homeTeamId: DAL, awayTeamId: PHI });
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const { bet } = await proposeBet(
      ann,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: -3, amount: 2000 },
      { now: before },
    );
    await acceptBet(ben, bet.id, before);
    const arrival = holdSettlements(2);

    const first = scoreGame(game.id, { home: 27, away: 24 });
    const letFirstGo = await arrival(1);
    const second = scoreGame(game.id, { home: 20, away: 24 });
    const letSecondGo = await arrival(2);
    letFirstGo();
    letSecondGo();
    await Promise.all([first, second]);

    expect(await getGame(game.id)).toMatchObject({ homeScore: 20, awayScore: 24 });
    expect((await listGameBets(game.id)).map((each) => each.finalScore)).toEqual(['20-24']);
    expect(await settlementEntries(ann, bet.id)).toEqual(['bet_loss']);
    expect(await settlementEntries(ben, bet.id)).toEqual(['bet_win']);
    expect((await auditLedger()).problems).toEqual([]);
  });
});
