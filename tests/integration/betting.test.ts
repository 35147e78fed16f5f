import { beforeAll, describe, expect, it } from 'vitest';
import type { Bet, GamePage } from '../../domain/bets';
import type { Member } from '../../domain/users';
import { setUserStatus } from '../../functions/store/accounts';
import { bettingOpenCheck } from '../../functions/store/bet-items';
import { acceptBet, MAX_OPEN_PROPOSALS, proposeBet } from '../../functions/store/bets';
import { transact } from '../../functions/store/client';
import { setGameLine, type GameRecord } from '../../functions/store/games';
import {
  listWeekLeaderboard,
  listSeasonLeaderboard,
  listVersusRecords,
} from '../../functions/store/leaderboard';
import { listLedger } from '../../functions/store/ledger';
import type { UserRecord } from '../../functions/store/users';
import {
  betting,
  expectRefused,
  expectStatus,
  freshUser,
  proposedThroughApi,
  scheduleGame,
  tableSnapshot,
} from '../support/betting';
import { callApi } from '../support/api';
import { registeredUser, registeredUsers } from '../support/users';

const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

let upcoming: GameRecord;
let started: GameRecord;

beforeAll(async () => {
  upcoming = await scheduleGame({ kickoffInHours: 24 });
  started = await scheduleGame({ kickoffInHours: -1, week: 7 });
});

const spreadBet = (game: GameRecord, amount: string | number = '50.00', spread = -3.5) => ({
  gameId: game.id,
  betType: 'spread',
  selection: 'home',
  amount,
  spread,
  status: 'proposed',
});

/** An accepted bet on the game that has already started, agreed two hours ago, before kickoff. */
async function acceptedOnStartedGame(
  proposer: UserRecord,
  acceptor: UserRecord,
  terms = { spread: -3.5, selection: 'home' as const },
) {
  const { bet } = await proposeBet(
    proposer,
    { gameId: started.id, betType: 'spread', selection: terms.selection, spread: terms.spread, amount: 4000 },
    { now: TWO_HOURS_AGO() },
  );
  await acceptBet(acceptor, bet.id, TWO_HOURS_AGO());
  return bet.id;
}

