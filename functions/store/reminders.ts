import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { reminderKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

const KEEP_SECONDS = 7 * 24 * 60 * 60;

/** Claims the right to send one player's reminder about one bet; false when it was already claimed. */
export async function claimReminder(betId: string, userId: string, now: Date): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...reminderKey(betId, userId),
          entity: 'reminder',
          sentAt: now.toISOString(),
          [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Gives a claim back when its sending failed, so the next run tries again instead of losing it. */
export async function releaseReminder(betId: string, userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: reminderKey(betId, userId) }));
}
