import * as oidc from 'openid-client';
import { NotSignedIn } from '../../domain/errors';
import { appOrigin } from '../config';
import { publicEndpoint } from '../http/endpoint';
import { redirect } from '../http/responses';
import { logger } from '../observability/logger';
import { endSignIn } from '../store/sessions';
import { clearedSessionCookies, COOKIE, readCookies } from './cookies';
import { readIdToken } from './id-token';
import { oidcConfiguration } from './oidc';
import { findSessionUser } from './session';

/**
 * POST /api/logout, Sign Out: ends this device's sign-in only (docs/decisions.md, Signing out). The
 * server refuses its ID tokens from now on, renewed ones included, and its refresh token is revoked
 * at the identity provider; all of it before answering, so a script that does not follow the
 * redirect has signed out as well. Then the cookies are cleared and the identity provider's own
 * session ends, and the browser lands home. A POST with our Origin: a link or an image on another
 * site signs no one out.
 */
export const handler = publicEndpoint({}, async ({ event }) => {
  const cookies = readCookies(event.cookies);
  await Promise.all([
    endThisSignIn(cookies[COOKIE.idToken], cookies[COOKIE.userId]),
    revoke(cookies[COOKIE.refreshToken]),
  ]);
  return redirect(await endSessionUrl(cookies[COOKIE.idToken]), clearedSessionCookies());
});

async function endThisSignIn(idToken: string | undefined, userIdHint: string | undefined): Promise<void> {
  if (!idToken) return;
  try {
    // Expired tokens count: they still say whose sign-in to end.
    const { identity, signIn } = await readIdToken(idToken);
    const { user } = await findSessionUser(userIdHint, identity.email);
    if (user) await endSignIn(user, signIn, new Date());
  } catch (error) {
    // Nobody we can trust is signed in: there is nothing of theirs to end.
    if (!(error instanceof NotSignedIn)) throw error;
  }
}

async function revoke(refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  try {
    await oidc.tokenRevocation(await oidcConfiguration(), refreshToken, { token_type_hint: 'refresh_token' });
  } catch (error) {
    // The server refuses the sign-in's tokens whatever the identity provider says (endThisSignIn).
    logger.warn('Could not revoke the refresh token', { error });
  }
}

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
    logger.warn('Could not build the end-session URL', { error });
    return home;
  }
}
