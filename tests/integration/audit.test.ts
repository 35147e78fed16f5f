import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { proposeBet } from '../../functions/store/bets';
import { db, tableName } from '../../functions/store/client';
import { getAuditResult } from '../../functions/store/audit';
import {
  betKey,
  ledgerEntryKey,
  playerBetKey,
  seasonLeaderboardKey,
  userKey,
} from '../../functions/store/keys';
import { adjustBalance, type UserRecord } from '../../functions/store/users';
import { auditTable } from '../../tools/audit/audit';
import { callApi } from '../support/api';
import { betSettledByAdmin, scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

let ann: UserRecord;
let ben: UserRecord;
let settledBetId: string;

beforeAll(async () => {
  await ensureAdmin();
  [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
  settledBetId = (
    await betSettledByAdmin(
      { proposer: ann, acceptor: ben },
      await scheduleGame({ kickoffInHours: -1, week: 3 }),
      { betType: 'spread', selection: 'home', spread: -1.5, amount: 2500 },
      { home: 20, away: 10 },
    )
  ).id;
  await adjustBalance(ben.id, 1000, 'Welcome back');
  const open = await scheduleGame({ kickoffInHours: 24 });
  await proposeBet(ben, {
    gameId: open.id,
    betType: 'over_under',
    selection: 'over',
    overUnder: 40,
    amount: 500,
  });
});

/** Changes the table behind the store's back, audits, then puts it back. */
async function tampered(change: () => Promise<unknown>, undo: () => Promise<unknown>): Promise<string[]> {
  await change();
  try {
    return (await auditTable()).allDetails;
  } finally {
    await undo();
  }
}

const setBalance = (user: UserRecord, cents: number) =>
  db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(user.id),
      UpdateExpression: 'SET balanceCents = :b',
      ExpressionAttributeValues: { ':b': cents },
    }),
  );

describe('the ledger audit', () => {
  it('finds a consistent table consistent, and records the result for the dashboard', async () => {
    const result = await auditTable();
    expect(result.allDetails).toEqual([]);
    expect(await getAuditResult()).toMatchObject({ problems: 0, items: result.items });
    const shown = await callApi<{ problems: number }>('GET', '/api/admin/audit', { as: ADMIN_EMAIL });
    expect(shown.body).toMatchObject({ problems: 0, checkedAt: result.checkedAt });
  });

  it('notices a balance that moved without a ledger entry', async () => {
    const problems = await tampered(
      () => setBalance(ann, 999_999),
      () => setBalance(ann, 102_500),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`User ${ann.id}: ledger sums to 102500, balance is 999999`),
      ]),
    );
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^Currency: balances total/)]));
  });

  it('notices currency created out of nothing, even with a matching entry', async () => {
    // Ann has two entries: her starting balance and her win.
    const key = ledgerEntryKey(ann.id, 3);
    const problems = await tampered(
      async () => {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...key,
              entity: 'ledgerEntry',
              id: 'forged',
              userId: ann.id,
              sequence: 3,
              type: 'bet_win',
              amountCents: 5000,
              balanceAfterCents: 107_500,
              description: 'forged',
              createdAt: new Date().toISOString(),
            },
          }),
        );
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: userKey(ann.id),
            UpdateExpression: 'SET balanceCents = :b, availableCents = :b, ledgerSequence = :s',
            ExpressionAttributeValues: { ':b': 107_500, ':s': 3 },
          }),
        );
      },
      async () => {
        await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: userKey(ann.id),
            UpdateExpression: 'SET balanceCents = :b, availableCents = :b, ledgerSequence = :s',
            ExpressionAttributeValues: { ':b': 102_500, ':s': 2 },
          }),
        );
      },
    );
    expect(problems).toEqual([expect.stringContaining('Currency: balances total')]);
  });

  it('notices a player copy that disagrees with its bet, and a leaderboard row off by one', async () => {
    const copy = playerBetKey(ben.id, settledBetId);
    const board = seasonLeaderboardKey(2025, ann.id);
    const problems = await tampered(
      async () => {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: copy,
            UpdateExpression: 'SET #s = :accepted',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':accepted': 'accepted' },
          }),
        );
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: board,
            UpdateExpression: 'ADD wins :one',
            ExpressionAttributeValues: { ':one': 1 },
          }),
        );
      },
      async () => {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: copy,
            UpdateExpression: 'SET #s = :settled',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':settled': 'settled' },
          }),
        );
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: board,
            UpdateExpression: 'ADD wins :minus',
            ExpressionAttributeValues: { ':minus': -1 },
          }),
        );
      },
    );
    expect(problems).toEqual([
      expect.stringContaining(`Bet ${settledBetId}: ${ben.id}'s copy`),
      expect.stringContaining('Leaderboard LEADERBOARD#2025#SEASON'),
    ]);
  });

  it('notices a settled bet whose loser has no ledger entry', async () => {
    const entry = ledgerEntryKey(ben.id, 2);
    const { Item } = await db.send(
      new (await import('@aws-sdk/lib-dynamodb')).GetCommand({ TableName: tableName, Key: entry }),
    );
    const problems = await tampered(
      () => db.send(new DeleteCommand({ TableName: tableName, Key: entry })),
      () => db.send(new PutCommand({ TableName: tableName, Item })),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Bet ${settledBetId}: the acceptor should have one bet_loss of -2500`),
      ]),
    );
  });

  it('notices an open proposal of a deactivated user, and a voided bet without its refunds', async () => {
    const setActive = (isActive: boolean) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(ben.id),
          UpdateExpression: 'SET isActive = :active',
          ExpressionAttributeValues: { ':active': isActive },
        }),
      );
    expect(
      await tampered(
        () => setActive(false),
        () => setActive(true),
      ),
    ).toEqual([`User ${ben.id}: inactive, yet has open proposals`]);

    const voided = (value: string | null) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: betKey(settledBetId),
          UpdateExpression: value
            ? 'SET voidedAt = :at, #s = :cancelled'
            : 'REMOVE voidedAt SET #s = :settled',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: value
            ? { ':at': value, ':cancelled': 'cancelled' }
            : { ':settled': 'settled' },
        }),
      );
    const problems = await tampered(
      () => voided(new Date().toISOString()),
      () => voided(null),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Bet ${settledBetId}: voided, so ${ann.id} should have one bet_refund of 0`),
      ]),
    );
  });
});
