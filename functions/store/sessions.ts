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
 * The sign-in an ID token comes from, named alike by every token renewed from its refresh token
 * (functions/auth/id-token.ts reads it): its `auth_time` (epoch seconds) and, where the token carries
 * one, its own id.
 */
export interface SignIn {
  at: number;
  id?: string;
}

/** An ended sign-in as `endedSignInIds` holds it: `<auth_time>:<id>`, the id empty when its tokens had none. */
const endedKey = (signIn: SignIn) => `${String(signIn.at)}:${signIn.id ?? ''}`;
const secondOf = (key: string) => Number(key.slice(0, key.indexOf(':')));

/**
 * Ends one device's sign-in (docs/decisions.md, Signing out): its ID tokens, and any renewed from its
 * refresh token, carry its `auth_time` and id, refused from now on. ADD keeps two devices signing out
 * at once from losing either; ended sign-ins past their lifetime are dropped on the way, those that
 * `endedSignIns` kept by their second alone included.
 */
export async function endSignIn(user: UserRecord, signIn: SignIn, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(user.id),
      UpdateExpression: 'ADD endedSignInIds :signIn',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':signIn': new Set([endedKey(signIn)]) },
    }),
  );
  const lapsedBefore = now.getTime() / 1000 - SIGN_IN_SECONDS;
  const lapsed = Object.entries({
    endedSignInIds: [...(user.endedSignInIds ?? [])].filter((key) => secondOf(key) < lapsedBefore),
    endedSignIns: [...(user.endedSignIns ?? [])].filter((second) => second < lapsedBefore),
  }).filter(([, values]) => values.length > 0);
  if (lapsed.length === 0) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(user.id),
      UpdateExpression: `DELETE ${lapsed.map(([name]) => `${name} :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: Object.fromEntries(
        lapsed.map(([name, values]) => [`:${name}`, new Set<string | number>(values)]),
      ),
    }),
  );
}

/**
 * Ends every sign-in of the user: ID tokens from a sign-in before this second are refused, renewed or
 * not, and so are tokens minted later from an old refresh token, which keep their sign-in's auth_time.
 * A sign-in in the same second is not: ID tokens count whole seconds, and refusing it would refuse the
 * person who signs in again at once. `by` says who ended them, so the person is told (Sign out
 * everywhere is the user's; deactivation and deletion, the admin's, write it in their own transaction).
 */
export const signedOutEverywhere = (by: NonNullable<UserRecord['sessionsEndedBy']>) => ({
  SET: 'sessionsValidAfter = :signedOutAt, sessionsEndedBy = :sessionsEndedBy',
  REMOVE: 'endedSignIns, endedSignInIds',
  values: (now: Date) => ({ ':signedOutAt': Math.floor(now.getTime() / 1000), ':sessionsEndedBy': by }),
});

/** Sign out everywhere (Settings). */
export async function endEverySignIn(userId: string, now: Date): Promise<void> {
  const update = signedOutEverywhere('user');
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${update.SET} REMOVE ${update.REMOVE}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: update.values(now),
    }),
  );
}

/**
 * Who ended the sign-in a token comes from, or undefined while it still opens the user's session. A
 * sign-in is told apart by its id, not its second: two in the same second are two. What carries no id
 * is judged by its second, the cautious way: an ended sign-in without an id ends its whole second, and
 * a token without one is refused when any sign-in of its second ended (as are those `endedSignIns`
 * holds, from before sign-ins had ids).
 */
export function signInEndedBy(user: UserRecord, signIn: SignIn): 'user' | 'admin' | undefined {
  if (signIn.at < (user.sessionsValidAfter ?? 0)) return user.sessionsEndedBy ?? 'user';
  const ended = user.endedSignInIds ?? new Set<string>();
  const endedAlone =
    user.endedSignIns?.has(signIn.at) === true ||
    ended.has(endedKey({ at: signIn.at })) ||
    (signIn.id === undefined
      ? [...ended].some((key) => secondOf(key) === signIn.at)
      : ended.has(endedKey(signIn)));
  return endedAlone ? 'user' : undefined;
}
