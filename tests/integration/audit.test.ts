import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRun } from '../../domain/audit';
import { proposeBet } from '../../functions/store/bets';
import { db, tableName } from '../../functions/store/client';
import {
  AUDIT_DETAILS_KEPT,
  AUDIT_TIMEOUT_MINUTES,
  finishAudit,
  getAudit,
  recordAudit,
  startAudit,
} from '../../functions/store/audit';
import { auditsSettled } from '../../functions/audit/launch';
import {
  betKey,
  ledgerEntryKey,
  playerBetKey,
  seasonLeaderboardKey,
  userKey,
  type Key,
} from '../../functions/store/keys';
import { type UserRecord } from '../../functions/store/users';
import { adjustBalance } from '../../functions/store/balances';
import { auditLedger } from '../../functions/store/ledger-audit';
import { callApi } from '../support/api';
import { betSettledByAdmin, freshUser, scheduleGame } from '../support/betting';
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
    return (await auditLedger()).problems;
  } finally {
    await undo();
  }
}

/** One UpdateItem behind the store's back. */
const update = (
  key: Key,
  expression: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
) =>
  db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { ...key },
      UpdateExpression: expression,
      ExpressionAttributeValues: values,
      ExpressionAttributeNames: names,
    }),
  );
const setBalance = (user: UserRecord, cents: number) =>
  update(userKey(user.id), 'SET balanceCents = :b', { ':b': cents });
/** Sets the bet status of a copy kept for a player. */
const setStatus = (key: Key, status: string) =>
  update(key, 'SET #s = :status', { ':status': status }, { '#s': 'status' });
const addWins = (key: Key, wins: number) => update(key, 'ADD wins :wins', { ':wins': wins });

function expectStarted(response: { status: number; body: unknown }) {
  expect(response, JSON.stringify(response.body)).toMatchObject({ status: 202, body: { status: 'running' } });
}

