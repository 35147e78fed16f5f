import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../functions/store/games';
import { db } from '../../functions/store/client';
import { betting, expectStatus, freshUser, scheduleGame, tableSnapshot } from '../support/betting';
import { registeredUser } from '../support/users';

/**
 * DynamoDB Local never cancels a transaction for colliding with another (TransactionConflict), real
 * DynamoDB does under load: the real client's own middleware stack answers the next `conflicts`
 * TransactWriteItems calls as DynamoDB would, and lets every other call through to DynamoDB Local.
 */
let conflicts = 0;
/** Every TransactWriteItems the handlers sent, conflicted or not. */
let transactions = 0;

let game: GameRecord;

beforeAll(async () => {
  db.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      transactions += 1;
      if (conflicts === 0) return next(args);
      conflicts -= 1;
      throw new TransactionCanceledException({
        message:
          'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict]',
        $metadata: { httpStatusCode: 400 },
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      });
    },
    { step: 'initialize', name: 'transactionConflicts' },
  );
  game = await scheduleGame({ kickoffInHours: 30 });
});

afterEach(() => {
  conflicts = 0;
});

const proposal = () => ({
  gameId: game.id,
  betType: 'spread',
  selection: 'home',
  spread: -3.5,
  amount: '25',
});
const START_CENTS = 100_000;

describe('a transaction DynamoDB cancels for colliding with another', () => {
  it('is retried: the proposal is made once, and the stake is taken once', async () => {
    const proposer = await registeredUser();
    [conflicts, transactions] = [1, 0];

    const made = expectStatus(await betting.propose(proposer, proposal()), 201).body;

    expect(transactions).toBe(2);
    expect((await betting.myBets(proposer)).body.map((bet) => bet.id)).toEqual([made.id]);
    expect((await freshUser(proposer)).availableCents).toBe(START_CENTS - 2500);
  });

  it('is retried for an acceptance too: one acceptor, both stakes taken once', async () => {
    const [proposer, acceptor] = [await registeredUser(), await registeredUser()];
    const bet = expectStatus(await betting.propose(proposer, proposal()), 201).body;
    [conflicts, transactions] = [1, 0];

    expect(expectStatus(await betting.accept(acceptor, bet.id), 200).body).toMatchObject({
      status: 'accepted',
      acceptorId: acceptor.id,
    });

    expect((await freshUser(proposer)).availableCents).toBe(START_CENTS - 2500);
    expect((await freshUser(acceptor)).availableCents).toBe(START_CENTS - 2500);
    expect(transactions).toBe(2);
    expect((await betting.myBets(acceptor)).body.map((item) => item.id)).toEqual([bet.id]);
  });

  it('that keeps colliding is answered 409, saying to try again, and nothing is written', async () => {
    const proposer = await registeredUser();
    const before = await tableSnapshot();
    [conflicts, transactions] = [Number.POSITIVE_INFINITY, 0];

    expect(await betting.propose(proposer, proposal())).toMatchObject({
      status: 409,
      body: { message: 'Someone else changed this at the same moment. Please try again.' },
    });

    expect(transactions).toBe(3);
    conflicts = 0;
    expect(await tableSnapshot()).toEqual(before);
    expect((await betting.myBets(proposer)).body).toEqual([]);
    expect((await freshUser(proposer)).availableCents).toBe(START_CENTS);
  });
});
