import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userKey } from './keys';

/**
 * Ends every session of the user (signing out, docs/decisions.md): ID tokens issued up to this second
 * are refused from now on (ID tokens count whole seconds), and so cannot be renewed either.
 */
export async function endSessions(userId: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET sessionsValidAfter = :after',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':after': Math.floor(now.getTime() / 1000) + 1 },
    }),
  );
}
