import * as oidc from 'openid-client';
import { publicEndpoint } from '../http/endpoint';
import { redirect } from '../http/responses';
import { signInCookie } from './cookies';
import { callbackUrl, oidcConfiguration, SCOPES } from './oidc';

/** Starts the authorization code flow with state, nonce and PKCE; the callback checks all three. */
export const handler = publicEndpoint({}, async () => {
  const configuration = await oidcConfiguration();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return redirect(authorizationUrl.href, [signInCookie(JSON.stringify({ state, nonce, verifier }))]);
});
