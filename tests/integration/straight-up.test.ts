import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../domain/ledger';
import { getBet, proposeBet } from '../../functions/store/bets';
import type { GameRecord } from '../../functions/store/games';
import { listWeekLeaderboard } from '../../functions/store/leaderboard';
import { callApi } from '../support/api';
import {
  betting,
  latestEntry,
  moneyOf,
  officialFinal,
  takenOnGameUnderWay,
  expectRefused,
  expectStatus,
  proposedThroughApi,
  scheduleGame,
} from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

/**
 * docs/product.md, Odds: a winner picked straight up (a moneyline), each side committing its own
 * stake, through its whole life: proposed and accepted, settled by the game's official final or by its
 * players, re-graded, pushed, voided, withdrawn and cleaned up. The file's ledger audit runs after it.
 */
const HOUR = 60 * 60 * 1000;
const NYG = 24;
const NYJ = 25;
const WEEK = 9;

const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });

/** NYJ straight up, home, as the API takes it: 3 to 2 unless told otherwise. */
const jetsStraightUp = (game: { id: string }, amount: string, odds: unknown = { win: 3, risk: 2 }) => ({
  gameId: game.id,
  betType: 'moneyline',
  selection: 'home',
  amount,
  odds,
});

let upcoming: GameRecord;
beforeAll(async () => {
  await ensureAdmin();
  upcoming = await scheduleGame({ kickoffInHours: 24, week: WEEK, homeTeamId: NYJ, awayTeamId: NYG });
});

/** NYG @ NYJ under way, and Sam's NYJ at 3 to 2 for 100.00 that Jordan took before kickoff. */
const acceptedOnGameUnderWay = () =>
  takenOnGameUnderWay(
    { week: WEEK, homeTeamId: NYJ, awayTeamId: NYG },
    { betType: 'moneyline', selection: 'home', odds: { win: 3, risk: 2 }, amount: 10_000 },
  );

describe('a straight-up bet at odds', () => {
  it('commits the proposer’s stake at proposal and the acceptor’s own at acceptance, and says both', async () => {
    const [sam, jordan] = await Promise.all([
      registeredUser({ firstName: 'Sam' }),
      registeredUser({ firstName: 'Jordan' }),
    ]);

    const proposed = await proposedThroughApi(sam, jetsStraightUp(upcoming, '100'));

    expect(proposed).toMatchObject({
      betType: 'moneyline',
      selection: 'home',
      spread: null,
      overUnder: null,
      amount: '100.00',
      odds: { win: 3, risk: 2 },
      stakes: { proposer: { risk: '100.00', win: '150.00' }, acceptor: { risk: '150.00', win: '100.00' } },
      status: 'proposed',
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });
    expect((await betting.available(jordan)).body.find((bet) => bet.id === proposed.id)).toMatchObject({
      stakes: { acceptor: { risk: '150.00' } },
    });

    const accepted = expectStatus(await betting.accept(jordan, proposed.id), 200).body;

    expect(accepted).toMatchObject({ status: 'accepted', acceptorId: jordan.id, odds: { win: 3, risk: 2 } });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 85_000 });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });
    const [samsCopy, jordansCopy] = await Promise.all([
      betting.one(sam, proposed.id),
      betting.one(jordan, proposed.id),
    ]);
    expect(samsCopy.body.stakes).toEqual(jordansCopy.body.stakes);
  });

  it('is refused to an acceptor whose available balance cannot cover their own stake, though it covers the proposer’s', async () => {
    const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
    // 700.00 at 3 to 2: the acceptor risks 1,050.00 of the 1,000.00 they have.
    const proposed = await proposedThroughApi(sam, jetsStraightUp(upcoming, '700'));

    await expectRefused(
      () => betting.accept(jordan, proposed.id),
      409,
      'Insufficient available balance: taking this bet risks 1,050.00 Pigskins of yours',
    );
  });

  it('lets an acceptor stake exactly their whole available balance', async () => {
    const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
    const proposed = await proposedThroughApi(sam, jetsStraightUp(upcoming, '500', { win: 2, risk: 1 }));

    expectStatus(await betting.accept(jordan, proposed.id), 200);

    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 0 });
  });

  it('is even money unless odds are given, as every spread and over/under bet is', async () => {
    const sam = await registeredUser();
    const even = await proposedThroughApi(sam, {
      gameId: upcoming.id,
      betType: 'moneyline',
      selection: 'away',
      amount: '25.50',
      spread: null,
    });
    const spread = await proposedThroughApi(sam, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'home',
      spread: -2.5,
      amount: '10',
    });

    expect(even).toMatchObject({
      odds: { win: 1, risk: 1 },
      stakes: { proposer: { risk: '25.50', win: '25.50' }, acceptor: { risk: '25.50', win: '25.50' } },
    });
    expect(spread).toMatchObject({
      amount: '10.00',
      odds: { win: 1, risk: 1 },
      stakes: { proposer: { risk: '10.00', win: '10.00' }, acceptor: { risk: '10.00', win: '10.00' } },
    });
  });

  it.each([
    [
      { odds: { win: 1, risk: 100 }, amount: '50' },
      'At 1 to 100, a stake of 50.00 would have the other side risk 0.50: each side risks at least 1.00',
    ],
    [{ odds: { win: 0, risk: 2 } }, 'odds.win must be a whole number from 1 to 10000'],
    [{ odds: { win: 101, risk: 1 } }, 'odds must be from 1 to 100 up to 100 to 1'],
    [{ spread: -3.5 }, 'spread must be absent or null: a straight-up bet has no line'],
    [{ overUnder: 44.5 }, 'overUnder must be absent or null: a straight-up bet has no line'],
    [
      { odds: { win: 100, risk: 1 }, amount: '20000000' },
      'At 100 to 1, a stake of 20,000,000.00 would have the other side risk 2,000,000,000.00: no side risks more than 1,000,000,000.00',
    ],
    [{ selection: 'over' }, 'selection must be one of "home", "away"'],
    [{ betType: 'parlay' }, "betType must be 'spread', 'over_under', 'moneyline' or 'proposition'"],
  ])(
    'refuses a straight-up proposal that breaks the rules, changing nothing: %j',
    async (change, message) => {
      const sam = await registeredUser();
      await expectRefused(
        () => betting.propose(sam, { ...jetsStraightUp(upcoming, '100'), ...change }),
        400,
        message,
      );
    },
  );
});

