import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditRun } from '../../domain/audit';
import { Conflict } from '../../domain/errors';
import { db, getItem, tableName } from './client';
import { auditFunction } from '../triggers';
import { auditEntity } from './entities';
import { auditKey } from './keys';

/** The longest an audit may run: its function's timeout in the cloud. */
export const AUDIT_TIMEOUT_MINUTES = auditFunction.timeoutMinutes;

/** How many differences the dashboard keeps; `npm run audit` prints them all. */
export const AUDIT_DETAILS_KEPT = 20;

const STATUS = { '#status': 'status' };

/** The audit as it stands; a run that overran its timeout reads as failed. */
export async function getAudit(now = new Date()): Promise<AuditRun | undefined> {
  const stored = await getItem(auditEntity, auditKey(), { consistent: true });
  if (!stored) return undefined;
  // Every answer has the same fields, whether or not a run has finished yet.
  const audit: AuditRun = { ...NO_OUTCOME, ...stored };
  if (audit.status === 'running' && overran(audit, now))
    return { ...audit, status: 'failed', error: `It did not finish within ${AUDIT_TIMEOUT_MINUTES} minutes` };
  return audit;
}

/** The item: a run's outcome fields are written when it finishes (or fails). */
type StoredAudit = Pick<AuditRun, 'status' | 'startedAt'> & Partial<AuditRun>;

const NO_OUTCOME = { checkedAt: null, items: null, problems: null, details: [], error: null };

const overran = (audit: StoredAudit, now: Date) =>
  Date.parse(audit.startedAt) < now.getTime() - AUDIT_TIMEOUT_MINUTES * 60_000;

/** Marks a new run as started, unless one is still running; answers its start time (its name). */
export async function startAudit(now = new Date()): Promise<string> {
  const startedAt = now.toISOString();
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: auditKey(),
        UpdateExpression: 'SET entity = :entity, #status = :running, startedAt = :startedAt REMOVE #error',
        ConditionExpression: 'attribute_not_exists(pk) OR #status <> :running OR startedAt < :stale',
        ExpressionAttributeNames: { ...STATUS, '#error': 'error' },
        ExpressionAttributeValues: {
          ':entity': 'auditResult',
          ':running': 'running',
          ':startedAt': startedAt,
          ':stale': new Date(now.getTime() - AUDIT_TIMEOUT_MINUTES * 60_000).toISOString(),
        },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    throw new Conflict('An audit is already running: its result shows here when it finishes');
  }
  return startedAt;
}

/** Records an outcome checked outside the dashboard's runs (`npm run audit`), whatever is under way. */
export async function recordAudit(outcome: { items: number; problems: string[] }, now = new Date()) {
  const startedAt = now.toISOString();
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...auditKey(),
        entity: 'auditResult',
        status: 'done',
        startedAt,
        checkedAt: startedAt,
        items: outcome.items,
        problems: outcome.problems.length,
        details: outcome.problems.slice(0, AUDIT_DETAILS_KEPT),
      } satisfies StoredAudit & Record<string, unknown>,
    }),
  );
}

/** Records a run's outcome, if the run is still the current one. */
export async function finishAudit(
  startedAt: string,
  outcome: { items: number; problems: string[] },
  now = new Date(),
): Promise<void> {
  await recordIfCurrent(startedAt, {
    UpdateExpression:
      'SET #status = :done, checkedAt = :checkedAt, #items = :items, #problems = :problems, #details = :details',
    ExpressionAttributeNames: {
      ...STATUS,
      '#items': 'items',
      '#problems': 'problems',
      '#details': 'details',
    },
    ExpressionAttributeValues: {
      ':done': 'done',
      ':checkedAt': now.toISOString(),
      ':items': outcome.items,
      ':problems': outcome.problems.length,
      ':details': outcome.problems.slice(0, AUDIT_DETAILS_KEPT),
    },
  });
}

/** Records why a run failed; the last outcome stays beside it. */
export async function failAudit(startedAt: string, reason: string): Promise<void> {
  await recordIfCurrent(startedAt, {
    UpdateExpression: 'SET #status = :failed, #error = :error',
    ExpressionAttributeNames: { ...STATUS, '#error': 'error' },
    ExpressionAttributeValues: { ':failed': 'failed', ':error': reason },
  });
}

async function recordIfCurrent(
  startedAt: string,
  update: {
    UpdateExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  },
) {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: auditKey(),
        ...update,
        ConditionExpression: 'startedAt = :startedAt',
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':startedAt': startedAt },
      }),
    );
  } catch (error) {
    // A later run took over (this one overran, or `npm run audit` ran meanwhile): its outcome stands.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
