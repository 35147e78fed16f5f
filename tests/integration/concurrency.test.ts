import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, COMMITTING_STATUSES } from '../../domain/bets';
import { committedCents } from '../../domain/stakes';
import { acceptBet, proposeBet, proposeSettlement, type BetRecord } from '../../functions/store/bets';
import { listGameBets, listPlayerBets } from '../../functions/store/bet-lists';
import { getGame, type GameRecord } from '../../functions/store/games';
import { type UserRecord } from '../../functions/store/users';
import { adjustBalance } from '../../functions/store/balances';
import { callApi, type ApiResponse, requestsSent } from '../support/api';
import { betting, expectStatus, freshUser, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser, registeredUsers } from '../support/users';

// How much this file sent, said in the run's output (tests/README.md, "How npm test runs").
afterAll(() => {
  console.info(`Racing requests: ${requestsSent()}`);
});

let game: GameRecord;

beforeAll(async () => {
  await ensureAdmin();
  game = await scheduleGame({ kickoffInHours: 48 });
});

const HOUR = 60 * 60 * 1000;
/**
 * Rounds of each race: one per stagger (`round % 4` sets how late one side starts), so each ordering
 * the staggers aim for is tried once. The guards' own proof is tests/integration/races.test.ts, which
 * forces each interleaving; RACE_ROUNDS=40 runs these longer, by hand.
 */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 4);
/**
 * A round takes a second or two alone and many times that under the whole suite (vitest.config.ts):
 * the timeout only ends a hung race.
 */
const RACE_TIMEOUT = 300_000 + ROUNDS * 15_000;
const admin = <T>(method: string, path: string, body?: unknown) =>
  callApi<T>(method, path, { as: ADMIN_EMAIL, body });
/** Every response of a race: none may be a 5xx. */
const raced = async (requests: Promise<ApiResponse<unknown>>[]) => {
  const answered = await Promise.all(requests);
  for (const response of answered) expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  return answered;
};
/** Starts a request after `ms`: rounds stagger one side of a race so that each side wins some. */
const delayed = <T>(ms: number, request: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => void request().then(resolve, reject), ms));
const proposeOn = (by: UserRecord, on: GameRecord, amountCents = 1000) =>
  proposeBet(by, {
    gameId: on.id,
    betType: 'spread',
    selection: 'home',
    spread: -1.5,
    amount: amountCents,
  }).then(({ bet }) => bet);

const proposal = (amount: string) => ({
  gameId: game.id,
  betType: 'spread',
  selection: 'away',
  amount,
  spread: 2.5,
});

