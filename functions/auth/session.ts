import { AccountInactive, NotSignedIn, SIGNED_OUT_BY_ADMIN } from '../../domain/errors';
import { isAccountInactive } from '../../domain/users';
import { isId } from '../http/params';
import { logger } from '../observability/logger';
import { entityRead, getItemsTogether, type EntityRead } from '../store/client';
import { userEntity } from '../store/entities';
import { userKey } from '../store/keys';
import { signInEndedBy, type SignIn } from '../store/sessions';
import { findUserByEmail, getUser, type UserRecord } from '../store/users';
import { COOKIE, readCookies, sessionCookies } from './cookies';
import { readIdToken, verifyIdToken, type Identity } from './id-token';

export interface Session {
  user: UserRecord;
  /** Set-Cookie values to send back when the session was renewed or re-linked to its user. */
  renewedCookies: string[];
  /** The records the endpoint asked to read along with the user, in its reads' order. */
  companions: unknown[];
}

export const SIGNED_OUT = 'You signed out of Pigskin. Please sign in again.';

/** Refuses a token of a sign-in that ended, saying who ended it (docs/product.md, Access and roles). */
function checkSignInLive(user: UserRecord, signIn: SignIn): void {
  const endedBy = signInEndedBy(user, signIn);
  if (endedBy) throw new NotSignedIn(endedBy === 'admin' ? SIGNED_OUT_BY_ADMIN : SIGNED_OUT);
}

/**
 * Session cookies -> verified ID token -> the user, read fresh on every request so deactivation and admin
 * changes apply at once (docs/architecture.md, The request path). In the common case this is one GetItem,
 * which also says whether the user signed out since the token was issued (docs/decisions.md).
 */
export async function resolveSession(
  cookieValues: string[] | undefined,
  companionReads: readonly EntityRead[] = [],
): Promise<Session> {
  const cookies = readCookies(cookieValues);
  const idToken = cookies[COOKIE.idToken];
  // A refresh token alone cannot say which sign-in it continues, so it renews nothing.
  if (!idToken) throw new NotSignedIn();
  // The hinted read has no effect and is trusted only once it matches the verified token, so it runs
  // beside the verification: a cold start's key fetch and first DynamoDB call overlap (docs/decisions.md,
  // Cold starts).
  const [token, hinted] = await Promise.all([
    readIdToken(idToken),
    readHintedUser(cookies[COOKIE.userId], companionReads),
  ]);

  const { user, companions } = await sessionUserFrom(hinted, token.identity.email, companionReads);
  if (!user) throw new NotSignedIn('This email is not registered with Pigskin');
  // Deactivation ends every sign-in too; the person is told the truer reason.
  if (isAccountInactive(user)) throw new AccountInactive();
  // Renewals carry on from a token of an ended sign-in too: it must not be renewed either, and a
  // token renewed elsewhere from its refresh token keeps its auth_time and id.
  checkSignInLive(user, token.signIn);

  const renewed = token.expired
    ? await renewIdToken(cookies[COOKIE.refreshToken], token.identity, user)
    : undefined;
  const relinked = user.id !== cookies[COOKIE.userId];
  const renewedCookies =
    renewed || relinked
      ? sessionCookies({
          idToken: renewed?.idToken ?? idToken,
          refreshToken: renewed?.refreshToken,
          userId: user.id,
        })
      : [];
  return { user, renewedCookies, companions };
}

/**
 * An expired ID token is renewed with the refresh token, for the same person (docs/decisions.md, "Expired
 * ID tokens are renewed on the server").
 */
async function renewIdToken(
  refreshToken: string | undefined,
  identity: Identity,
  user: UserRecord,
): Promise<{ idToken: string; refreshToken?: string }> {
  if (!refreshToken) throw new NotSignedIn();
  let tokens: { idToken?: string; refreshToken?: string };
  try {
    // Renewal is rare (an ID token lasts an hour): the OIDC client is loaded then, not on every cold
    // start of every function (docs/decisions.md, Lambda bundles).
    tokens = await (await import('./renew')).renewTokens(refreshToken);
  } catch (error) {
    logger.warn('Session renewal failed', { error });
    throw new NotSignedIn('Your session has expired. Please sign in again.');
  }
  const renewed = tokens.idToken ? await verifyIdToken(tokens.idToken) : undefined;
  if (!tokens.idToken || !renewed || renewed.identity.email !== identity.email)
    throw new NotSignedIn('Your session has expired. Please sign in again.');
  checkSignInLive(user, renewed.signIn);
  return { idToken: tokens.idToken, refreshToken: tokens.refreshToken };
}

/**
 * The user-id cookie is only a hint for a one-call lookup (GetItem, or BatchGetItem with the
 * companions); the token's email decides. A hint that is not even shaped like an id (kilobytes of
 * it, say) is not looked up at all.
 */
export async function findSessionUser(
  userId: string | undefined,
  email: string,
  companionReads: readonly EntityRead[] = [],
): Promise<{ user: UserRecord | undefined; companions: Session['companions'] }> {
  return sessionUserFrom(await readHintedUser(userId, companionReads), email, companionReads);
}

interface HintedRead {
  user: UserRecord | undefined;
  companions: Session['companions'] | undefined;
}

async function readHintedUser(
  userId: string | undefined,
  companionReads: readonly EntityRead[],
): Promise<HintedRead | undefined> {
  if (!userId || !isId(userId)) return undefined;
  if (companionReads.length === 0) return { user: await getUser(userId), companions: undefined };
  const [item, ...others] = await getItemsTogether([
    entityRead(userEntity, userKey(userId)),
    ...companionReads,
  ]);
  // Checked against userEntity as it was read.
  return { user: item as UserRecord | undefined, companions: others };
}

async function sessionUserFrom(
  hinted: HintedRead | undefined,
  email: string,
  companionReads: readonly EntityRead[],
): Promise<{ user: UserRecord | undefined; companions: Session['companions'] }> {
  if (hinted?.user?.email === email && !hinted.user.deletedAt)
    return { user: hinted.user, companions: hinted.companions ?? [] };
  const user = await findUserByEmail(email);
  const companions =
    hinted?.companions ?? (companionReads.length > 0 ? await getItemsTogether(companionReads) : []);
  return { user, companions };
}
