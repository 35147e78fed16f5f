import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { deliveryKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

/** Email and SMS go to the user's one address and number. */
export type DirectChannel = 'email' | 'sms';
/** Push goes to each of the user's devices, and is claimed per device: `push:<deviceId>`. */
export type PushChannel = `push:${string}`;
export type Channel = DirectChannel | PushChannel;

export const pushChannel = (deviceId: string): PushChannel => `push:${deviceId}`;

/**
 * Not a channel: the decision whether a comment's message to a user goes now or waits for their
 * window (docs/decisions.md, Comment messages), claimed like a send so it is made once.
 */
export const WINDOW_DECISION = 'window';

/** Who is sending: the same owner may take back its own unfinished claim (a retry of its record). */
export interface Sender {
  owner: string;
  now: Date;
}

// Longer than the stream keeps a record (24 h) and than any retry of the jobs that send.
const KEEP_SECONDS = 7 * 24 * 60 * 60;
// A claim left unfinished this long belongs to a run that died mid-send: another may take it over.
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

/**
 * Claims the right to send `notice` to one user on one channel (docs/decisions.md, Exactly once):
 * true when this sender may send it now. False when it was sent, or another sender is sending it.
 * A claim that is still `sending` is taken back by its own owner (the same stream record, retried
 * after a crash) or, once abandoned, by anyone.
 */
export async function claimDelivery(
  notice: string,
  userId: string,
  channel: Channel | typeof WINDOW_DECISION,
  { owner, now }: Sender,
): Promise<boolean> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...deliveryKey(notice, userId, channel),
          entity: 'delivery',
          state: 'sending',
          owner,
          claimedAt: now.toISOString(),
          [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
        },
        ConditionExpression:
          'attribute_not_exists(pk) OR (#state = :sending AND (#owner = :owner OR claimedAt < :abandoned))',
        ExpressionAttributeNames: { '#state': 'state', '#owner': 'owner' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':owner': owner,
          ':abandoned': new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Marks a claimed delivery as sent: nobody sends it again. */
export async function markDelivered(
  notice: string,
  userId: string,
  channel: Channel | typeof WINDOW_DECISION,
): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: deliveryKey(notice, userId, channel),
      UpdateExpression: 'SET #state = :sent',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'sent' },
    }),
  );
}

/** Gives a claim back when its sending failed, so the retry sends it instead of losing it. */
export async function releaseDelivery(
  notice: string,
  userId: string,
  channel: Channel | typeof WINDOW_DECISION,
): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: deliveryKey(notice, userId, channel) }));
}