describe('simultaneous requests against the real database', () => {
  it('20 simultaneous accepts of one proposal: exactly one wins, the other 19 get 409', async () => {
    const proposer = await registeredUser();
    const acceptors = await Promise.all(Array.from({ length: 20 }, () => registeredUser()));
    const bet = expectStatus(await betting.propose(proposer, proposal('25.00')), 201).body;

    const responses = await Promise.all(acceptors.map((acceptor) => betting.accept(acceptor, bet.id)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const winner = acceptors[statuses.indexOf(200)];
    const committed = await Promise.all(
      acceptors.map(async (acceptor) => 100_000 - (await freshUser(acceptor)).availableCents),
    );
    expect(committed.filter((cents) => cents === 2500)).toHaveLength(1);
    expect(committed.filter((cents) => cents === 0)).toHaveLength(19);
    expect((await betting.myBets(proposer)).body[0]).toMatchObject({
      status: 'accepted',
      acceptorId: winner?.id,
    });
  });

  it('20 simultaneous official finals, 10-0 and 0-10 by turns: the game keeps one an admin was told was recorded, every bet is on it, and every refusal names the final that stands', async () => {
    const underWay = await scheduleGame({ kickoffInHours: -1, week: 13 });
    const [proposer, acceptor] = await registeredUsers(2);
    const before = new Date(Date.parse(underWay.gameDate) - HOUR);
    const { bet } = await proposeBet(
      proposer,
      { gameId: underWay.id, betType: 'spread', selection: 'home', spread: -2.5, amount: 1000 },
      { now: before },
    );
    await acceptBet(acceptor, bet.id, before);
    const sent = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? [10, 0] : [0, 10]));

    const answers = await raced(
      sent.map(([homeScore, awayScore]) =>
        admin('POST', `/api/admin/games/${underWay.id}/score`, { homeScore, awayScore }),
      ),
    );

    const game = await getGame(underWay.id, { consistent: true });
    const standing = `${String(game?.homeScore)}-${String(game?.awayScore)}`;
    const recorded = answers.flatMap((answer, index) =>
      answer.status === 200 ? [sent[index]?.join('-')] : [],
    );
    // The final that stands is one an admin was told was recorded; every other answer is a 409 naming
    // a final that stood when it was refused. Which request wins is the race's; races.test.ts forces
    // the interleaving that proves the guard.
    expect(recorded).toContain(standing);
    for (const answer of answers.filter((answer) => answer.status !== 200))
      expect(answer).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/it stands: home (10|0), away (0|10)\. Send yours again/) },
      });
    expect((await listGameBets(underWay.id)).map((each) => [each.status, each.finalScore])).toEqual([
      ['settled', standing],
    ]);
  });

  it('a user with 100.00 available firing 10 simultaneous 30.00 proposals gets exactly 3 through', async () => {
    const user = await registeredUser();
    await adjustBalance(user.id, -90_000, 'Leave 100.00');

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => betting.propose(user, proposal('30.00'))),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await freshUser(user)).toMatchObject({ balanceCents: 10_000, availableCents: 1000 });
    expect((await betting.myBets(user)).body).toHaveLength(3);
  });

  it('an acceptor with 1,000.00 available taking 5 bets at once that ask 300.00 of theirs each gets exactly 3', async () => {
    const proposers = await registeredUsers(5);
    const acceptor = await registeredUser();
    // 100.00 at 3 to 1: the acceptor risks 300.00 (docs/product.md, Odds), though the bet's amount is 100.00.
    const bets = await Promise.all(
      proposers.map(async (proposer) =>
        expectStatus(
          await betting.propose(proposer, {
            gameId: game.id,
            betType: 'moneyline',
            selection: 'home',
            odds: { win: 3, risk: 1 },
            amount: '100.00',
          }),
          201,
        ),
      ),
    );

    const responses = await raced(bets.map(({ body }) => betting.accept(acceptor, body.id)));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    for (const response of responses.filter((answer) => answer.status !== 200))
      expect(response).toMatchObject({
        status: 409,
        body: { message: 'Insufficient available balance: taking this bet risks 300.00 Pigskins of yours' },
      });
    const after = await freshUser(acceptor);
    expect(after).toMatchObject({ balanceCents: 100_000, availableCents: 10_000 });
    const theirs = await listPlayerBets(acceptor.id, { consistent: true });
    expect(after.availableCents).toBe(after.balanceCents - committedCents(theirs, acceptor.id));
  });

  it('five simultaneous retries of one proposal with the same Idempotency-Key create one bet', async () => {
    const user = await registeredUser();
    const headers = { 'idempotency-key': 'double-click-0001' };

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => betting.propose(user, proposal('40.00'), headers)),
    );

    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect((await freshUser(user)).availableCents).toBe(100_000 - 4000);
  });
});

