import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTING_STATUSES } from '../../domain/bets';
import { HAS_ACTIVE_BETS } from '../../functions/store/accounts';
import { acceptBet, getBet, proposeBet, type BetRecord } from '../../functions/store/bets';
import { listGameBets, listPlayerBets } from '../../functions/store/bet-lists';
import { getGame, type GameRecord } from '../../functions/store/games';
import type { UserRecord } from '../../functions/store/users';
import { holdWrites, type WritePoint } from '../../functions/store/write-points';
import { auditLedger } from '../../functions/store/ledger-audit';
import { callApi } from '../support/api';
import { betting, freshUser, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUsers } from '../support/users';

/**
 * Races with their interleaving forced (functions/store/write-points.ts): one operation is held after
 * its reads, before its write, while the other runs to the end, then let go. Each test fails when the
 * guard it names is taken out of the store, every time; concurrency.test.ts fires the same races at
 * random, many requests at once.
 */
let release: (() => void) | undefined;
let stopHolding: (() => void) | undefined;
afterEach(() => {
  release?.();
  stopHolding?.();
});

/**
 * Holds the first operation that reaches `point` after `passing` others passed it; answers when it is
 * there. Others pass.
 */
function holdFirstAt(point: WritePoint, passing = 0): Promise<void> {
  return new Promise((arrived) => {
    let held = false;
    let passed = 0;
    const letGo = new Promise<void>((resolve) => (release = resolve));
    stopHolding = holdWrites((at) => {
      if (at !== point || held) return undefined;
      if (passed < passing) {
        passed += 1;
        return undefined;
      }
      held = true;
      arrived();
      return letGo;
    });
  });
}

const admin = (method: string, path: string, body?: unknown) =>
  callApi(method, path, { as: ADMIN_EMAIL, body });
const proposeOn = async (by: UserRecord, game: GameRecord): Promise<BetRecord> =>
  (
    await proposeBet(by, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -1.5,
      amount: 1000,
    })
  ).bet;
const holdingStakes = async (game: GameRecord) =>
  (await listGameBets(game.id)).filter((bet) => COMMITTING_STATUSES.includes(bet.status));

beforeAll(ensureAdmin);

describe('voiding a game', () => {
  // Guard: the proposal's transaction checks the game is still scheduled (bettingOpenCheck).
  it('refuses a proposal that read the game before the void and writes after it', async () => {
    const game = await scheduleGame({ kickoffInHours: 24, week: 16 });
    const [proposer] = await registeredUsers(1);
    const held = holdFirstAt('proposeBet');
    const proposing = betting.propose(proposer, {
      gameId: game.id,
      betType: 'spread',
      selection: 'away',
      spread: 3,
      amount: '7',
    });
    await held;

    expect((await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'postponed' })).status).toBe(
      200,
    );
    release?.();

    expect(await proposing).toMatchObject({ status: 409 });
    expect(await holdingStakes(game)).toEqual([]);
    const user = await freshUser(proposer);
    expect(user.availableCents).toBe(user.balanceCents);
  });

  // Guards: the bet's version the acceptance read (the void cancelled the bet), and the game still
  // scheduled (bettingOpenCheck); either alone refuses it, and the test fails without both.
  it('refuses an acceptance that read the open proposal before the void and writes after it', async () => {
    const game = await scheduleGame({ kickoffInHours: 24, week: 16 });
    const [proposer, acceptor] = await registeredUsers(2);
    const open = await proposeOn(proposer, game);
    const held = holdFirstAt('acceptBet');
    const accepting = betting.accept(acceptor, open.id);
    await held;

    expect((await admin('POST', `/api/admin/games/${game.id}/void`, { status: 'cancelled' })).status).toBe(
      200,
    );
    release?.();

    expect(await accepting).toMatchObject({ status: 409 });
    expect(await holdingStakes(game)).toEqual([]);
    for (const player of [proposer, acceptor]) {
      const user = await freshUser(player);
      expect(user.availableCents).toBe(user.balanceCents);
    }
  });
});

