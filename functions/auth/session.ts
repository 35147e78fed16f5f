import * as oidc from 'openid-client';
import { AccountInactive, NotSignedIn } from '../../domain/errors';
import { isAccountInactive } from '../../domain/users';
import { findUserByEmail, getUser, type UserRecord } from '../store/users';
import { COOKIE, readCookies, sessionCookies } from './cookies';
import { IdTokenExpired, verifyIdToken, type Identity } from './id-token';
import { oidcConfiguration } from './oidc';

export interface Session {
  user: UserRecord;
  /** Set-Cookie values to send back when the session was renewed or re-linked to its user. */
  renewedCookies: string[];
}

/**
 * Session cookies -> verified ID token -> the user, read fresh on every request so deactivation and
 * admin changes apply at once (DESIGN.md, Sign-in). In the common case this is one GetItem.
 */
export async function resolveSession(cookieValues: string[] | undefined): Promise<Session> {
  const cookies = readCookies(cookieValues);
  const { identity, renewed } = await verifiedIdentity(cookies[COOKIE.idToken], cookies[COOKIE.refreshToken]);

  const user = await findSessionUser(cookies[COOKIE.userId], identity.email);
  if (!user) throw new NotSignedIn('This email is not registered with Pigskin');
  if (isAccountInactive(user)) throw new AccountInactive();

  const relinked = user.id !== cookies[COOKIE.userId];
  const renewedCookies =
    renewed || relinked
      ? sessionCookies({
          idToken: renewed?.idToken ?? String(cookies[COOKIE.idToken]),
          refreshToken: renewed?.refreshToken,
          userId: user.id,
        })
      : [];
  return { user, renewedCookies };
}

async function verifiedIdentity(
  idToken: string | undefined,
  refreshToken: string | undefined,
): Promise<{ identity: Identity; renewed?: { idToken: string; refreshToken?: string } }> {
  if (idToken) {
    try {
      return { identity: await verifyIdToken(idToken) };
    } catch (error) {
      if (!(error instanceof IdTokenExpired)) throw error;
    }
  }
  if (!refreshToken) throw new NotSignedIn();
  const renewed = await renewIdToken(refreshToken);
  return { identity: await verifyIdToken(renewed.idToken), renewed };
}

async function renewIdToken(refreshToken: string): Promise<{ idToken: string; refreshToken?: string }> {
  try {
    const tokens = await oidc.refreshTokenGrant(await oidcConfiguration(), refreshToken);
    if (!tokens.id_token) throw new Error('The identity provider returned no ID token');
    return { idToken: tokens.id_token, refreshToken: tokens.refresh_token };
  } catch (error) {
    console.warn('Session renewal failed', error);
    throw new NotSignedIn('Your session has expired. Please sign in again.');
  }
}

/** The user-id cookie is only a hint for a one-GetItem lookup; the token's email decides. */
async function findSessionUser(userId: string | undefined, email: string): Promise<UserRecord | undefined> {
  if (userId) {
    const user = await getUser(userId);
    if (user?.email === email && !user.deletedAt) return user;
  }
  return findUserByEmail(email);
}
