/** The admin dashboard's Platform Stats: counts and sums read without listing what they count. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BetStatus } from '../../domain/bets';
import { db, queryAll, tableName } from './client';
import { userEntity } from './entities';
import { projectionOf } from './entity';
import { betsByStatus, COLLECTION } from './keys';
import { isAdmin } from '../config';

/** How many bets are in a status (admin statistics; a COUNT query reads no items back). */
export async function countBets(status: BetStatus): Promise<number> {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :status',
        ExpressionAttributeValues: { ':status': betsByStatus(status).gsi2pk },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
}

/**
 * How many users there are, how many of them admins, and their balances' sum: read through the
 * collection with only those attributes, so the answer stays small however many users there are.
 */
export async function summarizeUsers(): Promise<{ users: number; admins: number; balanceCents: number }> {
  const summary = projectionOf(userEntity, ['email', 'balanceCents']);
  const users = await queryAll(summary, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :users',
    ExpressionAttributeValues: { ':users': COLLECTION.users },
    ProjectionExpression: summary.expression,
  });
  return {
    users: users.length,
    admins: users.filter(isAdmin).length,
    balanceCents: users.reduce((sum, user) => sum + user.balanceCents, 0),
  };
}
