import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { commentAlertsKey, liveScoreAlertsKey, proposalAlertsKey, type Key } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

const KEEP_SECONDS = 30 * 24 * 60 * 60;

/**
 * What a window bounds (docs/decisions.md, Proposal alerts; Comment messages): a user's proposal
 * alerts, their messages about the comments of one thread, or one device's pushes of one game's score
 * changes (docs/product.md, Live scores).
 */
export interface AlertWindowOf {
  key: Key;
  entity: 'proposalAlerts' | 'commentAlerts' | 'liveScoreAlerts';
}

export const proposalAlerts = (userId: string): AlertWindowOf => ({
  key: proposalAlertsKey(userId),
  entity: 'proposalAlerts',
});

export const commentAlerts = (userId: string, on: string): AlertWindowOf => ({
  key: commentAlertsKey(userId, on),
  entity: 'commentAlerts',
});

export const liveScoreAlerts = (userId: string, gameId: string, deviceId: string): AlertWindowOf => ({
  key: liveScoreAlertsKey(userId, gameId, deviceId),
  entity: 'liveScoreAlerts',
});

/** An alert may go out: how many were held back since the last one. */
export interface AlertSlot {
  heldMeanwhile: number;
  /** Undoes taking the slot when the alert could not be sent, so the retry finds it open. */
  giveBack(): Promise<void>;
}

interface AlertWindow {
  sentAt?: string;
  held?: number;
}

/**
 * One alert of a window per `quietSeconds`. Takes the slot when the last alert is older than that, and
 * answers how many were held back meanwhile; otherwise counts this one as held back and answers
 * undefined. One conditional UpdateItem either way, so events processed at the same moment (different
 * stream shards) cannot both take it.
 */
export async function takeAlertSlot(
  { key, entity }: AlertWindowOf,
  now: Date,
  quietSeconds: number,
): Promise<AlertSlot | undefined> {
  const sentAt = now.toISOString();
  // Kept well past the quiet time: the count of those held back waits for the next alert.
  const expires = Math.floor(now.getTime() / 1000) + KEEP_SECONDS;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET entity = :entity, sentAt = :now, held = :zero, #expires = :expires',
        ConditionExpression: 'attribute_not_exists(sentAt) OR sentAt <= :quietSince',
        ExpressionAttributeNames: { '#expires': TIME_TO_LIVE_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':entity': entity,
          ':now': sentAt,
          ':zero': 0,
          ':expires': expires,
          ':quietSince': new Date(now.getTime() - quietSeconds * 1000).toISOString(),
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = (Attributes ?? {}) as AlertWindow;
    return { heldMeanwhile: before.held ?? 0, giveBack: () => restore(key, sentAt, before) };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD held :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  return undefined;
}

/** Puts the window back as it was, unless another alert has taken it since; holds counted meanwhile stay. */
async function restore(key: Key, takenAt: string, before: AlertWindow) {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression:
          before.sentAt === undefined
            ? 'SET held = held + :held REMOVE sentAt'
            : 'SET held = held + :held, sentAt = :sentAt',
        ConditionExpression: 'sentAt = :taken',
        ExpressionAttributeValues: {
          ':held': before.held ?? 0,
          ':taken': takenAt,
          ...(before.sentAt === undefined ? {} : { ':sentAt': before.sentAt }),
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