describe('races between players and admins', () => {
  it(
    'deleting a user while others accept their proposals (and they accept one): either the deletion is refused or no accept lands',
    { timeout: RACE_TIMEOUT },
    async () => {
      const outcomes = { deleted: 0, refused: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const [leaving, other, ...acceptors] = await registeredUsers(5);
        const proposals = await Promise.all(acceptors.map(() => proposeOn(leaving, game)));
        const theirs = await proposeOn(other, game);

        const [deletion, ...accepts] = await raced([
          admin('DELETE', `/api/admin/users/${leaving.id}`),
          ...proposals.map((bet, index) =>
            delayed((round % 4) * 40, () => betting.accept(acceptors[index] ?? other, bet.id)),
          ),
          delayed((round % 4) * 40, () => betting.accept(leaving, theirs.id)),
        ]);

        const bets = await listPlayerBets(leaving.id);
        const user = await freshUser(leaving);
        if (deletion?.status === 200) {
          outcomes.deleted += 1;
          expect(user.deletedAt).toBeDefined();
          expect(bets.filter((bet) => COMMITTING_STATUSES.includes(bet.status))).toEqual([]);
          expect(accepts.every((response) => response.status !== 200)).toBe(true);
        } else {
          outcomes.refused += 1;
          expect(deletion?.status).toBe(409);
          expect(user.deletedAt).toBeUndefined();
          expect(bets.some((bet) => ACTIVE_STATUSES.includes(bet.status))).toBe(true);
        }
        expect(user.availableCents).toBe(user.balanceCents - committedCents(bets, user.id));
      }
      console.info('Deletion racing accepts:', outcomes);
    },
  );

  it(
    'deactivating a user while others accept their proposals cancels every proposal no accept reached',
    { timeout: RACE_TIMEOUT },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [paused, late, ...acceptors] = await registeredUsers(5);
        const proposals = await Promise.all(acceptors.map(() => proposeOn(paused, game)));
        const unanswered = await proposeOn(paused, game);

        const [deactivation, ...accepts] = await raced([
          admin('PATCH', `/api/admin/users/${paused.id}/status`, { isActive: false, isPaused: false }),
          ...proposals.map((bet, index) => betting.accept(acceptors[index] ?? late, bet.id)),
        ]);

        expect(deactivation?.status).toBe(200);
        // Once deactivated, nothing of theirs can be accepted, and nothing stays on offer.
        expect((await betting.accept(late, unanswered.id)).status).toBe(409);
        expect((await betting.available(late)).body.map((bet) => bet.proposerId)).not.toContain(paused.id);
        const bets = await listPlayerBets(paused.id);
        expect(bets.filter((bet) => bet.status === 'proposed')).toEqual([]);
        const accepted = accepts.filter((response) => response.status === 200).length;
        expect(bets.filter((bet) => bet.status === 'accepted')).toHaveLength(accepted);
        expect(bets.filter((bet) => bet.status === 'cancelled')).toHaveLength(
          proposals.length + 1 - accepted,
        );
        const user = await freshUser(paused);
        expect(user.availableCents).toBe(user.balanceCents - accepted * 1000);
      }
    },
  );

  it(
    'settling all of a game while a player settles one of its 8 bets: every bet settled once, and the admin told how many',
    { timeout: RACE_TIMEOUT },
    async () => {
      const outcomes = { playerFirst: 0, adminFirst: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const underWay = await scheduleGame({ kickoffInHours: -1, week: 14 });
        const before = new Date(Date.parse(underWay.gameDate) - HOUR);
        const players = await Promise.all(Array.from({ length: 16 }, () => registeredUser()));
        const bets: BetRecord[] = [];
        for (let index = 0; index < 8; index++) {
          const [proposer, acceptor] = [players[2 * index], players[2 * index + 1]] as [
            UserRecord,
            UserRecord,
          ];
          const { bet } = await proposeBet(
            proposer,
            { gameId: underWay.id, betType: 'spread', selection: 'home', spread: -2.5, amount: 1000 },
            { now: before },
          );
          await acceptBet(acceptor, bet.id, before);
          bets.push(await proposeSettlement(proposer, bet.id, { home: 24, away: 17 }));
        }
        // The player settles a bet in the middle of the admin's list.
        const contested = bets[3] as BetRecord;
        const acceptor = players[7] as UserRecord;

        const [settleAll, player] = await raced([
          // The players' own score: a bet they settle first is already on the official final.
          admin('POST', `/api/admin/bets/${bets[0]?.id ?? ''}/settle`, { finalScore: '17-24' }),
          delayed((round % 4) * 200, () => betting.acceptScore(acceptor, contested.id)),
        ]);

        expect(settleAll?.status, JSON.stringify(settleAll?.body)).toBe(200);
        const playerSettled = player?.status === 200 ? 1 : 0;
        if (playerSettled) outcomes.playerFirst += 1;
        else outcomes.adminFirst += 1;
        expect(settleAll?.body).toMatchObject({ settled: 8 - playerSettled, regraded: 0, failed: 0 });
        expect(settleAll?.body).toHaveProperty('message', expect.any(String));
        const after = await listGameBets(underWay.id);
        expect(after.map((bet) => bet.status)).toEqual(Array.from({ length: 8 }, () => 'settled'));
        expect(after.find((bet) => bet.id === contested.id)?.settledBy).toBe(
          playerSettled ? 'players' : 'admin',
        );
      }
      console.info('Settle all racing a player:', outcomes);
    },
  );

  it(
    'voiding a game while players propose and accept on it leaves no bet of it holding a stake',
    { timeout: RACE_TIMEOUT },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const doomed = await scheduleGame({ kickoffInHours: 24, week: 15 });
        const players = await registeredUsers(6);
        const [a, b, c, d, e, f] = players;
        const [openA, openB] = await Promise.all([proposeOn(a, doomed), proposeOn(b, doomed)]);
        await acceptBet(d, (await proposeOn(c, doomed)).id);

        const [voiding, ...others] = await raced([
          admin('POST', `/api/admin/games/${doomed.id}/void`, { status: 'postponed' }),
          betting.accept(e, openA.id),
          betting.accept(f, openB.id),
          betting.propose(e, {
            gameId: doomed.id,
            betType: 'over_under',
            selection: 'over',
            overUnder: 40.5,
            amount: '5',
          }),
          betting.propose(a, {
            gameId: doomed.id,
            betType: 'spread',
            selection: 'away',
            spread: 3,
            amount: '7',
          }),
        ]);

        expect(voiding?.status, JSON.stringify(voiding?.body)).toBe(200);
        expect(others.every((response) => response.status < 500)).toBe(true);
        const left = (await listGameBets(doomed.id)).filter((bet) =>
          COMMITTING_STATUSES.includes(bet.status),
        );
        expect(left).toEqual([]);
        for (const player of players) {
          const user = await freshUser(player);
          expect(user.availableCents).toBe(user.balanceCents);
        }
      }
    },
  );
});
