import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TooManyRequests } from '../../domain/errors';
import { db, tableName } from './client';
import { rateLimitKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

export interface RateLimit {
  /** Names the limit in its key: `test-sms`, `writes`, ... */
  name: string;
  /** How many times per window. */
  limit: number;
  windowSeconds: number;
  /** What the 429 says, written for the person who hit it. */
  message: string;
}

/**
 * Subjects this container refused, until their window ends: the count only grows within a window, so
 * they would be refused again, and a flood costs one write per container rather than one per request.
 * Forgotten all at once past 5,000.
 */
const refusedUntil = new Map<string, number>();

/**
 * Counts one use of `limit` by `subject`, or refuses it with 429 once the window's count is reached.
 * One conditional UpdateItem on a counter item shared by every function (so every Lambda container
 * and the local host see the same count); DynamoDB's time to live removes windows that have passed.
 * Fixed windows: a burst at a window's edge can reach twice the limit, which is fine for stopping floods.
 */
export async function takeRateLimit(limit: RateLimit, subject: string, now = new Date()): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % limit.windowSeconds);
  const windowEnd = windowStart + limit.windowSeconds;
  const refusal = `${limit.name}#${subject}`;
  const until = refusedUntil.get(refusal) ?? 0;
  if (until > nowSeconds) throw new TooManyRequests(limit.message, until - nowSeconds);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: rateLimitKey(limit.name, subject, windowStart),
        UpdateExpression: 'SET entity = :entity, #expires = :expires ADD hits :one',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeNames: { '#expires': TIME_TO_LIVE_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':entity': 'rateLimit',
          ':expires': windowEnd,
          ':one': 1,
          ':limit': limit.limit,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    if (refusedUntil.size >= 5_000) refusedUntil.clear();
    refusedUntil.set(refusal, windowEnd);
    throw new TooManyRequests(limit.message, Math.max(1, windowEnd - nowSeconds));
  }
}

/**
 * A recipient (an email, a phone number) as a limit's subject: hashed, so the counters keep no address
 * (they live an hour past their window, and a table export should not list who was written to).
 */
export function recipientSubject(recipient: string): string {
  return createHash('sha256').update(recipient.toLowerCase()).digest('base64url').slice(0, 22);
}
