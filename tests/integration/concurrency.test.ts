import { beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/store/games';
import { adjustBalance } from '../../functions/store/users';
import { betting, expectStatus, freshUser, scheduleGame } from '../support/betting';
import { registeredUser } from '../support/users';

let game: GameRecord;

beforeAll(async () => {
  game = await scheduleGame({ kickoffInHours: 48 });
});

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
