import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBet, Bet, ScoreAnswer } from '../../domain/bets';
import { calendarWeek } from '../../domain/seasons';
import type { Transaction } from '../../domain/ledger';
import { cancelExpiredProposals } from '../../functions/schedules/expired-proposals';
import { setUserStatus } from '../../functions/store/accounts';
import { acceptBet, getBet, proposeBet } from '../../functions/store/bets';
import { listBetsByStatus } from '../../functions/store/bet-lists';
import { getGame, type GameRecord } from '../../functions/store/games';
import { upsertScheduledGame } from '../../functions/store/schedule';
import {
  listSeasonLeaderboard,
  listVersusRecords,
  listWeekLeaderboard,
} from '../../functions/store/leaderboard';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import {
  betting,
  expectRefused,
  expectStatus,
  latestEntry,
  moneyOf,
  proposedThroughApi,
  scheduleGame,
} from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

/**
 * docs/product.md, Propositions (Closing): a proposition closes at its game's kickoff or at a time its
 * proposer chose, on a game or on none. A game-less one goes through its whole life here: proposed
 * with its closing time, taken before it and refused after it, withdrawn, ended by the cleanup at it,
 * settled or voided by its players' agreement, counted in the week its closing time falls in, and
 * left alone by a void of any game. The file's ledger audit runs after it.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const BEARS = 'The Bears make the playoffs';

const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });
const proposeOutcome = (user: { email: string }, betId: string, outcome: string) =>
  callApi<ScoreAnswer>('POST', `/api/bets/${betId}/propose-settlement`, {
    as: user.email,
    body: { outcome },
  });

/** Sam's "yes" on the Bears at 2 to 1, on no game, closing at `closesAt`. */
const bearsYes = (closesAt: string, amount = '100') => ({
  betType: 'proposition',
  proposition: BEARS,
  selection: 'yes',
  amount,
  odds: { win: 2, risk: 1 },
  closesAt,
});

/** The same as the store takes it, proposed as of `now` (in the past: the API only proposes from now). */
function proposedAsOf(user: UserRecord, closesAt: Date, now: Date) {
  return proposeBet(
    user,
    {
      betType: 'proposition',
      proposition: BEARS,
      selection: 'yes',
      amount: 10_000,
      odds: { win: 2, risk: 1 },
      closesAt: closesAt.toISOString(),
    },
    { now },
  );
}

/**
 * A game-less proposition Sam made three weeks before it closed, an hour ago, and Jordan took: the
 * week it was proposed in is not the week it counts in.
 */
async function takenAndClosed() {
  const [sam, jordan] = await Promise.all([
    registeredUser({ firstName: 'Sam' }),
    registeredUser({ firstName: 'Jordan' }),
  ]);
  const closesAt = new Date(Date.now() - HOUR);
  const { bet } = await proposedAsOf(sam, closesAt, new Date(closesAt.getTime() - 21 * DAY));
  await acceptBet(jordan, bet.id, new Date(closesAt.getTime() - HOUR));
  return { sam, jordan, bet, closesAt };
}

let upcoming: GameRecord;
beforeAll(async () => {
  await ensureAdmin();
  upcoming = await scheduleGame({ kickoffInHours: 48, week: 12 });
});

