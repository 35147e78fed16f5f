import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { QueryCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import pRetry from 'p-retry';
import { Conflict } from '../../domain/errors';
import { requiredEnv } from '../config';
import { countingCalls } from '../observability/aws-calls';
import { recordOf, type Entity } from './entity';
import type { Key } from './keys';

/**
 * Created once per Lambda container (docs/decisions.md, How the code reads), its calls counted.
 * DYNAMODB_ENDPOINT points the local host at DynamoDB Local.
 */
export const db = DynamoDBDocumentClient.from(
  countingCalls(new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, maxAttempts: 3 }), 'DynamoDB'),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = requiredEnv('TABLE_NAME');

/** The record at `key`, which must be a key of `entity`'s own (store/keys.ts, Key). */
export async function getItem<T, Name extends string>(
  entity: Entity<T, Name>,
  key: Key<NoInfer<Name>>,
  options: { consistent?: boolean } = {},
): Promise<T | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: { ...key }, ConsistentRead: options.consistent }),
  );
  return Item ? recordOf(entity, Item) : undefined;
}

/** The records at these keys, in as few calls as BatchGetItem allows (100 keys each), retrying what it hands back. */
export async function batchGetAll<T, Name extends string>(
  entity: Entity<T, Name>,
  keys: readonly Key<NoInfer<Name>>[],
  options: { consistent?: boolean } = {},
): Promise<T[]> {
  const records: T[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let batch: Record<string, unknown>[] = keys.slice(start, start + 100).map((key) => ({ ...key }));
    while (batch.length > 0) {
      const { Responses, UnprocessedKeys } = await db.send(
        new BatchGetCommand({
          RequestItems: { [tableName]: { Keys: batch, ConsistentRead: options.consistent } },
        }),
      );
      records.push(...(Responses?.[tableName] ?? []).map((item) => recordOf(entity, item)));
      batch = UnprocessedKeys?.[tableName]?.Keys ?? [];
    }
  }
  return records;
}

/** One item to read, and the entity it is: made by `entityRead`, which holds the key to the entity's own. */
export interface EntityRead {
  entity: Entity<unknown>;
  key: Key;
}

export const entityRead = <T, Name extends string>(
  entity: Entity<T, Name>,
  key: Key<NoInfer<Name>>,
): EntityRead => ({
  entity,
  key,
});

/**
 * A few records read in one BatchGetItem (one call, unless DynamoDB hands keys back), each checked
 * against its entity, in the order of the reads; undefined where there is no item.
 */
export async function getItemsTogether(reads: readonly EntityRead[]): Promise<unknown[]> {
  const found = new Map<string, Record<string, unknown>>();
  const id = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
  let batch: Record<string, unknown>[] = reads.map(({ key }) => ({ ...key }));
  while (batch.length > 0) {
    const { Responses, UnprocessedKeys } = await db.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: batch } } }),
    );
    for (const item of Responses?.[tableName] ?? []) found.set(id(item), item);
    batch = UnprocessedKeys?.[tableName]?.Keys ?? [];
  }
  return reads.map(({ entity, key }) => {
    const item = found.get(id({ ...key }));
    return item ? recordOf(entity, item) : undefined;
  });
}

/** Every page of a Query. Our partitions are small (one group of friends), so this stays one call. */
export async function queryAll<T>(
  entity: Entity<T>,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey }));
    items.push(...(page.Items ?? []).map((item) => recordOf(entity, item)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * A transaction's condition failed because something it read has changed since (a bet's version, a
 * balance). The operation reads again and re-checks its rules, which either succeeds or names the
 * precise reason it cannot.
 */
export class StaleRead extends Error {}

export async function withFreshReads<T>(operation: () => Promise<T>): Promise<T> {
  const stale = new Conflict('This changed several times while we tried. Please try again.');
  // Five tries, one straight after another; anything but a stale read is answered at once.
  return pRetry(
    () =>
      operation().catch((error: unknown) => {
        throw error instanceof StaleRead ? stale : error;
      }),
    { retries: 4, minTimeout: 0, shouldRetry: ({ error }) => error === stale },
  );
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A transaction's items by name. A part may be several items (a bet and its players' copies) or none
 * (an optional check): a failure in it is reported by the part's name.
 */
export type TransactParts = Record<string, TransactItem | readonly TransactItem[]>;

const isSeveral = (part: TransactParts[string]): part is readonly TransactItem[] => Array.isArray(part);

/**
 * Runs one all-or-nothing write. When a condition fails, `explain` turns the name of the failed part
 * into the error the caller should see. Real DynamoDB can also cancel a transaction that merely
 * collided with another one (TransactionConflict); those are retried, then answered with 409.
 */
export async function transact<Parts extends TransactParts>(
  parts: Parts,
  explain: (failed: keyof Parts & string) => Error,
): Promise<void> {
  const names: (keyof Parts & string)[] = [];
  const items: TransactItem[] = [];
  for (const [name, part] of Object.entries(parts)) {
    for (const item of isSeveral(part) ? part : [part]) {
      names.push(name);
      items.push(item);
    }
  }
  const collided = new Conflict('Someone else changed this at the same moment. Please try again.');
  // Three tries, the second 20-40 ms after the first and the third 40-80 ms after that; only a
  // collision is tried again, and one on the last try is answered as it is (409).
  await pRetry(
    async () => {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: items }));
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const name = names[reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed')];
        if (name !== undefined) throw explain(name);
        throw reasons.some((reason) => reason.Code === 'TransactionConflict') ? collided : error;
      }
    },
    { retries: 2, minTimeout: 20, randomize: true, shouldRetry: ({ error }) => error === collided },
  );
}
