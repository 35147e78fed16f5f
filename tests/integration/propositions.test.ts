import { beforeAll, describe, expect, it } from 'vitest';
import type { ScoreAnswer } from '../../domain/bets';
import { acceptBet, getBet, proposeBet } from '../../functions/store/bets';
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
 * docs/product.md, Propositions: a yes-or-no statement two players bet on, each committing their own
 * stake, through its whole life: proposed and accepted, withdrawn, ended at kickoff, left alone by the
 * official final, settled yes or no or voided by its players' agreement, and voided with its game. The
 * file's ledger audit runs after it.
 */
const HOUR = 60 * 60 * 1000;
const KC = 16;
const BUF = 4;
const WEEK = 11;
const KELCE = 'Kelce scores a touchdown';

const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });

/** Sam's "yes" on Kelce, as the API takes it: 3 to 2 unless told otherwise. */
const kelceYes = (game: { id: string }, amount: string, odds: unknown = { win: 3, risk: 2 }) => ({
  gameId: game.id,
  betType: 'proposition',
  proposition: KELCE,
  selection: 'yes',
  amount,
  odds,
});

const proposeOutcome = (user: { email: string }, betId: string, body: unknown) =>
  callApi<ScoreAnswer>('POST', `/api/bets/${betId}/propose-settlement`, { as: user.email, body });

let upcoming: GameRecord;
beforeAll(async () => {
  await ensureAdmin();
  upcoming = await scheduleGame({ kickoffInHours: 24, week: WEEK, homeTeamId: KC, awayTeamId: BUF });
});

/** BUF @ KC under way, and Sam's yes on Kelce at 3 to 2 for 100.00 that Jordan took before kickoff. */
const acceptedOnGameUnderWay = () =>
  takenOnGameUnderWay(
    { week: WEEK, homeTeamId: KC, awayTeamId: BUF },
    {
      betType: 'proposition',
      proposition: KELCE,
      selection: 'yes',
      odds: { win: 3, risk: 2 },
      amount: 10_000,
    },
  );

