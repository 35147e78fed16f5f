import * as oidc from 'openid-client';
import { appOrigin } from '../config';
import { publicEndpoint } from '../http/endpoint';
import { redirect } from '../http/responses';
import { clearedSessionCookies, COOKIE, readCookies } from './cookies';
import { oidcConfiguration } from './oidc';

/** Clears the session cookies and ends the identity provider's session too, then returns home. */
export const handler = publicEndpoint({}, async ({ event }) => {
  const idTokenHint = readCookies(event.cookies)[COOKIE.idToken];
  return redirect(await endSessionUrl(idTokenHint), clearedSessionCookies());
});

async function endSessionUrl(idTokenHint: string | undefined): Promise<string> {
  const home = `${appOrigin()}/`;
  // Cognito publishes no end_session_endpoint; its hosted login has its own /logout.
  const cognitoLogout = process.env.COGNITO_LOGOUT_URL;
  if (cognitoLogout) {
    const url = new URL(cognitoLogout);
    url.search = new URLSearchParams({
      client_id: process.env.OIDC_CLIENT_ID ?? '',
      logout_uri: home,
    }).toString();
    return url.href;
  }
  try {
    const configuration = await oidcConfiguration();
    if (!configuration.serverMetadata().end_session_endpoint) return home;
    return oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: home,
      ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
    }).href;
  } catch (error) {
    // The cookies are cleared either way; an unreachable identity provider must not keep anyone signed in here.
    console.warn('Could not build the end-session URL', error);
    return home;
  }
}