describe('deleting a user', () => {
  // Guard: the deletion conditions on the user's betsVersion it read, so it reads again and judges.
  it('reads again and refuses when the user accepted a bet between its reads and its write', async () => {
    const game = await scheduleGame({ kickoffInHours: 24, week: 16 });
    const [leaving, other] = await registeredUsers(2);
    const theirs = await proposeOn(other, game);
    const held = holdFirstAt('closeBook');
    const deleting = admin('DELETE', `/api/admin/users/${leaving.id}`);
    await held;

    expect((await betting.accept(leaving, theirs.id)).status).toBe(200);
    release?.();

    expect(await deleting).toMatchObject({ status: 409, body: { message: HAS_ACTIVE_BETS } });
    expect((await freshUser(leaving)).deletedAt).toBeUndefined();
    expect((await listPlayerBets(leaving.id)).map((bet) => bet.status)).toEqual(['accepted']);
  });
});

describe('deactivating a user', () => {
  // Guards: the bet's version the acceptance read (the deactivation cancelled the proposal), and the
  // proposer still allowed to bet (proposerMayBet); either alone refuses it, and the test fails
  // without both.
  it('refuses an acceptance of their proposal that read it before the deactivation', async () => {
    const game = await scheduleGame({ kickoffInHours: 24, week: 16 });
    const [paused, acceptor] = await registeredUsers(2);
    const open = await proposeOn(paused, game);
    const held = holdFirstAt('acceptBet');
    const accepting = betting.accept(acceptor, open.id);
    await held;

    const deactivation = await admin('PATCH', `/api/admin/users/${paused.id}/status`, {
      isActive: false,
      isPaused: false,
    });
    expect(deactivation.status).toBe(200);
    release?.();

    expect(await accepting).toMatchObject({ status: 409 });
    expect((await listPlayerBets(paused.id)).map((bet) => bet.status)).toEqual(['cancelled']);
    for (const player of [paused, acceptor]) {
      const user = await freshUser(player);
      expect(user.availableCents).toBe(user.balanceCents);
    }
  });
});

describe('two official finals at once', () => {
  /** A game under way with one accepted bet on it: the home side gives 2.5. */
  async function gameWithBet(week: number) {
    const game = await scheduleGame({ kickoffInHours: -1, week });
    const [proposer, acceptor] = await registeredUsers(2);
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const { bet } = await proposeBet(
      proposer,
      { gameId: game.id, betType: 'spread', selection: 'home', spread: -2.5, amount: 1000 },
      { now: before },
    );
    await acceptBet(acceptor, bet.id, before);
    return { game, bet };
  }
  const final = (game: GameRecord, homeScore: number, awayScore: number) =>
    admin('POST', `/api/admin/games/${game.id}/score`, { homeScore, awayScore });

  // Guard: the final is recorded only if the game's final is still the one read (writeOfficialFinal).
  it('keeps the first and tells the other admin, with 409, the final that stands', async () => {
    const { game, bet } = await gameWithBet(17);
    const held = holdFirstAt('officialFinal');
    const late = final(game, 0, 10);
    await held;

    expect(await final(game, 10, 0)).toMatchObject({ status: 200, body: { settled: 1 } });
    release?.();

    expect(await late).toMatchObject({
      status: 409,
      body: {
        message:
          'Another final was recorded for this game meanwhile, and it stands: home 10, away 0. Send yours again to replace it',
      },
    });
    expect(await getGame(game.id, { consistent: true })).toMatchObject({ homeScore: 10, awayScore: 0 });
    expect(await getBet(bet.id)).toMatchObject({ status: 'settled', finalScore: '10-0' });
    // Sent again, having seen the first, it is a correction.
    expect(await final(game, 0, 10)).toMatchObject({ status: 200, body: { regraded: 1 } });
  });

  it('answers both admins 200 when they sent the same final', async () => {
    const { game } = await gameWithBet(18);
    const held = holdFirstAt('officialFinal');
    const late = final(game, 21, 14);
    await held;

    expect((await final(game, 21, 14)).status).toBe(200);
    release?.();

    expect(await late).toMatchObject({ status: 200, body: { settled: 0, regraded: 0, failed: 0 } });
  });
});

