import * as oidc from 'openid-client';
import * as z from 'zod/mini';
import { Conflict } from '../../domain/errors';
import { appOrigin } from '../config';
import { publicEndpoint } from '../http/endpoint';
import { redirect } from '../http/responses';
import { logger } from '../observability/logger';
import { findInvitationByEmail, markInvitationIncomplete } from '../store/invitations';
import { signInEndedBy } from '../store/sessions';
import { createUser, findUserByEmail, type UserRecord } from '../store/users';
import { isAdmin } from '../config';
import { clearedSessionCookies, clearedSignInCookie, COOKIE, readCookies, sessionCookies } from './cookies';
import { authorizationRedirect } from './authorize';
import { verifyIdToken, type Identity, type IdToken } from './id-token';
import { callbackUrl, oidcConfiguration } from './oidc';
import { returnPathOf } from './return-path';

const signInState = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  /** The page that sent the person to sign in (login.ts). */
  returnTo: z.optional(z.string()),
  /** The identity provider was told to ask the person again (below). */
  fresh: z.optional(z.boolean()),
});

/** Where a sign-in that did not finish sends the person: the landing page, saying so. */
const SIGN_IN_FAILED = () => `${appOrigin()}/?signIn=failed`;

/**
 * Ends the authorization code flow: exchanges the code, verifies the ID token, and links the email to
 * a user. Registered users (and ADMIN_EMAILS, created on first sign-in) get session cookies and the
 * page they asked for (or Games); anyone else lands on /unauthorized.
 */
export const handler = publicEndpoint({}, async ({ event }) => {
  const saved = signInState.safeParse(parseJson(readCookies(event.cookies)[COOKIE.signIn]));
  if (!saved.success || event.queryStringParameters?.error) {
    // Sign-in expired, was started in another browser, or was cancelled at the identity provider.
    return redirect(SIGN_IN_FAILED(), [clearedSignInCookie()]);
  }

  const signedIn = await exchangeCode(event.rawQueryString, saved.data).catch((error: unknown) => {
    // No code, a bogus or replayed one, or the sign-in of another tab started since (this browser's
    // state is that one's now): the person only has to sign in again, told why (docs/product.md,
    // Public pages). An identity provider that cannot be reached lands here too, and in the log.
    logger.warn('Sign-in did not finish: the code exchange failed', { error });
    return undefined;
  });
  if (!signedIn) return redirect(SIGN_IN_FAILED(), [clearedSignInCookie()]);
  const { tokens, token } = signedIn;
  const { identity } = token;
  const idToken = String(tokens.id_token);

  const user = (await findUserByEmail(identity.email)) ?? (await createAdminOnFirstSignIn(identity));
  if (!user) {
    const invitation = await findInvitationByEmail(identity.email);
    if (invitation) await markInvitationIncomplete(invitation);
    return redirect(`${appOrigin()}/unauthorized`, [clearedSignInCookie(), ...clearedSessionCookies()]);
  }
  if (signInEndedBy(user, token.signIn)) {
    // The identity provider answered from a session of its own that outlived the sign-in the app
    // ended (Sign out everywhere on another device, an admin's deactivation): it must ask the person
    // again (docs/decisions.md, Signing out). Asked, it cannot answer an ended sign-in.
    if (saved.data.fresh) return redirect(SIGN_IN_FAILED(), [clearedSignInCookie()]);
    return authorizationRedirect({ returnTo: returnPathOf(saved.data.returnTo), fresh: true });
  }
  return redirect(`${appOrigin()}${returnPathOf(saved.data.returnTo) ?? '/'}`, [
    clearedSignInCookie(),
    ...sessionCookies({ idToken, refreshToken: tokens.refresh_token, userId: user.id }),
  ]);
});

/** The authorization code exchanged at the identity provider, and the ID token it answers verified. */
async function exchangeCode(
  query: string,
  saved: z.infer<typeof signInState>,
): Promise<{ tokens: oidc.TokenEndpointResponse; token: IdToken }> {
  const tokens = await oidc.authorizationCodeGrant(
    await oidcConfiguration(),
    new URL(`${callbackUrl()}?${query}`),
    {
      pkceCodeVerifier: saved.verifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    },
  );
  return { tokens, token: await verifyIdToken(String(tokens.id_token)) };
}

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
