import * as oidc from 'openid-client';
import { redirect, type Reply } from '../http/responses';
import { signInCookie } from './cookies';
import { callbackUrl, oidcConfiguration, SCOPES } from './oidc';

/** What a sign-in starts with; all but `loginHint` is kept for the callback (callback.ts). */
export interface SignInStart {
  /** The page of the app to come back to (return-path.ts checked it). */
  returnTo?: string;
  /** An email to fill the identity provider's form with. */
  loginHint?: string;
  /** The identity provider must ask the person again, not answer from a session of its own. */
  fresh?: boolean;
}

/**
 * Sends the browser to the identity provider: the authorization code flow with state, nonce and PKCE,
 * kept in the sign-in cookie for the callback to check. `fresh` asks with `prompt=login`, which
 * Cognito's hosted login and the dev provider both honour.
 */
export async function authorizationRedirect({ returnTo, loginHint, fresh }: SignInStart): Promise<Reply> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const authorizationUrl = oidc.buildAuthorizationUrl(await oidcConfiguration(), {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
    ...(fresh ? { prompt: 'login' } : {}),
  });
  return redirect(authorizationUrl.href, [
    signInCookie(JSON.stringify({ state, nonce, verifier, returnTo, ...(fresh ? { fresh } : {}) })),
  ]);
}
