import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Conflict, InvalidRequest } from '../../domain/errors';
import { PHONE_CODE_MINUTES, PHONE_CODE_TRIES } from '../../domain/phone-codes';
import { db, getItem, tableName, transact } from './client';
import { phoneCodeEntity, type PhoneCode } from './entities';
import { recordOf } from './entity';
import { phoneCodeKey, userKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';
import type { UserRecord } from './users';

// Stored hashed, like invitation tokens: a copy of the table does not hold working codes.
const hashOf = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('base64url');

/** A new 6-digit code for the user's number; it replaces any code sent before. */
export async function newPhoneCode(
  userId: string,
  phoneNumber: string,
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000);
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...phoneCodeKey(userId),
        entity: 'phoneCode',
        phoneNumber,
        codeHash: hashOf(userId, code),
        expiresAt: expires.toISOString(),
        tries: 0,
        [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(expires.getTime() / 1000),
      } satisfies PhoneCode & Record<string, unknown>,
    }),
  );
  return { code, expiresAt: expires.toISOString() };
}

/**
 * Confirms the user's number with the code sent to it: the code must be for that number, unexpired,
 * and within its tries. Each attempt is counted before it is checked, in one conditional write, so
 * racing attempts cannot exceed the tries. Answers the user, confirmed.
 */
export async function confirmPhoneCode(user: UserRecord, code: string, now: Date): Promise<UserRecord> {
  const phoneNumber = user.phoneNumber;
  if (!phoneNumber) throw new InvalidRequest('Add a phone number first');
  let counted: PhoneCode;
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: phoneCodeKey(user.id),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'phoneNumber = :phone AND tries < :tries AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':one': 1,
          ':phone': phoneNumber,
          ':tries': PHONE_CODE_TRIES,
          ':now': now.toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    counted = recordOf(phoneCodeEntity, Attributes ?? {});
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    throw new InvalidRequest(await whyNot(user.id, phoneNumber, now));
  }

  const given = Buffer.from(hashOf(user.id, code));
  const expected = Buffer.from(counted.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    const left = PHONE_CODE_TRIES - counted.tries;
    throw new InvalidRequest(
      left > 0
        ? `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'That code is not right, and it was the last try: send a new code',
    );
  }

  const confirm = {
    user: {
      Update: {
        TableName: tableName,
        Key: userKey(user.id),
        UpdateExpression: 'SET phoneConfirmedAt = :now',
        // The number may have changed since the code was sent to it.
        ConditionExpression: 'phoneNumber = :phone',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':phone': phoneNumber },
      },
    },
    code: { Delete: { TableName: tableName, Key: phoneCodeKey(user.id) } },
  };
  await transact(confirm, () => new Conflict('Your phone number changed meanwhile: send a new code'));
  return { ...user, phoneConfirmedAt: now.toISOString() };
}

async function whyNot(userId: string, phoneNumber: string, now: Date): Promise<string> {
  const sent = await getItem(phoneCodeEntity, phoneCodeKey(userId), { consistent: true });
  if (!sent || sent.phoneNumber !== phoneNumber) return 'Send a code to your number first';
  if (sent.expiresAt <= now.toISOString()) return 'This code has expired: send a new one';
  return 'Too many wrong tries: send a new code';
}