describe('a bet from proposal to settlement', () => {
  let alice: UserRecord;
  let bob: UserRecord;
  let carol: UserRecord;
  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([
      registeredUser({ firstName: 'Alice' }),
      registeredUser({ firstName: 'Bob' }),
      registeredUser({ firstName: 'Carol' }),
    ]);
  });

  it('proposing commits the amount: available goes down, the balance does not', async () => {
    const response = expectStatus(await betting.propose(alice, spreadBet(upcoming, '50.25')), 201);

    expect(response.body).toMatchObject({
      status: 'proposed',
      amount: '50.25',
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      overUnder: null,
      proposerId: alice.id,
      proposer: { firstName: 'Alice' },
      acceptorId: null,
      game: {
        homeTeam: { abbreviation: 'BUF' },
        awayTeam: { abbreviation: 'KC' },
        gameDate: upcoming.gameDate,
      },
    });
    expect(await freshUser(alice)).toMatchObject({ balanceCents: 100_000, availableCents: 100_000 - 5025 });
    expect((await betting.myBets(alice)).body.map((bet) => bet.id)).toContain(response.body.id);
    expect((await betting.available(bob)).body.map((bet) => bet.id)).toContain(response.body.id);
    expect((await betting.available(alice)).body.map((bet) => bet.id)).not.toContain(response.body.id);
  });

  it('accepting commits the same amount from the acceptor, and both players see the accepted bet', async () => {
    const proposed = expectStatus(await betting.propose(alice, spreadBet(upcoming, 20)), 201).body;

    const accepted = expectStatus(await betting.accept(bob, proposed.id), 200).body;

    expect(accepted).toMatchObject({
      status: 'accepted',
      acceptorId: bob.id,
      acceptor: { firstName: 'Bob' },
      acceptedAt: expect.any(String),
    });
    expect((await freshUser(bob)).availableCents).toBe(100_000 - 2000);
    const alicesCopy = (await betting.myBets(alice)).body.find((bet) => bet.id === proposed.id);
    const bobsCopy = (await betting.myBets(bob)).body.find((bet) => bet.id === proposed.id);
    expect(alicesCopy).toEqual(bobsCopy);
    expect((await betting.available(carol)).body.map((bet) => bet.id)).not.toContain(proposed.id);
  });

  it('cancelling an open proposal releases its amount', async () => {
    const before = await freshUser(carol);
    const proposed = expectStatus(await betting.propose(carol, spreadBet(upcoming, 75)), 201).body;

    expect(expectStatus(await betting.cancel(carol, proposed.id), 200).body.status).toBe('cancelled');

    expect(await freshUser(carol)).toMatchObject({
      balanceCents: before.balanceCents,
      availableCents: before.availableCents,
    });
  });

  it('settles once the other player accepts the proposed score: currency, ledger and leaderboards move together', async () => {
    const [dora, evan] = await Promise.all([
      registeredUser({ firstName: 'Dora' }),
      registeredUser({ firstName: 'Evan' }),
    ]);
    const betId = await acceptedOnStartedGame(dora, evan);

    const pending = expectStatus(await betting.proposeScore(evan, betId, 27, 20), 200).body;
    expect(pending).toMatchObject({
      status: 'pending_settlement',
      pendingSettlementScore: '27-20',
      settlementProposerId: evan.id,
    });

    const settled = expectStatus(await betting.acceptScore(dora, betId), 200).body;

    // Dora took BUF (home) -3.5; 27-20 covers: Dora wins 40.00 from Evan.
    expect(settled).toMatchObject({
      status: 'settled',
      finalScore: '27-20',
      winnerId: dora.id,
      settledAt: expect.any(String),
    });
    expect(await freshUser(dora)).toMatchObject({ balanceCents: 104_000, availableCents: 104_000 });
    expect(await freshUser(evan)).toMatchObject({ balanceCents: 96_000, availableCents: 96_000 });
    const [doraEntry] = await listLedger(dora.id);
    const [evanEntry] = await listLedger(evan.id);
    expect(doraEntry).toMatchObject({ type: 'bet_win', amountCents: 4000, balanceAfterCents: 104_000 });
    expect(doraEntry?.bet).toMatchObject({
      userRole: 'proposer',
      isWin: true,
      selection: 'home',
      spread: -3.5,
      opponent: { firstName: 'Evan' },
    });
    expect(evanEntry).toMatchObject({ type: 'bet_loss', amountCents: -4000, balanceAfterCents: 96_000 });
    expect(evanEntry?.bet).toMatchObject({
      userRole: 'acceptor',
      isWin: false,
      selection: 'away',
      spread: 3.5,
    });

    const weekly = await listWeekLeaderboard(started.season, started.week);
    expect(weekly.find((row) => row.userId === dora.id)).toMatchObject({
      totalBets: 1,
      wins: 1,
      losses: 0,
      ties: 0,
      netCents: 4000,
    });
    expect(weekly.find((row) => row.userId === evan.id)).toMatchObject({
      totalBets: 1,
      wins: 0,
      losses: 1,
      netCents: -4000,
    });
    expect((await listSeasonLeaderboard(started.season)).find((row) => row.userId === dora.id)).toMatchObject(
      { wins: 1 },
    );
    expect(await listVersusRecords(dora.id)).toEqual([
      expect.objectContaining({ opponentId: evan.id, wins: 1, losses: 0, ties: 0 }),
    ]);

    const transactions = await callApi<{ type: string; amount: string; opponent: unknown }[]>(
      'GET',
      '/api/transactions',
      { as: dora.email },
    );
    expect(transactions.body[0]).toMatchObject({
      type: 'bet_win',
      amount: '40.00',
      balanceAfter: '1040.00',
      opponent: { firstName: 'Evan' },
      isWin: true,
    });
  });

  it('lets the waiting player propose a different score, which the first proposer then accepts', async () => {
    const [fay, gus] = await Promise.all([
      registeredUser({ firstName: 'Fay' }),
      registeredUser({ firstName: 'Gus' }),
    ]);
    const betId = await acceptedOnStartedGame(fay, gus);
    expectStatus(await betting.proposeScore(fay, betId, 30, 10), 200);

    const counter = expectStatus(await betting.proposeScore(gus, betId, 20, 24), 200).body;
    expect(counter).toMatchObject({ pendingSettlementScore: '20-24', settlementProposerId: gus.id });

    expectStatus(await betting.acceptScore(gus, betId), 403);
    const settled = expectStatus(await betting.acceptScore(fay, betId), 200).body;
    expect(settled).toMatchObject({ finalScore: '20-24', winnerId: gus.id });
  });

  it('moves no currency on a push, and records the tie for both', async () => {
    const [hal, ivy] = await Promise.all([
      registeredUser({ firstName: 'Hal' }),
      registeredUser({ firstName: 'Ivy' }),
    ]);
    const betId = await acceptedOnStartedGame(hal, ivy, { spread: -3, selection: 'home' });
    expectStatus(await betting.proposeScore(hal, betId, 23, 20), 200);

    const settled = expectStatus(await betting.acceptScore(ivy, betId), 200).body;

    expect(settled).toMatchObject({ status: 'settled', winnerId: null, finalScore: '23-20' });
    for (const player of [hal, ivy]) {
      expect(await freshUser(player)).toMatchObject({ balanceCents: 100_000, availableCents: 100_000 });
      expect((await listLedger(player.id))[0]).toMatchObject({
        type: 'bet_tie',
        amountCents: 0,
        balanceAfterCents: 100_000,
      });
    }
    expect((await listVersusRecords(hal.id))[0]).toMatchObject({ ties: 1 });
  });
});

