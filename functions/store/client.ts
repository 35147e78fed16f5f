import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { QueryCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '../../domain/errors';
import { requiredEnv } from '../config';

/** Created once per Lambda container (STYLE.md). DYNAMODB_ENDPOINT points the local host at DynamoDB Local. */
export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, maxAttempts: 3 }),
  { marshallOptions: { removeUndefinedValues: true } },
);

export const tableName = requiredEnv('TABLE_NAME');

/** Every page of a Query. Our partitions are small (one group of friends), so this stays one call. */
export async function queryAll<T>(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await db.send(new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Runs one all-or-nothing write. When a condition fails, `explain` turns the index of the failed item
 * into the error the caller should see. Real DynamoDB can also cancel a transaction that merely
 * collided with another one (TransactionConflict); those are retried, then answered with 409.
 */
export async function transact(
  items: TransactItem[],
  explain: (failedIndex: number) => Error,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw explain(failed);
      const conflicted = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflicted) throw error;
      if (attempt === 3)
        throw new Conflict('Someone else changed this at the same moment. Please try again.');
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
    }
  }
}