describe('a proposition on no game', () => {
  it('takes its own closing time, counts in that time’s week, and is listed and taken before it', async () => {
    const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
    const closing = new Date(Date.now() + 30 * DAY);
    // Said with its offset; kept as the UTC instant it names.
    const offset = new Date(closing.getTime() - 5 * HOUR).toISOString().replace('Z', '-05:00');
    const week = calendarWeek(closing);

    const proposed = await proposedThroughApi(sam, bearsYes(offset));

    expect(proposed).toMatchObject({
      gameId: null,
      closesAt: closing.toISOString(),
      game: { gameDate: closing.toISOString(), season: week.season, week: week.week },
      betType: 'proposition',
      proposition: BEARS,
      stakes: { proposer: { risk: '100.00', win: '200.00' }, acceptor: { risk: '200.00', win: '100.00' } },
      status: 'proposed',
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });
    const mine = expectStatus(await betting.myBets(sam), 200).body;
    expect(mine.find((bet) => bet.id === proposed.id)).toMatchObject({
      gameId: null,
      status: 'proposed',
      game: { season: week.season, week: week.week },
    });
    const available = expectStatus(await betting.available(jordan), 200).body;
    expect(available.map((bet) => bet.id)).toContain(proposed.id);

    const accepted = expectStatus(await betting.accept(jordan, proposed.id), 200).body;
    expect(accepted).toMatchObject({ status: 'accepted', acceptorId: jordan.id, gameId: null });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 80_000 });
    await expectRefused(
      () => proposeOutcome(sam, proposed.id, 'yes'),
      409,
      'This proposition is still open to bets: its outcome can be proposed once it closes',
    );
  });

  it('refuses an acceptance once it has closed, and the cleanup ends it at its closing time, not before', async () => {
    const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
    const closesAt = new Date(Date.now() - HOUR);
    const { bet } = await proposedAsOf(sam, closesAt, new Date(closesAt.getTime() - DAY));
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });

    await expectRefused(
      () => betting.accept(jordan, bet.id),
      409,
      'Betting is closed - this proposition has closed',
    );
    expect(
      (await betting.available(jordan)).body.map((open: Bet) => open.id),
      'a closed proposition is no longer offered',
    ).not.toContain(bet.id);

    await cancelExpiredProposals(new Date(closesAt.getTime() - 1));
    expect((await getBet(bet.id))?.status, 'still open a moment before it closes').toBe('proposed');
    expectStatus(await admin('POST', '/api/admin/cleanup-expired-bets'), 200);
    expect((await getBet(bet.id))?.status).toBe('cancelled');
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
  });

  it('is withdrawn by its proposer before it closes, its stake released', async () => {
    const sam = await registeredUser();
    const proposed = await proposedThroughApi(sam, bearsYes(new Date(Date.now() + DAY).toISOString(), '40'));
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 96_000 });
    expect(expectStatus(await betting.cancel(sam, proposed.id), 200).body).toMatchObject({
      status: 'cancelled',
      gameId: null,
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
  });

  it('settles by its players’ agreement once closed, in its week’s leaderboards, My Bets and history', async () => {
    const { sam, jordan, bet, closesAt } = await takenAndClosed();
    const week = calendarWeek(closesAt);

    const pending = expectStatus(await proposeOutcome(jordan, bet.id, 'no'), 200).body;
    expect(pending).toMatchObject({ status: 'pending_settlement', pendingOutcome: 'no', gameId: null });
    const settled = expectStatus(await betting.acceptScore(sam, bet.id), 200).body;
    expect(settled).toMatchObject({ status: 'settled', outcome: 'no', winnerId: jordan.id, alsoBets: [] });

    // At 2 to 1 Sam risked 100.00 and Jordan 200.00: Jordan's "no" takes Sam's 100.00.
    expect(await moneyOf(sam)).toEqual({ balanceCents: 90_000, availableCents: 90_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 110_000, availableCents: 110_000 });
    expect(await latestEntry(sam)).toMatchObject({
      type: 'bet_loss',
      amountCents: -10_000,
      balanceAfterCents: 90_000,
      season: week.season,
      description: `Lost 100.00 Pigskins: Yes: "${BEARS}" against Jordan, 2 to 1`,
      bet: { betId: bet.id, betType: 'proposition', selection: 'yes', isWin: false },
    });
    expect((await latestEntry(sam))?.bet?.game).toBeUndefined();
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_win',
      amountCents: 10_000,
      balanceAfterCents: 110_000,
      description: `Won 100.00 Pigskins: No: "${BEARS}" against Sam, 1 to 2`,
    });

    const weekly = await listWeekLeaderboard(week.season, week.week);
    expect(weekly.find((row) => row.userId === jordan.id)).toMatchObject({ wins: 1, netCents: 10_000 });
    expect(weekly.find((row) => row.userId === sam.id)).toMatchObject({ losses: 1, netCents: -10_000 });
    const season = await listSeasonLeaderboard(week.season);
    expect(season.find((row) => row.userId === jordan.id)).toMatchObject({ wins: 1, netCents: 10_000 });
    expect(await listVersusRecords(sam.id, week)).toEqual([
      expect.objectContaining({ opponentId: jordan.id, wins: 0, losses: 1, ties: 0 }),
    ]);

    const proposedWeek = calendarWeek(new Date(closesAt.getTime() - 21 * DAY));
    const thatWeek = await listWeekLeaderboard(proposedWeek.season, proposedWeek.week);
    expect(
      thatWeek.find((row) => row.userId === jordan.id),
      'not the week it was proposed in',
    ).toBeUndefined();

    const history = expectStatus(await betting.history(jordan), 200).body;
    expect(history.find((each) => each.id === bet.id)).toMatchObject({
      gameId: null,
      outcome: 'no',
      game: { season: week.season, week: week.week, gameDate: closesAt.toISOString() },
    });
    const wallet = expectStatus(
      await callApi<Transaction[]>('GET', '/api/transactions', { as: jordan.email }),
      200,
    ).body;
    expect(wallet[0]).toMatchObject({ type: 'bet_win', game: null, bet: { id: bet.id } });
    const adminList = expectStatus(await admin<AdminBet[]>('GET', '/api/admin/bets?limit=100'), 200).body;
    expect(adminList.find((each) => each.id === bet.id)).toMatchObject({
      gameId: null,
      status: 'settled',
      awayTeamName: '',
      homeTeamName: '',
      gameDate: closesAt.toISOString(),
      proposerEmail: sam.email,
    });
  });

  it('is voided by agreement, each side’s stake back and nothing on the leaderboards', async () => {
    const { sam, jordan, bet, closesAt } = await takenAndClosed();
    expectStatus(await proposeOutcome(sam, bet.id, 'void'), 200);
    expect(expectStatus(await betting.acceptScore(jordan, bet.id), 200).body).toMatchObject({
      status: 'cancelled',
      outcome: 'void',
    });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
    expect(await latestEntry(jordan)).toMatchObject({
      type: 'bet_refund',
      amountCents: 0,
      description: `Void by agreement with Sam: No: "${BEARS}"; your 200.00 Pigskins stake is back`,
    });
    const week = calendarWeek(closesAt);
    const weekly = await listWeekLeaderboard(week.season, week.week);
    expect(weekly.find((row) => row.userId === sam.id)).toBeUndefined();
  });

  it('is withdrawn with its stake released when its proposer is deactivated', async () => {
    const sam = await registeredUser();
    const proposed = await proposedThroughApi(sam, bearsYes(new Date(Date.now() + 10 * DAY).toISOString()));
    await setUserStatus(sam.id, { isActive: false, isPaused: false });
    expect((await getBet(proposed.id))?.status).toBe('cancelled');
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 100_000 });
  });

  it('is left alone by a void of a game', async () => {
    const { sam, bet } = await takenAndClosed();
    const game = await scheduleGame({ kickoffInHours: 5 });
    expectStatus(await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'cancelled' }), 200);
    expect(await getBet(bet.id)).toMatchObject({ status: 'accepted', version: bet.version + 1 });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 100_000, availableCents: 90_000 });
  });
});

