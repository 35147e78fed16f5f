import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { userKey } from './keys';
import type { UserRecord } from './users';

/**
 * How long a sign-in can last: the session cookies' and the refresh token's lifetime. An ended
 * sign-in older than this cannot come back, so it need not be remembered.
 */
const SIGN_IN_SECONDS = 30 * 24 * 60 * 60;

/**
 * Ends one device's sign-in (docs/decisions.md, Signing out): its ID tokens, and any renewed from its
 * refresh token, carry its `auth_time`, refused from now on. ADD keeps two devices signing out at once
 * from losing either; ended sign-ins past their lifetime are dropped on the way.
 */
export async function endSignIn(user: UserRecord, signedInAt: number, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(user.id),
      UpdateExpression: 'ADD endedSignIns :signIn',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':signIn': new Set([signedInAt]) },
    }),
  );
  const lapsed = [...(user.endedSignIns ?? [])].filter(
    (ended) => ended < now.getTime() / 1000 - SIGN_IN_SECONDS,
  );
  if (lapsed.length === 0) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(user.id),
      UpdateExpression: 'DELETE endedSignIns :lapsed',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':lapsed': new Set(lapsed) },
    }),
  );
}

/**
 * Ends every sign-in of the user (Sign out everywhere; deactivation and deletion write it in their
 * own transaction): ID tokens from a sign-in before this second are refused, renewed or not, and so
 * are tokens minted later from an old refresh token, which keep their sign-in's auth_time. A sign-in
 * in the same second is not: ID tokens count whole seconds, and refusing it would refuse the person
 * who signs in again at once.
 */
export const SIGNED_OUT_EVERYWHERE = {
  SET: 'sessionsValidAfter = :signedOutAt',
  REMOVE: 'endedSignIns',
  values: (now: Date) => ({ ':signedOutAt': Math.floor(now.getTime() / 1000) }),
};

/** Sign out everywhere (Settings). */
export async function endEverySignIn(userId: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${SIGNED_OUT_EVERYWHERE.SET} REMOVE ${SIGNED_OUT_EVERYWHERE.REMOVE}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: SIGNED_OUT_EVERYWHERE.values(now),
    }),
  );
}

/** Whether a token from the sign-in at `signedInAt` (epoch seconds) still opens the user's session. */
export function signInIsLive(user: UserRecord, signedInAt: number): boolean {
  return signedInAt >= (user.sessionsValidAfter ?? 0) && !user.endedSignIns?.has(signedInAt);
}