describe('a proposition proposed', () => {
  it('keeps its text and odds, commits each side’s own stake, and names each side’s pick', async () => {
    const [sam, jordan] = await Promise.all([
      registeredUser({ firstName: 'Sam' }),
      registeredUser({ firstName: 'Jordan' }),
    ]);

    const proposed = await proposedThroughApi(sam, {
      ...kelceYes(upcoming, '100'),
      proposition: `  ${KELCE} <b>twice</b> "really"  `,
    });

    expect(proposed).toMatchObject({
      betType: 'proposition',
      proposition: `${KELCE} <b>twice</b> "really"`,
      selection: 'yes',
      spread: null,
      overUnder: null,
      amount: '100.00',
      odds: { win: 3, risk: 2 },
      stakes: { proposer: { risk: '100.00', win: '150.00' }, acceptor: { risk: '150.00', win: '100.00' } },
      status: 'proposed',
      pendingOutcome: null,
      outcome: null,
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });

    const accepted = expectStatus(await betting.accept(jordan, proposed.id), 200).body;
    expect(accepted).toMatchObject({ status: 'accepted', acceptorId: jordan.id });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 85_000 });
  });

  it('leaves every other type without a proposition', async () => {
    const sam = await registeredUser();
    const spread = await proposedThroughApi(sam, {
      gameId: upcoming.id,
      betType: 'spread',
      selection: 'home',
      spread: -2.5,
      amount: '10',
    });
    expect(spread).toMatchObject({ proposition: null, pendingOutcome: null, outcome: null });
  });

  it('can be a challenge to one friend, and is even money unless odds are given', async () => {
    const [sam, jordan, taylor] = await Promise.all([registeredUser(), registeredUser(), registeredUser()]);
    const proposed = await proposedThroughApi(sam, {
      gameId: upcoming.id,
      betType: 'proposition',
      proposition: KELCE,
      amount: '40',
      selection: 'no',
      challengeeId: jordan.id,
    });

    expect(proposed).toMatchObject({ odds: { win: 1, risk: 1 }, challengeeId: jordan.id, selection: 'no' });
    await expectRefused(() => betting.accept(taylor, proposed.id), 403);
    expectStatus(await betting.accept(jordan, proposed.id), 200);
  });

  it.each([
    [{ proposition: '   ' }, 'proposition is required: the yes-or-no statement to bet on'],
    [{ proposition: undefined }, 'proposition is required: the yes-or-no statement to bet on'],
    [{ proposition: 'x'.repeat(141) }, 'proposition must be at most 140 characters'],
    [{ proposition: 'Kelce\nscores' }, 'proposition must be one line of text, without control characters'],
    [
      { proposition: 'Kelce\u0000scores' },
      'proposition must be one line of text, without control characters',
    ],
    [{ proposition: 42 }, 'proposition is required: the yes-or-no statement to bet on'],
    [{ selection: 'home' }, 'selection must be one of "yes", "no"'],
    [{ spread: -3.5 }, 'spread must be absent or null: a proposition has no line'],
    [{ overUnder: 44.5 }, 'overUnder must be absent or null: a proposition has no line'],
    [{ odds: { win: 101, risk: 1 } }, 'odds must be from 1 to 100 up to 100 to 1'],
    [
      { gameId: undefined },
      'closesAt is required for a proposition without a game: the time it stops taking bets',
    ],
    [{ betType: 'parlay' }, "betType must be 'spread', 'over_under', 'moneyline' or 'proposition'"],
  ])('refuses a proposition that breaks the rules, changing nothing: %j', async (change, message) => {
    const sam = await registeredUser();
    await expectRefused(
      () => betting.propose(sam, { ...kelceYes(upcoming, '100'), ...change }),
      400,
      message,
    );
  });

  it('takes 140 characters exactly', async () => {
    const sam = await registeredUser();
    const proposed = await proposedThroughApi(sam, {
      ...kelceYes(upcoming, '10'),
      proposition: 'y'.repeat(140),
    });
    expect(proposed.proposition).toHaveLength(140);
  });

  it('releases the proposer’s stake when they withdraw it, and when the cleanup ends it at kickoff', async () => {
    const sam = await registeredUser();
    const withdrawn = await proposedThroughApi(sam, kelceYes(upcoming, '80', { win: 1, risk: 4 }));
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 92_000 });
    expectStatus(await betting.cancel(sam, withdrawn.id), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });

    const underWay = await scheduleGame({ kickoffInHours: -1, week: WEEK, homeTeamId: KC, awayTeamId: BUF });
    const { bet: open } = await proposeBet(
      sam,
      { gameId: underWay.id, betType: 'proposition', proposition: KELCE, selection: 'no', amount: 3_000 },
      { now: new Date(Date.parse(underWay.gameDate) - HOUR) },
    );
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 97_000 });
    const jordan = await registeredUser();
    await expectRefused(() => betting.accept(jordan, open.id), 409, 'Betting is closed - game has started');

    expectStatus(await admin('POST', '/api/admin/cleanup-expired-bets'), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect((await getBet(open.id))?.status).toBe('cancelled');
  });
});

describe('a proposition and its game’s official final', () => {
  it('stays as it is when the final comes, is corrected, or another bet of the game settles by it', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();
    const spread = await proposeBet(
      sam,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: -3, amount: 1_000 },
      { now: new Date(Date.parse(game.gameDate) - HOUR) },
    );
    await acceptBet(jordan, spread.bet.id, new Date(Date.parse(game.gameDate) - HOUR));
    expectStatus(await proposeOutcome(jordan, bet.id, { outcome: 'no' }), 200);

    expect(await officialFinal(game, { home: 24, away: 17 })).toMatchObject({ settled: 1, failed: 0 });
    expect(await officialFinal(game, { home: 17, away: 24 })).toMatchObject({ regraded: 1, failed: 0 });

    expect(await getBet(bet.id)).toMatchObject({
      status: 'pending_settlement',
      pendingOutcome: 'no',
      version: bet.version + 1,
    });
    expect((await getBet(spread.bet.id))?.status).toBe('settled');
    // The spread moved 10.00 to Jordan; the proposition's stakes are still committed.
    expect(await moneyOf(sam)).toEqual({ balanceCents: 99_000, availableCents: 89_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 101_000, availableCents: 86_000 });

    // Its players still settle it once the final is in.
    expectStatus(await betting.acceptScore(sam, bet.id), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 89_000, availableCents: 89_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 111_000, availableCents: 111_000 });
  });

  it('cannot be settled by an admin’s score', async () => {
    const { bet } = await acceptedOnGameUnderWay();
    await expectRefused(
      () => admin('POST', `/api/admin/bets/${bet.id}/settle`, { finalScore: '17-24' }),
      409,
      "A proposition is settled by its players' agreement, not by a final score",
    );
  });
});