describe('refusals change nothing', () => {
  let alice: UserRecord;
  let bob: UserRecord;
  let carol: UserRecord;
  let open: Bet;
  let acceptedBetId: string;
  let pendingBetId: string;
  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([registeredUser(), registeredUser(), registeredUser()]);
    open = expectStatus(await betting.propose(alice, spreadBet(upcoming, 30)), 201).body;
    pendingBetId = await acceptedOnStartedGame(alice, bob);
    expectStatus(await betting.proposeScore(alice, pendingBetId, 10, 7), 200);
    // Taken after the score was sent, so that score did not go to it too (One score proposal per
    // player and game).
    acceptedBetId = await acceptedOnStartedGame(alice, bob);
  });

  it('a player cannot accept their own proposal', () =>
    expectRefused(() => betting.accept(alice, open.id), 403, 'You cannot accept your own bet'));

  it("a player cannot cancel someone else's proposal", () =>
    expectRefused(() => betting.cancel(bob, open.id), 403, 'Only the proposer can cancel a bet'));

  it('nobody can propose on a game that has started', () =>
    expectRefused(
      () => betting.propose(bob, spreadBet(started)),
      409,
      'Betting is closed - game has started',
    ));

  it('an acceptor cannot accept once the game has started', async () => {
    const { bet } = await proposeBet(
      alice,
      { gameId: started.id, betType: 'spread', selection: 'home', spread: 1, amount: 500 },
      { now: TWO_HOURS_AGO() },
    );
    await expectRefused(() => betting.accept(bob, bet.id), 409, 'Betting is closed - game has started');
  });

  it('nobody can propose more than their available balance', () =>
    expectRefused(
      () => betting.propose(carol, spreadBet(upcoming, '1000.01')),
      409,
      'Insufficient available balance',
    ));

  it('nobody can have more than 50 open proposals: the 51st is refused, and one freed makes room', async () => {
    const dora = await registeredUser();
    const proposals = [];
    for (let index = 0; index < 50; index++)
      proposals.push(expectStatus(await betting.propose(dora, spreadBet(upcoming, 1)), 201).body);
    await expectRefused(
      () => betting.propose(dora, spreadBet(upcoming, 1)),
      409,
      `You have ${MAX_OPEN_PROPOSALS} open proposals, the most one player may have: cancel one, or wait until one is accepted`,
    );
    // Accepted by someone else, it is no longer open.
    expectStatus(await betting.accept(bob, proposals[0]?.id ?? ''), 200);
    expectStatus(await betting.propose(dora, spreadBet(upcoming, 1)), 201);
  });

  it('nobody can accept a bet larger than their available balance', async () => {
    const big = expectStatus(await betting.propose(bob, spreadBet(upcoming, '900.00')), 201).body;
    await callApi('POST', '/api/bets', { as: carol.email, body: spreadBet(upcoming, '500.00') });
    await expectRefused(() => betting.accept(carol, big.id), 409, 'Insufficient available balance');
  });

  it('an accepted bet cannot be accepted again or cancelled', async () => {
    await expectRefused(() => betting.accept(carol, acceptedBetId), 409);
    await expectRefused(
      () => betting.cancel(alice, acceptedBetId),
      409,
      'Only an open proposal can be cancelled',
    );
  });

  it('a score cannot be proposed on an open proposal, nor before kickoff', async () => {
    await expectRefused(() => betting.proposeScore(alice, open.id, 1, 0), 409);
    const early = expectStatus(await betting.propose(alice, spreadBet(upcoming, 5)), 201).body;
    expectStatus(await betting.accept(bob, early.id), 200);
    await expectRefused(() => betting.proposeScore(bob, early.id, 1, 0), 409, 'The game has not started yet');
  });

  it('someone outside the bet cannot propose or accept its score', async () => {
    await expectRefused(() => betting.proposeScore(carol, acceptedBetId, 3, 0), 403);
    await expectRefused(() => betting.acceptScore(carol, pendingBetId), 403);
  });

  it('the player who proposed a score cannot accept it, nor propose again while waiting', async () => {
    await expectRefused(
      () => betting.acceptScore(alice, pendingBetId),
      403,
      'You proposed this score: your opponent has to accept it',
    );
    await expectRefused(
      () => betting.proposeScore(alice, pendingBetId, 14, 7),
      409,
      'Waiting for your opponent to accept your proposed score',
    );
  });

  it('there is no score to accept on a bet without a proposed score', () =>
    expectRefused(
      () => betting.acceptScore(bob, acceptedBetId),
      409,
      'There is no proposed score to accept',
    ));

  it.each([
    [{ amount: '0.99' }, 'amount must be at least 1.00'],
    [{ amount: '10.001' }, 'amount must be an amount with at most two decimal places'],
    [{ amount: -5 }, 'amount must be at least 1.00'],
    [{ spread: -3.3 }, 'spread must be in steps of 0.5'],
    [{ spread: 'lots' }, 'spread must be a number'],
    [{ selection: 'over' }, 'selection must be one of "home", "away"'],
    [{ betType: 'parlay' }, "betType must be 'spread', 'over_under', 'moneyline' or 'proposition'"],
    [{ gameId: '' }, 'gameId is required'],
  ])('a malformed proposal is refused: %j', (change, message) =>
    expectRefused(() => betting.propose(alice, { ...spreadBet(upcoming), ...change }), 400, message),
  );

  it('a proposal on an unknown game is refused', () =>
    expectRefused(
      () => betting.propose(alice, { ...spreadBet(upcoming), gameId: 'no-such-game' }),
      404,
      'Game not found',
    ));

  it('scores must be whole numbers from 0 to 99', async () => {
    await expectRefused(
      () =>
        callApi('POST', `/api/bets/${acceptedBetId}/propose-settlement`, {
          as: bob.email,
          body: { homeScore: -1, awayScore: 3 },
        }),
      400,
      'homeScore must be 0 or more',
    );
    await expectRefused(
      () =>
        callApi('POST', `/api/bets/${acceptedBetId}/propose-settlement`, {
          as: bob.email,
          body: { homeScore: 7, awayScore: 2.5 },
        }),
      400,
      'awayScore must be a whole number',
    );
    await expectRefused(
      () =>
        callApi('POST', `/api/bets/${acceptedBetId}/propose-settlement`, {
          as: bob.email,
          body: { homeScore: 300, awayScore: 0 },
        }),
      400,
      'homeScore must be at most 99',
    );
  });

  it('an unknown bet is a 404', () =>
    expectRefused(() => betting.accept(bob, 'no-such-bet'), 404, 'Bet not found'));
});