describe('a proposition on a game with its own closing time', () => {
  it('closes at the kickoff when it chooses none', async () => {
    const sam = await registeredUser();
    const proposed = await proposedThroughApi(sam, {
      ...bearsYes(''),
      closesAt: undefined,
      gameId: upcoming.id,
    });
    expect(proposed).toMatchObject({ gameId: upcoming.id, closesAt: upcoming.gameDate });
  });

  it('closes before the kickoff when it says so: no acceptance after, the cleanup, and its outcome', async () => {
    const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
    const closesAt = new Date(Date.now() - HOUR);
    const earlier = new Date(closesAt.getTime() - DAY);
    const proposal = {
      gameId: upcoming.id,
      betType: 'proposition' as const,
      proposition: 'Mahomes throws for 300 yards',
      selection: 'no' as const,
      amount: 5_000,
      closesAt: closesAt.toISOString(),
    };
    const { bet: open } = await proposeBet(sam, proposal, { now: earlier });
    const { bet: taken } = await proposeBet(sam, proposal, { now: earlier });
    await acceptBet(jordan, taken.id, earlier);

    // The game is hours from kickoff; the proposition has closed all the same.
    expect(Date.parse(upcoming.gameDate)).toBeGreaterThan(Date.now());
    await expectRefused(
      () => betting.accept(jordan, open.id),
      409,
      'Betting is closed - this proposition has closed',
    );
    expect(expectStatus(await betting.one(jordan, open.id), 200).body.closesAt).toBe(closesAt.toISOString());
    expectStatus(await admin('POST', '/api/admin/cleanup-expired-bets'), 200);
    expect((await getBet(open.id))?.status).toBe('cancelled');

    // Sam said no; the proposition came true: Jordan's yes takes Sam's 50.00.
    expectStatus(await proposeOutcome(jordan, taken.id, 'yes'), 200);
    expectStatus(await betting.acceptScore(sam, taken.id), 200);
    expect(await moneyOf(jordan)).toEqual({ balanceCents: 105_000, availableCents: 105_000 });
    expect(await moneyOf(sam)).toEqual({ balanceCents: 95_000, availableCents: 95_000 });
  });
});

