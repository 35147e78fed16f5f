import * as oidc from 'openid-client';
import * as z from 'zod/mini';
import { Conflict } from '../../domain/errors';
import { appOrigin } from '../config';
import { publicEndpoint } from '../http/endpoint';
import { redirect } from '../http/responses';
import { findInvitationByEmail, markInvitationIncomplete } from '../store/invitations';
import { createUser, findUserByEmail, isAdmin, type UserRecord } from '../store/users';
import { clearedSessionCookies, clearedSignInCookie, COOKIE, readCookies, sessionCookies } from './cookies';
import { verifyIdToken, type Identity } from './id-token';
import { callbackUrl, oidcConfiguration } from './oidc';

const signInState = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });

/**
 * Ends the authorization code flow: exchanges the code, verifies the ID token, and links the email to
 * a user. Registered users (and ADMIN_EMAILS, created on first sign-in) get session cookies; anyone
 * else lands on /unauthorized.
 */
export const handler = publicEndpoint({}, async ({ event }) => {
  const home = `${appOrigin()}/`;
  const saved = signInState.safeParse(parseJson(readCookies(event.cookies)[COOKIE.signIn]));
  if (!saved.success || event.queryStringParameters?.error) {
    // Sign-in expired, was started in another browser, or was cancelled at the identity provider.
    return redirect(home, [clearedSignInCookie()]);
  }

  const tokens = await oidc.authorizationCodeGrant(
    await oidcConfiguration(),
    new URL(`${callbackUrl()}?${event.rawQueryString}`),
    {
      pkceCodeVerifier: saved.data.verifier,
      expectedState: saved.data.state,
      expectedNonce: saved.data.nonce,
      idTokenExpected: true,
    },
  );
  const idToken = String(tokens.id_token);
  const { identity } = await verifyIdToken(idToken);

  const user = (await findUserByEmail(identity.email)) ?? (await createAdminOnFirstSignIn(identity));
  if (!user) {
    const invitation = await findInvitationByEmail(identity.email);
    if (invitation) await markInvitationIncomplete(invitation);
    return redirect(`${appOrigin()}/unauthorized`, [clearedSignInCookie(), ...clearedSessionCookies()]);
  }
  return redirect(home, [
    clearedSignInCookie(),
    ...sessionCookies({ idToken, refreshToken: tokens.refresh_token, userId: user.id }),
  ]);
});

async function createAdminOnFirstSignIn({ email }: Identity): Promise<UserRecord | undefined> {
  if (!isAdmin({ email })) return undefined;
  const firstName = (email.split('@')[0] ?? 'Admin').replace(/^./, (letter) => letter.toUpperCase());
  try {
    return await createUser({ email, firstName, lastName: '' });
  } catch (error) {
    // Two first sign-ins at once: the other one created the user.
    if (error instanceof Conflict) return findUserByEmail(email);
    throw error;
  }
}

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