describe('a bet as a link', () => {
  it('shows any bet to every member of the group, whoever its players, as its players see it', async () => {
    const [ann, ben, cal] = await registeredUsers(3);
    const proposed = await proposedThroughApi(ann, spreadBet(upcoming, 30));

    expect(expectStatus(await betting.one(cal, proposed.id), 200).body).toEqual(proposed);

    expectStatus(await betting.accept(ben, proposed.id), 200);
    const [annsCopy] = (await betting.myBets(ann)).body.filter((bet) => bet.id === proposed.id);
    const seenByCal = expectStatus(await betting.one(cal, proposed.id), 200).body;
    expect(seenByCal).toEqual(annsCopy);
    expect(seenByCal).toMatchObject({
      status: 'accepted',
      proposerId: ann.id,
      acceptorId: ben.id,
      acceptor: { firstName: ben.firstName },
    });
  });

  it('says a bet that does not exist is not found', async () => {
    const response = await betting.one(await registeredUser(), 'no-such-bet');
    expect(response).toMatchObject({ status: 404, body: { message: 'Bet not found' } });
  });
});

describe('challenges', () => {
  const challenge = (game: GameRecord, challengeeId: string, amount = 25) => ({
    ...spreadBet(game, amount),
    challengeeId,
  });

  it('only the challenged member can accept; the others see whom it challenges', async () => {
    const [jordan, sam, taylor] = await registeredUsers(3);
    const proposed = await proposedThroughApi(jordan, challenge(upcoming, sam.id));
    expect(proposed).toMatchObject({ challengeeId: sam.id, challengee: { firstName: sam.firstName } });
    const offered = (await betting.available(taylor)).body.find((bet) => bet.id === proposed.id);
    expect(offered).toMatchObject({ challengeeId: sam.id, challengee: { firstName: sam.firstName } });

    const before = await tableSnapshot();
    const refused = await betting.accept(taylor, proposed.id);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'This bet is a challenge to another member: only they can accept it' },
    });
    expect(await tableSnapshot()).toEqual(before);

    const accepted = expectStatus(await betting.accept(sam, proposed.id), 200).body;
    expect(accepted).toMatchObject({ status: 'accepted', acceptorId: sam.id, challengeeId: sam.id });
  });

  it('can be withdrawn by the challenger like any proposal', async () => {
    const [jordan, sam] = await registeredUsers(2);
    const proposed = await proposedThroughApi(jordan, challenge(upcoming, sam.id));
    expect(expectStatus(await betting.cancel(jordan, proposed.id), 200).body.status).toBe('cancelled');
    expect((await freshUser(jordan)).availableCents).toBe(100_000);
  });

  it('names a member who may bet, and not the challenger', async () => {
    const [jordan, paused] = await registeredUsers(2);
    await setUserStatus(paused.id, { isActive: true, isPaused: true });
    const before = await tableSnapshot();

    expect(await betting.propose(jordan, challenge(upcoming, jordan.id))).toMatchObject({
      status: 400,
      body: { message: 'You cannot challenge yourself: leave the challenge out' },
    });
    expect(await betting.propose(jordan, challenge(upcoming, 'nobody-at-all'))).toMatchObject({
      status: 404,
      body: { message: 'There is no member to challenge by that id' },
    });
    expect(await betting.propose(jordan, challenge(upcoming, paused.id))).toMatchObject({
      status: 409,
      body: { message: `${paused.firstName} cannot bet right now` },
    });
    expect(await tableSnapshot()).toEqual(before);
  });

  it('lists the members who may bet, by name, without their emails or balances', async () => {
    const [ida, gone] = await registeredUsers(2);
    await setUserStatus(gone.id, { isActive: false, isPaused: false });
    const members = expectStatus(await callApi<Member[]>('GET', '/api/members', { as: ida.email }), 200).body;
    expect(members).toContainEqual({ id: ida.id, firstName: ida.firstName, lastName: ida.lastName });
    expect(members.map((member) => member.id)).not.toContain(gone.id);
    expect(JSON.stringify(members)).not.toMatch(/@|balance/i);
  });
});