describe('a proposition on a game whose kickoff moves', () => {
  it('keeps its own closing time while the kickoff is later, and closes with a kickoff moved before it', async () => {
    const sam = await registeredUser();
    const game = await scheduleGame({ kickoffInHours: 72 });
    const chosen = new Date(Date.now() + 24 * HOUR).toISOString();
    const open = await proposedThroughApi(sam, { ...bearsYes(chosen), gameId: game.id });
    const move = (hours: number) =>
      upsertScheduledGame(
        { ...game, gameDate: new Date(Date.now() + hours * HOUR).toISOString() },
        new Date(),
      );
    const closesBefore = async (at: Date) =>
      (await listBetsByStatus('proposed', at)).some((bet) => bet.id === open.id);

    await move(48);
    expect(expectStatus(await betting.one(sam, open.id), 200).body.closesAt).toBe(chosen);
    expect(await closesBefore(new Date(Date.parse(chosen) + 1))).toBe(true);

    await move(12);
    const kickoff = (await getGame(game.id))?.gameDate;
    expect(expectStatus(await betting.one(sam, open.id), 200).body.closesAt).toBe(kickoff);
    // The cleanup's index finds it at the new kickoff, not only at the time it chose.
    expect(await closesBefore(new Date(Date.parse(kickoff ?? '') + 1))).toBe(true);
    expect(await closesBefore(new Date(Date.parse(kickoff ?? '') - 1))).toBe(false);
  });
});

describe('a closing time refused', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
  const NOT_A_TIME =
    'closesAt must be a time with its offset, like 2026-12-25T18:00:00-05:00 or 2026-12-25T23:00:00Z';
  it.each<[Record<string, unknown>, string]>([
    [{ closesAt: inMinutes(-60) }, 'closesAt must be at least 5 minutes from now'],
    [{ closesAt: inMinutes(2) }, 'closesAt must be at least 5 minutes from now'],
    [{ closesAt: inMinutes(367 * 24 * 60) }, 'closesAt must be at most 366 days from now'],
    [
      { closesAt: undefined },
      'closesAt is required for a proposition without a game: the time it stops taking bets',
    ],
    [
      { closesAt: undefined, gameId: null },
      'closesAt is required for a proposition without a game: the time it stops taking bets',
    ],
    [{ closesAt: 'tomorrow' }, NOT_A_TIME],
    [{ closesAt: '2026-12-25' }, NOT_A_TIME],
    [{ closesAt: '2026-12-25T18:00:00' }, NOT_A_TIME],
    [{ closesAt: '2026-13-40T18:00:00Z' }, NOT_A_TIME],
    // Read by a lenient parser, these would be March 2 and January 2.
    [{ closesAt: `${new Date().getUTCFullYear() + 1}-02-30T18:00:00Z` }, NOT_A_TIME],
    [{ closesAt: `${new Date().getUTCFullYear() + 1}-01-01T24:00:00Z` }, NOT_A_TIME],
    [{ closesAt: `${new Date().getUTCFullYear() + 1}-01-01T18:00:00+15:00` }, NOT_A_TIME],
    [{ closesAt: 42 }, NOT_A_TIME],
    [{ closesAt: null }, NOT_A_TIME],
  ])('%j', async (change, message) => {
    const sam = await registeredUser();
    await expectRefused(() => betting.propose(sam, { ...bearsYes(inMinutes(60)), ...change }), 400, message);
  });

  it('after its game’s kickoff', async () => {
    const sam = await registeredUser();
    const late = new Date(Date.parse(upcoming.gameDate) + MINUTE).toISOString();
    await expectRefused(
      () => betting.propose(sam, { ...bearsYes(late), gameId: upcoming.id }),
      400,
      `closesAt must be no later than the game's kickoff, ${upcoming.gameDate}: leave it out to close at kickoff`,
    );
  });

  it('on any bet but a proposition', async () => {
    const sam = await registeredUser();
    await expectRefused(
      () =>
        betting.propose(sam, {
          gameId: upcoming.id,
          betType: 'moneyline',
          selection: 'home',
          amount: '10',
          closesAt: new Date(Date.now() + HOUR).toISOString(),
        }),
      400,
      'closesAt must be absent: only a proposition closes at a time of its own',
    );
  });

  it('on a game that is not there', async () => {
    const sam = await registeredUser();
    await expectRefused(
      () => betting.propose(sam, { ...bearsYes(inMinutes(60)), gameId: 'no-such-game' }),
      404,
      'Game not found',
    );
  });
});
