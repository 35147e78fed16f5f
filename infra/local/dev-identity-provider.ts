import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type JWK } from 'oidc-provider';
import { looksLikeEmail, normalizeEmail } from '../../domain/email';
import { readRequestBody } from './http-utils';
import { OidcFileStore } from './oidc-file-adapter';
import { loginPage, logoutPage } from './dev-identity-provider-pages';

export const DEV_CLIENT_ID = 'pigskin-local';
export const MOUNT_PATH = '/oidc';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A real OpenID Connect provider for the laptop (oidc-provider), standing in for Cognito's hosted
 * login: its login page asks only for an email. It exists only in the local host, never in the cloud.
 */
export async function createDevIdentityProvider(options: {
  issuer: string;
  appOrigin: string;
  dataDir: string;
}) {
  const secrets = await loadOrCreateSecrets(join(options.dataDir, 'oidc-secrets.json'));
  const store = new OidcFileStore(join(options.dataDir, 'oidc-store.json'));

  const configuration: Configuration = {
    adapter: store.adapterFor,
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        // Every ID token says when its sign-in was, renewed ones too, as Cognito's do: the app
        // names one device's sign-in by it and by the nonce, which renewed tokens keep as well
        // (docs/decisions.md, Signing out).
        require_auth_time: true,
        redirect_uris: [`${options.appOrigin}/api/callback`],
        post_logout_redirect_uris: [`${options.appOrigin}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    // Put `email` in the ID token itself, as Cognito does (oidc-provider leaves it out otherwise).
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true }),
    }),
    // The app is this provider's only, first-party client: no consent screen.
    loadExistingGrant: async (context) => {
      const { client, session, provider } = context.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = context.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    // Cognito issues refresh tokens to the code flow without `offline_access`, and does not rotate them.
    issueRefreshToken: (_context, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: false,
    features: {
      devInteractions: { enabled: false },
      // Signing out revokes the refresh token, as it does at Cognito.
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (context, form) => void (context.body = logoutPage(form)),
      },
    },
    interactions: { url: (_context, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    // The path aws-jwt-verify and Cognito use, so the verifier needs no discovery.
    routes: { jwks: '/.well-known/jwks.json' },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 30 * DAY_SECONDS,
      RefreshToken: 30 * DAY_SECONDS,
      Session: 30 * DAY_SECONDS,
    },
    cookies: { keys: [secrets.cookieKey] },
    jwks: { keys: [secrets.signingKey] },
  };

  const provider = new Provider(options.issuer, configuration);
  const callback = provider.callback();

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', options.issuer);
    const interaction = /^\/oidc\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (interaction) {
      await handleLogin(provider, request, response, interaction[1] ?? '', Boolean(interaction[2]));
      return;
    }
    // oidc-provider finds its mount path from the issuer and originalUrl, as under Express.
    Object.assign(request, {
      originalUrl: request.url,
      url: (request.url ?? '/').slice(MOUNT_PATH.length) || '/',
    });
    await callback(request, response);
  };
}

async function handleLogin(
  provider: Provider,
  request: IncomingMessage,
  response: ServerResponse,
  uid: string,
  submitted: boolean,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) throw new Error('Sign-in interaction does not match');
  if (!submitted || request.method !== 'POST') {
    // Cognito's managed sign-in fills its form from login_hint too (the app sends it after registering).
    const hint = details.params.login_hint;
    sendHtml(
      response,
      200,
      loginPage({
        action: `${MOUNT_PATH}/interaction/${uid}/login`,
        email: typeof hint === 'string' ? hint : '',
      }),
    );
    return;
  }
  const email =
    new URLSearchParams((await readRequestBody(request, 4096)).toString('utf8')).get('email')?.trim() ?? '';
  if (!looksLikeEmail(email)) {
    sendHtml(
      response,
      400,
      loginPage({
        action: `${MOUNT_PATH}/interaction/${uid}/login`,
        email,
        error: 'Enter a valid email address.',
      }),
    );
    return;
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: normalizeEmail(email) } },
    { mergeWithLastSubmission: false },
  );
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

interface Secrets {
  signingKey: JWK;
  cookieKey: string;
}

/** Kept under .data/ so that a restart does not invalidate every session's tokens. */
async function loadOrCreateSecrets(file: string): Promise<Secrets> {
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: `dev-${Date.now()}`,
    alg: 'RS256',
    use: 'sig',
  } as JWK;
  const secrets: Secrets = { signingKey, cookieKey: crypto.randomUUID() + crypto.randomUUID() };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