describe('the game page', () => {
  it("shows a game with the group's bets on it, newest first, and the line at its first proposal", async () => {
    const game = await scheduleGame({ kickoffInHours: 30, week: 9 });
    const line = (spreadLine: number, totalLine: number) => ({
      favoriteTeamId: game.homeTeamId,
      spreadLine,
      totalLine,
      updatedAt: new Date().toISOString(),
    });
    await setGameLine(game.id, line(-3, 44.5));
    const [ann, ben, cal, dee] = await registeredUsers(4);
    const taken = await proposedThroughApi(ann, spreadBet(game, 10));
    expectStatus(await betting.accept(ben, taken.id), 200);
    await setGameLine(game.id, line(-4.5, 46));
    const withdrawn = await proposedThroughApi(cal, spreadBet(game, 11));
    expectStatus(await betting.cancel(cal, withdrawn.id), 200);
    const open = await proposedThroughApi(cal, spreadBet(game, 12));

    const page = expectStatus(
      await callApi<GamePage>('GET', `/api/games/${game.id}`, { as: dee.email }),
      200,
    ).body;
    expect(page.game).toMatchObject({ id: game.id, lines: [{ homeSpread: -4.5, totalLine: 46 }] });
    expect(page.lineAtFirstProposal).toMatchObject({ homeSpread: -3, totalLine: 44.5 });
    expect(page.bets.map((bet) => [bet.id, bet.status])).toEqual([
      [open.id, 'proposed'],
      [taken.id, 'accepted'],
    ]);
    expect(page.bets[1]).toMatchObject({
      proposer: { firstName: ann.firstName },
      acceptor: { firstName: ben.firstName },
    });
  });

  it('says a game that does not exist is not found', async () => {
    const response = await callApi('GET', '/api/games/no-such-game', { as: (await registeredUser()).email });
    expect(response).toMatchObject({ status: 404, body: { message: 'Game not found' } });
  });
});