describe('the ledger audit', () => {
  it('runs from the dashboard: answers at once with the run under way, then shows its result', async () => {
    const started = await callApi<AuditRun>('POST', '/api/admin/audit', { as: ADMIN_EMAIL });
    expect(started).toMatchObject({ status: 202, body: { status: 'running' } });
    await auditsSettled();

    const shown = (await callApi<AuditRun>('GET', '/api/admin/audit', { as: ADMIN_EMAIL })).body;
    const { items } = await auditLedger();
    expect(shown).toMatchObject({
      status: 'done',
      startedAt: started.body.startedAt,
      problems: 0,
      details: [],
    });
    // The result item itself is one more item the next read sees.
    expect(shown.items).toBeGreaterThanOrEqual(items - 1);
    expect(Date.parse(shown.checkedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(shown.startedAt));
  });

  it('shows the problems a dashboard run found, the first of them in full, and keeps them through the next run', async () => {
    await setBalance(ann, 999_999);
    try {
      expectStarted(await callApi('POST', '/api/admin/audit', { as: ADMIN_EMAIL }));
      await auditsSettled();
    } finally {
      await setBalance(ann, 102_500);
    }
    const found = (await callApi<AuditRun>('GET', '/api/admin/audit', { as: ADMIN_EMAIL })).body;
    expect(found).toMatchObject({ status: 'done', problems: 3 });
    expect(found.details).toEqual([
      `User ${ann.id}: ledger sums to 102500, balance is 999999`,
      `User ${ann.id}: available 102500, balance 999999 minus open bets 0 is 999999`,
      expect.stringMatching(/^Currency: balances total/),
    ]);

    // While the next run is under way the last outcome stays on screen.
    const next = await startAudit();
    const during = (await callApi<AuditRun>('GET', '/api/admin/audit', { as: ADMIN_EMAIL })).body;
    expect(during).toMatchObject({ status: 'running', problems: 3, checkedAt: found.checkedAt });
    await finishAudit(next, await auditLedger());
    expect((await callApi<AuditRun>('GET', '/api/admin/audit', { as: ADMIN_EMAIL })).body).toMatchObject({
      status: 'done',
      problems: 0,
    });
  });

  it('runs one audit at a time, and lets a new one start once a run overran its timeout', async () => {
    const now = Date.now();
    const running = await startAudit(new Date(now));
    expect(await callApi('POST', '/api/admin/audit', { as: ADMIN_EMAIL })).toMatchObject({
      status: 409,
      body: { message: 'An audit is already running: its result shows here when it finishes' },
    });
    const later = new Date(now + (AUDIT_TIMEOUT_MINUTES + 1) * 60_000);
    expect(await getAudit(later)).toMatchObject({
      status: 'failed',
      error: `It did not finish within ${AUDIT_TIMEOUT_MINUTES} minutes`,
    });
    const next = await startAudit(later);
    // The overrun run finishing late does not overwrite the newer one.
    await finishAudit(running, { items: 1, problems: ['stale'] });
    expect(await getAudit(later)).toMatchObject({ status: 'running', startedAt: next });
    await finishAudit(next, { items: 2, problems: [] });
    expect(await getAudit(later)).toMatchObject({ status: 'done', items: 2, problems: 0 });
  });

  it('keeps the first problems for the dashboard when there are many, and counts them all', async () => {
    const many = Array.from({ length: 30 }, (_, index) => `Problem ${index + 1}`);
    await recordAudit({ items: 1234, problems: many });
    expect((await callApi<AuditRun>('GET', '/api/admin/audit', { as: ADMIN_EMAIL })).body).toMatchObject({
      status: 'done',
      items: 1234,
      problems: 30,
      details: many.slice(0, AUDIT_DETAILS_KEPT),
    });
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
        await update(userKey(ann.id), 'SET balanceCents = :b, availableCents = :b, ledgerSequence = :s', {
          ':b': 107_500,
          ':s': 3,
        });
      },
      async () => {
        await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
        await update(userKey(ann.id), 'SET balanceCents = :b, availableCents = :b, ledgerSequence = :s', {
          ':b': 102_500,
          ':s': 2,
        });
      },
    );
    expect(problems).toEqual([expect.stringContaining('Currency: balances total')]);
  });

  it('notices an item that is not as its entity declares, naming its key and the attribute', async () => {
    const setBalanceAttribute = (value: unknown) =>
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: userKey(ann.id),
          UpdateExpression: 'SET balanceCents = :b',
          ExpressionAttributeValues: { ':b': value },
        }),
      );
    const problems = await tampered(
      () => setBalanceAttribute('1025.00'),
      () => setBalanceAttribute(102_500),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        `The stored user at USER#${ann.id} / PROFILE is not as declared: balanceCents must be a number`,
      ]),
    );
  });

  it('notices a player copy that disagrees with its bet, and a leaderboard row off by one', async () => {
    const copy = playerBetKey(ben.id, settledBetId);
    const board = seasonLeaderboardKey(2025, ann.id);
    const problems = await tampered(
      async () => {
        await setStatus(copy, 'accepted');
        await addWins(board, 1);
      },
      async () => {
        await setStatus(copy, 'settled');
        await addWins(board, -1);
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

  it('checks a bet at odds by each side’s own stake: odds changed behind its back show', async () => {
    const [cal, dan] = await Promise.all([registeredUser(), registeredUser()]);
    const straightUp = await betSettledByAdmin(
      { proposer: cal, acceptor: dan },
      await scheduleGame({ kickoffInHours: -1, week: 3 }),
      { betType: 'moneyline', selection: 'home', odds: { win: 3, risk: 2 }, amount: 2000 },
      { home: 20, away: 10 },
    );
    expect(await freshUser(dan)).toMatchObject({ balanceCents: 97_000, availableCents: 97_000 });
    expect((await auditLedger()).problems).toEqual([]);
    const setOdds = (odds: { win: number; risk: number }) =>
      update(betKey(straightUp.id), 'SET odds = :odds', { ':odds': odds });

    // Read at even money, the 30.00 each side moved is not what the bet says.
    const atEvenMoney = await tampered(
      () => setOdds({ win: 1, risk: 1 }),
      () => setOdds({ win: 3, risk: 2 }),
    );
    expect(atEvenMoney).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Bet ${straightUp.id}: the proposer should have one bet_win of 2000`),
        expect.stringContaining(`Bet ${straightUp.id}: the acceptor should have one bet_loss of -2000`),
      ]),
    );
    expect(
      await tampered(
        () => setOdds({ win: 6, risk: 4 }),
        () => setOdds({ win: 3, risk: 2 }),
      ),
    ).toContain(`Bet ${straightUp.id}: its odds 6 to 4 are not odds Pigskin takes`);
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