describe('a proposition settled by its players', () => {
  it('yes: the proposer takes the acceptor’s own stake, in ledger lines a person can read', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();

    const pending = expectStatus(await proposeOutcome(jordan, bet.id, { outcome: 'yes' }), 200).body;
    expect(pending).toMatchObject({
      status: 'pending_settlement',
      pendingOutcome: 'yes',
      pendingSettlementScore: null,
      settlementProposerId: jordan.id,
      alsoBets: [],
    });
    const settled = expectStatus(await betting.acceptScore(sam, bet.id), 200).body;
    expect(settled).toMatchObject({ status: 'settled', outcome: 'yes', winnerId: sam.id, finalScore: null });

    expect(await moneyOf(sam)).toEqual({ balanceCents: 115_000, availableCents: 115_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 85_000, availableCents: 85_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_win',
      amountCents: 15_000,
      balanceAfterCents: 115_000,
      description: `Won 150.00 Pigskins: Yes: "${KELCE}" against Jordan, 3 to 2`,
      bet: { betId: bet.id, betType: 'proposition', selection: 'yes', isWin: true },
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_loss',
      amountCents: -15_000,
      balanceAfterCents: 85_000,
      description: `Lost 150.00 Pigskins: No: "${KELCE}" against Sam, 2 to 3`,
      bet: { selection: 'no', isWin: false, amountCents: 15_000 },
    });
    const week = await listWeekLeaderboard(game.season, WEEK);
    expect(week.find((row) => row.userId === sam.id)).toMatchObject({ wins: 1, losses: 0, netCents: 15_000 });
    expect(week.find((row) => row.userId === jordan.id)).toMatchObject({
      wins: 0,
      losses: 1,
      netCents: -15_000,
    });
  });

  it('no: the acceptor takes the proposer’s stake, and the game’s final later changes nothing', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();

    expectStatus(await proposeOutcome(sam, bet.id, { outcome: 'no' }), 200);
    expectStatus(await betting.acceptScore(jordan, bet.id), 200);

    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_win',
      amountCents: 10_000,
      description: `Won 100.00 Pigskins: No: "${KELCE}" against Sam, 2 to 3`,
    });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_loss',
      amountCents: -10_000,
      description: `Lost 100.00 Pigskins: Yes: "${KELCE}" against Jordan, 3 to 2`,
    });

    expect(await officialFinal(game, { home: 30, away: 3 })).toMatchObject({
      settled: 0,
      regraded: 0,
      failed: 0,
    });
    expect(await getBet(bet.id)).toMatchObject({
      status: 'settled',
      agreedOutcome: 'no',
      winnerId: jordan.id,
    });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
  });

  it('void: each side’s own stake back, a ledger line each, and nothing on the leaderboard', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();

    expectStatus(await proposeOutcome(sam, bet.id, { outcome: 'void' }), 200);
    const voided = expectStatus(await betting.acceptScore(jordan, bet.id), 200).body;
    expect(voided).toMatchObject({ status: 'cancelled', outcome: 'void', winnerId: null });

    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_refund',
      amountCents: 0,
      balanceAfterCents: 100_000,
      description: `Void by agreement with Jordan: Yes: "${KELCE}"; your 100.00 Pigskins stake is back`,
    });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_refund',
      amountCents: 0,
      description: `Void by agreement with Sam: No: "${KELCE}"; your 150.00 Pigskins stake is back`,
    });
    const week = await listWeekLeaderboard(game.season, WEEK);
    expect(week.find((row) => row.userId === sam.id)).toBeUndefined();
    expect(week.find((row) => row.userId === jordan.id)).toBeUndefined();
  });

  it('gives each player their own stake back when its game is voided', async () => {
    const { game, sam, jordan, bet } = await acceptedOnGameUnderWay();
    expectStatus(await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'postponed' }), 200);
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect((await getBet(bet.id))?.status).toBe('cancelled');
    await expectRefused(
      () => proposeOutcome(sam, bet.id, { outcome: 'yes' }),
      409,
      'Only an accepted bet can be settled',
    );
  });

  it('a player answering with another outcome disputes it, and accepting the other’s settles it', async () => {
    const { sam, jordan, bet } = await acceptedOnGameUnderWay();
    expectStatus(await proposeOutcome(sam, bet.id, { outcome: 'yes' }), 200);
    const answered = expectStatus(await proposeOutcome(jordan, bet.id, { outcome: 'no' }), 200).body;
    expect(answered).toMatchObject({
      pendingOutcome: 'yes',
      settlementProposerId: sam.id,
      claims: { proposer: { outcome: 'yes', note: null }, acceptor: { outcome: 'no', note: null } },
      disputedAt: expect.any(String),
    });
    expectStatus(await betting.acceptScore(sam, bet.id), 200);
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
  });
});