describe('the kickoff instant', () => {
  const closed = 'Betting is closed - game has started';
  let game: GameRecord;
  let kickoff: Date;
  let justBefore: Date;
  beforeAll(async () => {
    game = await scheduleGame({ kickoffInHours: 48 });
    kickoff = new Date(game.gameDate);
    justBefore = new Date(kickoff.getTime() - 1);
  });

  it('takes a proposal and an acceptance 1 ms before kickoff, and refuses both at kickoff', async () => {
    const [alice, bob] = await Promise.all([registeredUser(), registeredUser()]);
    const terms = {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: 2000,
    } as const;
    const { bet: early } = await proposeBet(alice, terms, { now: justBefore });
    await expect(acceptBet(bob, early.id, justBefore)).resolves.toMatchObject({ status: 'accepted' });

    await expect(proposeBet(alice, terms, { now: kickoff })).rejects.toThrow(closed);
    const { bet: late } = await proposeBet(alice, terms, { now: justBefore });
    await expect(acceptBet(bob, late.id, kickoff)).rejects.toThrow(closed);
  });

  // The condition a proposal's and an acceptance's transaction carry, on its own: the rules above
  // refuse first, so only this holds it when the game moves between the read and the write.
  it('is refused by the write itself, not only by the rule checked before it', async () => {
    const check = (now: Date) =>
      transact({ bettingOpen: bettingOpenCheck(game.id, now) }, () => new Error(closed));
    await expect(check(justBefore)).resolves.toBeUndefined();
    await expect(check(kickoff)).rejects.toThrow(closed);
  });
});

describe('totals and idempotent proposals', () => {
  it('takes an over/under proposal with its total', async () => {
    const user = await registeredUser();
    const bet = await proposedThroughApi(user, {
      gameId: upcoming.id,
      betType: 'over_under',
      selection: 'under',
      amount: '12',
      overUnder: '47.5',
    });
    expect(bet).toMatchObject({
      betType: 'over_under',
      selection: 'under',
      overUnder: 47.5,
      spread: null,
      amount: '12.00',
    });
  });

  it('answers a retried proposal with the same Idempotency-Key with the bet it already created', async () => {
    const user = await registeredUser();
    const key = { 'idempotency-key': 'dialog-submission-0001' };

    const first = expectStatus(await betting.propose(user, spreadBet(upcoming, 10), key), 201);
    const retry = expectStatus(await betting.propose(user, spreadBet(upcoming, 10), key), 200);

    expect(retry.body.id).toBe(first.body.id);
    expect((await freshUser(user)).availableCents).toBe(100_000 - 1000);
    expect((await betting.myBets(user)).body).toHaveLength(1);
    expectStatus(await betting.propose(user, spreadBet(upcoming, 11), key), 409);
  });
});

describe('the polled HEAD /api/bets/my', () => {
  const stampOf = async (user: { email: string }) => {
    const response = expectStatus(await callApi('HEAD', '/api/bets/my', { as: user.email }), 200);
    return `${response.headers['last-modified']} ${response.headers.etag}`;
  };

  it("changes for everyone when anyone's proposal opens, is taken or is withdrawn, and not for others' scores", async () => {
    const [dana, eli, fay] = await Promise.all([
      registeredUser({ firstName: 'Dana' }),
      registeredUser({ firstName: 'Eli' }),
      registeredUser({ firstName: 'Fay' }),
    ]);
    let seen = await stampOf(fay);
    const changed = async () => {
      const now = await stampOf(fay);
      const moved = now !== seen;
      seen = now;
      return moved;
    };

    const taken = expectStatus(await betting.propose(dana, spreadBet(upcoming, 10)), 201).body;
    expect(await changed()).toBe(true);
    const withdrawn = expectStatus(await betting.propose(dana, spreadBet(upcoming, 11)), 201).body;
    expect(await changed()).toBe(true);
    expectStatus(await betting.accept(eli, taken.id), 200);
    expect(await changed()).toBe(true);
    expectStatus(await betting.cancel(dana, withdrawn.id), 200);
    expect(await changed()).toBe(true);
    expect(await changed()).toBe(false);

    const onStarted = await acceptedOnStartedGame(dana, eli);
    seen = await stampOf(fay);
    expectStatus(await betting.proposeScore(dana, onStarted, 24, 17), 200);
    expect(await changed()).toBe(false);
  });
});
