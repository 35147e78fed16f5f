import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { deliveryKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

export type Channel = 'email' | 'sms';

// Longer than the stream keeps a record (24 h) and than any retry of the jobs that send.
const KEEP_SECONDS = 7 * 24 * 60 * 60;

/**
 * Claims the right to send `notice` to one user on one channel; false when it was claimed already
 * (sent, or being sent by a concurrent run). docs/decisions.md, Exactly once.
 */
export async function claimDelivery(
  notice: string,
  userId: string,
  channel: Channel,
  now: Date,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...deliveryKey(notice, userId, channel),
          entity: 'delivery',
          claimedAt: now.toISOString(),
          [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a claim back when its sending failed, so the retry sends it instead of losing it. */
export async function releaseDelivery(notice: string, userId: string, channel: Channel): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: deliveryKey(notice, userId, channel) }));
}