describe("one player's score on their bets of a game", () => {
  /** Ann's bets on a game under way: home -1.5 for 10.00, taken by each opponent an hour before kickoff. */
  async function annsBets(week: number, opponents: readonly UserRecord[], ann: UserRecord) {
    const game = await scheduleGame({ kickoffInHours: -1, week });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const bets: BetRecord[] = [];
    for (const opponent of opponents) {
      const { bet } = await proposeBet(
        ann,
        { gameId: game.id, betType: 'spread', selection: 'home', spread: -1.5, amount: 1000 },
        { now: before },
      );
      bets.push(await acceptBet(opponent, bet.id, before));
    }
    return bets;
  }

  it("settles Ben's bet when he accepts while Ann's score is being written on her bet with Cat", async () => {
    const [ann, ben, cat] = await registeredUsers(3);
    const [withBen, withCat] = await annsBets(19, [ben, cat], ann);
    if (!withBen || !withCat) throw new Error('The bets were not made');
    const held = holdFirstAt('proposeSettlement', 1);
    const proposing = betting.proposeScore(ann, withBen.id, 20, 10);
    await held;

    expect(await betting.acceptScore(ben, withBen.id)).toMatchObject({
      status: 200,
      body: { status: 'settled', alsoBets: [] },
    });
    release?.();

    expect(await proposing).toMatchObject({ status: 200, body: { alsoBets: [withCat.id] } });
    expect(await betting.acceptScore(cat, withCat.id)).toMatchObject({
      status: 200,
      body: { status: 'settled' },
    });
    expect(await freshUser(ann)).toMatchObject({ balanceCents: 102_000, availableCents: 102_000 });
    expect((await auditLedger()).problems).toEqual([]);
  });

  // Guard: the bet the score goes to is read again when its write fails, and takes the score only
  // while it has none of its own (takesProposedScore in proposeSettlement); without it, Ann's score
  // would replace the one Ben sent meanwhile.
  it("leaves Ben's own score on the second bet when he sends it while Ann's is being written there", async () => {
    const [ann, ben] = await registeredUsers(2);
    const [first, second] = await annsBets(20, [ben, ben], ann);
    if (!first || !second) throw new Error('The bets were not made');
    const held = holdFirstAt('proposeSettlement', 1);
    const proposing = betting.proposeScore(ann, first.id, 20, 10);
    await held;

    expect(await betting.proposeScore(ben, second.id, 7, 3)).toMatchObject({ status: 200 });
    release?.();

    expect(await proposing).toMatchObject({ status: 200, body: { alsoBets: [] } });
    expect(await getBet(second.id)).toMatchObject({
      status: 'pending_settlement',
      pendingSettlementScore: '7-3',
      settlementProposerId: ben.id,
    });
  });
  // Guard: a bet the acceptance goes to is read again when its write fails, and settles only while
  // it waits for the same score from the same player (takesAcceptedScore in acceptSettlement);
  // without it, Ben's tap would settle the second bet at a score he never saw.
  it("settles no bet at a score sent while Ben's acceptance was being written there", async () => {
    const [ann, ben] = await registeredUsers(2);
    const [first, second] = await annsBets(21, [ben, ben], ann);
    if (!first || !second) throw new Error('The bets were not made');
    expect(await betting.proposeScore(ann, first.id, 20, 10)).toMatchObject({
      status: 200,
      body: { alsoBets: [second.id] },
    });
    const held = holdFirstAt('settle', 1);
    const accepting = betting.acceptScore(ben, first.id);
    await held;

    // Meanwhile the second bet's score goes back and forth: Ben's 7-3, then Ann's 9-9.
    expect(await betting.proposeScore(ben, second.id, 7, 3)).toMatchObject({ status: 200 });
    expect(await betting.proposeScore(ann, second.id, 9, 9)).toMatchObject({ status: 200 });
    release?.();

    expect(await accepting).toMatchObject({ status: 200, body: { status: 'settled', alsoBets: [] } });
    expect(await getBet(second.id)).toMatchObject({
      status: 'pending_settlement',
      pendingSettlementScore: '9-9',
      settlementProposerId: ann.id,
    });
    expect((await auditLedger()).problems).toEqual([]);
  });
});