describe('a proposition’s settlement refused', () => {
  it('before kickoff, by a stranger, twice by the same player, or accepted by its proposer', async () => {
    const [sam, jordan, taylor] = await Promise.all([registeredUser(), registeredUser(), registeredUser()]);
    const open = await proposedThroughApi(sam, kelceYes(upcoming, '10'));
    expectStatus(await betting.accept(jordan, open.id), 200);
    await expectRefused(
      () => proposeOutcome(sam, open.id, { outcome: 'yes' }),
      409,
      'This proposition is still open to bets: its outcome can be proposed once it closes',
    );

    const { sam: ann, jordan: ben, bet } = await acceptedOnGameUnderWay();
    await expectRefused(
      () => proposeOutcome(taylor, bet.id, { outcome: 'yes' }),
      403,
      'Only the two players of a bet can settle it',
    );
    await expectRefused(
      () => betting.acceptScore(ann, bet.id),
      409,
      'There is no proposed outcome to accept',
    );
    expectStatus(await proposeOutcome(ann, bet.id, { outcome: 'yes' }), 200);
    await expectRefused(
      () => proposeOutcome(ann, bet.id, { outcome: 'no' }),
      409,
      'Waiting for your opponent to accept your proposed outcome',
    );
    await expectRefused(
      () => betting.acceptScore(ann, bet.id),
      403,
      'You proposed this outcome: your opponent has to accept it',
    );
    expectStatus(await betting.acceptScore(ben, bet.id), 200);
  });

  it.each([
    [
      { homeScore: 24, awayScore: 17 },
      'A proposition is settled by its outcome, not a score: send { "outcome": "yes" }, "no" or "void"',
    ],
    [{ outcome: 'maybe' }, "outcome must be 'yes', 'no' or 'void'"],
    [{ outcome: null }, "outcome must be 'yes', 'no' or 'void'"],
  ])('refuses a body a proposition does not take: %j', async (body, message) => {
    const { sam, bet } = await acceptedOnGameUnderWay();
    await expectRefused(() => proposeOutcome(sam, bet.id, body), 400, message);
  });

  it('refuses an outcome on a bet settled by its score, and a score’s refusals read as before', async () => {
    const game = await scheduleGame({ kickoffInHours: -3, week: WEEK, homeTeamId: KC, awayTeamId: BUF });
    const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
    const before = new Date(Date.parse(game.gameDate) - HOUR);
    const { bet } = await proposeBet(
      sam,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: -3, amount: 1_000 },
      { now: before },
    );
    await acceptBet(jordan, bet.id, before);
    await expectRefused(
      () => proposeOutcome(sam, bet.id, { outcome: 'yes' }),
      400,
      'This bet is settled by the final score, not an outcome: send homeScore and awayScore',
    );
    await expectRefused(() => proposeOutcome(sam, bet.id, { homeScore: 24 }), 400);
  });
});
