import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { proposalAlertsKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

const KEEP_SECONDS = 30 * 24 * 60 * 60;

/** A proposal alert may go out: how many proposals were held back since the last one. */
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
 * One proposal alert per user per `quietSeconds` (docs/decisions.md, Proposal alerts). Takes the slot
 * when the last alert is older than that, and answers how many proposals arrived meanwhile; otherwise
 * counts this proposal as held back and answers undefined. One conditional UpdateItem either way, so
 * proposals processed at the same moment (different stream shards) cannot both take it.
 */
export async function takeAlertSlot(
  userId: string,
  now: Date,
  quietSeconds: number,
): Promise<AlertSlot | undefined> {
  const key = proposalAlertsKey(userId);
  const sentAt = now.toISOString();
  // Kept well past the quiet time: the count of held proposals waits for the next alert.
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
          ':entity': 'proposalAlerts',
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
async function restore(key: ReturnType<typeof proposalAlertsKey>, takenAt: string, before: AlertWindow) {
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
