import { parse, serialize, type SerializeOptions } from 'cookie';
import { appOrigin } from '../config';

/**
 * The app's cookies carry their own names: cookies are not separated by port, and the local dev
 * identity provider on the same host sets cookies of its own.
 */
export const COOKIE = {
  /** The ID token: verified on every request. */
  idToken: 'pigskin_session',
  /** Renews the ID token when it expires, so a session lasts as long as this does. */
  refreshToken: 'pigskin_refresh',
  /** Which user the session belongs to: lets one GetItem find them (checked against the token's email). */
  userId: 'pigskin_user',
  /** state, nonce and PKCE verifier between /api/login and /api/callback. */
  signIn: 'pigskin_signin',
} as const;

const SESSION_SECONDS = 30 * 24 * 60 * 60;
const SIGN_IN_SECONDS = 10 * 60;

function options(maxAge: number, path = '/api'): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: appOrigin().startsWith('https:'), path, maxAge };
}

export function readCookies(cookies: string[] | undefined): Record<string, string | undefined> {
  return parse((cookies ?? []).join('; '));
}

export function sessionCookies(session: {
  idToken: string;
  refreshToken?: string;
  userId: string;
}): string[] {
  return [
    serialize(COOKIE.idToken, session.idToken, options(SESSION_SECONDS)),
    serialize(COOKIE.userId, session.userId, options(SESSION_SECONDS)),
    ...(session.refreshToken
      ? [serialize(COOKIE.refreshToken, session.refreshToken, options(SESSION_SECONDS))]
      : []),
  ];
}

export function clearedSessionCookies(): string[] {
  return [COOKIE.idToken, COOKIE.userId, COOKIE.refreshToken].map((name) => serialize(name, '', options(0)));
}

export function signInCookie(value: string): string {
  return serialize(COOKIE.signIn, value, options(SIGN_IN_SECONDS, '/api/callback'));
}

export function clearedSignInCookie(): string {
  return serialize(COOKIE.signIn, '', options(0, '/api/callback'));
}