describe('a straight-up bet settled', () => {
  it('by the official final: the winner gets exactly the loser’s stake, in ledger lines a person can read', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 85_000 });

    // NYG 17 @ NYJ 24: the Jets win, and Sam takes Jordan's 150.00.
    expect(await officialFinal(game, { home: 24, away: 17 })).toMatchObject({ settled: 1, failed: 0 });

    expect(await moneyOf(sam)).toEqual({ balanceCents: 115_000, availableCents: 115_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 85_000, availableCents: 85_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_win',
      amountCents: 15_000,
      balanceAfterCents: 115_000,
      description: 'Won 150.00 Pigskins: NYJ straight up against Jordan, 3 to 2',
      bet: { betId: bet.id, betType: 'moneyline', selection: 'home', spread: null, isWin: true },
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_loss',
      amountCents: -15_000,
      balanceAfterCents: 85_000,
      description: 'Lost 150.00 Pigskins: NYG straight up against Sam, 2 to 3',
      bet: { selection: 'away', isWin: false, amountCents: 15_000, odds: { win: 2, risk: 3 } },
    });
    // The wallet shows each entry with the player's own stake and odds in the bet.
    const wallet = expectStatus(
      await callApi<Transaction[]>('GET', '/api/transactions', { as: jordan.email }),
      200,
    ).body;
    expect(wallet[0]).toMatchObject({
      type: 'bet_loss',
      amount: '-150.00',
      balanceAfter: '850.00',
      bet: { betType: 'moneyline', selection: 'away', amount: '150.00', odds: { win: 2, risk: 3 } },
    });
    const week = await listWeekLeaderboard(game.season, WEEK);
    expect(week.find((row) => row.userId === sam.id)).toMatchObject({ wins: 1, losses: 0, netCents: 15_000 });
    expect(week.find((row) => row.userId === jordan.id)).toMatchObject({
      wins: 0,
      losses: 1,
      netCents: -15_000,
    });
    expect(expectStatus(await betting.one(jordan, bet.id), 200).body).toMatchObject({
      status: 'settled',
      finalScore: '24-17',
      winnerId: sam.id,
    });

    // A corrected final, NYG 24 @ NYJ 17: the Giants won, so Jordan takes Sam's 100.00 instead.
    expect(await officialFinal(game, { home: 17, away: 24 })).toMatchObject({ regraded: 1, failed: 0 });

    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_correction',
      amountCents: -25_000,
      balanceAfterCents: 90_000,
      description: 'Official final NYG 24 - NYJ 17: your bet with Jordan is now a loss (-250.00 Pigskins)',
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_correction',
      amountCents: 25_000,
      balanceAfterCents: 110_000,
      description: 'Official final NYG 24 - NYJ 17: your bet with Sam is now a win (+250.00 Pigskins)',
    });
    const corrected = await listWeekLeaderboard(game.season, WEEK);
    expect(corrected.find((row) => row.userId === sam.id)).toMatchObject({
      wins: 0,
      losses: 1,
      netCents: -10_000,
    });
    expect(corrected.find((row) => row.userId === jordan.id)).toMatchObject({
      wins: 1,
      losses: 0,
      netCents: 10_000,
    });
    expect(await getBet(bet.id)).toMatchObject({ finalScore: '17-24', winnerId: jordan.id });
  });

  it('by its players: a tie is a push, and both stakes come back with nothing moved', async () => {
    const { sam, jordan, bet } = await acceptedOnGameUnderWay();

    expectStatus(await betting.proposeScore(jordan, bet.id, 20, 20), 200);
    expectStatus(await betting.acceptScore(sam, bet.id), 200);

    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_tie',
      amountCents: 0,
      balanceAfterCents: 100_000,
      description: 'Push: NYJ straight up against Jordan, 3 to 2; no Pigskins moved',
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_tie',
      description: 'Push: NYG straight up against Sam, 2 to 3; no Pigskins moved',
    });
    expect(await getBet(bet.id)).toMatchObject({ status: 'settled', finalScore: '20-20', winnerId: null });
  });

  it('by its players, the loser giving up their own stake: the Giants win, Jordan takes Sam’s 100.00', async () => {
    const { sam, jordan, bet } = await acceptedOnGameUnderWay();

    expectStatus(await betting.proposeScore(sam, bet.id, 10, 13), 200);
    expectStatus(await betting.acceptScore(jordan, bet.id), 200);

    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_win',
      amountCents: 10_000,
      description: 'Won 100.00 Pigskins: NYG straight up against Sam, 2 to 3',
    });
  });
});

