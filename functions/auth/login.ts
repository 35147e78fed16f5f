import * as oidc from 'openid-client';
import * as z from 'zod/mini';
import { looksLikeEmail } from '../../domain/email';
import { publicEndpoint } from '../http/endpoint';
import { redirect } from '../http/responses';
import { signInCookie } from './cookies';
import { callbackUrl, oidcConfiguration, SCOPES } from './oidc';
import { returnPathOf } from './return-path';

/** An email address is at most 254 characters (RFC 5321). */
const MAX_EMAIL = 254;

/** Both optional, and only ever ignored when they are not what they should be: sign-in goes on. */
const query = z.object({ returnTo: z.optional(z.string()), loginHint: z.optional(z.string()) });

/**
 * Starts the authorization code flow with state, nonce and PKCE; the callback checks all three.
 * `returnTo` (a path of the app) is kept with them for the callback to return to; `loginHint` (an
 * email, from registration) fills the identity provider's sign-in form.
 */
export const handler = publicEndpoint({ query }, async ({ query }) => {
  const configuration = await oidcConfiguration();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const returnTo = returnPathOf(query.returnTo);
  const loginHint =
    query.loginHint && query.loginHint.length <= MAX_EMAIL && looksLikeEmail(query.loginHint)
      ? query.loginHint
      : undefined;
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return redirect(authorizationUrl.href, [
    signInCookie(JSON.stringify({ state, nonce, verifier, returnTo })),
  ]);
});