describe('a straight-up bet that ends without a winner', () => {
  it('gives each player their own stake back when its game is voided', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();
    const [taylor] = await Promise.all([registeredUser({ firstName: 'Taylor' })]);
    const { bet: open } = await proposeBet(
      taylor,
      { gameId: game.id, betType: 'moneyline', selection: 'away', odds: { win: 1, risk: 4 }, amount: 40_000 },
      { now: new Date(Date.parse(game.gameDate) - HOUR) },
    );
    expect(await moneyOf(taylor)).toEqual({ balanceCents: 100_000, availableCents: 60_000 });

    expectStatus(await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'postponed' }), 200);

    for (const player of [sam, jordan, taylor])
      expect(await moneyOf(player)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_refund',
      amountCents: 0,
      description: 'NYG @ NYJ was postponed: your 150.00 Pigskins bet with Sam is void',
    });
    expect(await latestEntry(sam)).toMatchObject({
      description: 'NYG @ NYJ was postponed: your 100.00 Pigskins bet with Jordan is void',
    });
    expect((await getBet(bet.id))?.status).toBe('cancelled');
    expect((await getBet(open.id))?.status).toBe('cancelled');
  });

  it('releases the proposer’s stake when they withdraw it, and when the cleanup ends it at kickoff', async () => {
    const sam = await registeredUser();
    const withdrawn = await proposedThroughApi(sam, jetsStraightUp(upcoming, '80', { win: 1, risk: 4 }));
    expect(withdrawn.stakes).toEqual({
      proposer: { risk: '80.00', win: '20.00' },
      acceptor: { risk: '20.00', win: '80.00' },
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 92_000 });

    expectStatus(await betting.cancel(sam, withdrawn.id), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });

    const underWay = await scheduleGame({ kickoffInHours: -1, week: WEEK, homeTeamId: NYJ, awayTeamId: NYG });
    await proposeBet(
      sam,
      {
        gameId: underWay.id,
        betType: 'moneyline',
        selection: 'home',
        odds: { win: 5, risk: 1 },
        amount: 3_000,
      },
      { now: new Date(Date.parse(underWay.gameDate) - HOUR) },
    );
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 97_000 });

    expectStatus(await admin('POST', '/api/admin/cleanup-expired-bets'), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
  });
});
