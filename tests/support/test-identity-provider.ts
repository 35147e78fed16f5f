import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';

export const TEST_CLIENT_ID = 'pigskin-test';

/**
 * The identity provider of integration tests: it publishes a real JWKS and hands its private key to
 * the tests, so every request carries a genuinely signed ID token and goes through real verification.
 * It also renews ID tokens from refresh tokens and revokes refresh tokens, as Cognito does. Refresh
 * tokens are JWTs signed with the same key (Cognito's are opaque), so tests can make them too; so are
 * authorization codes, which are the very ID token the code exchange answers.
 */
export async function startTestIdentityProvider(): Promise<{
  issuer: string;
  privateJwk: JWK;
  stop: () => Promise<void>;
}> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  const revoked = new Set<string>();
  let issuer = '';

  async function tokenResponse(form: URLSearchParams): Promise<{ status: number; body: unknown }> {
    const tokens = (idToken: string) => ({
      status: 200,
      body: { access_token: 'test-access-token', token_type: 'Bearer', expires_in: 3600, id_token: idToken },
    });
    try {
      // A test signs the ID token its sign-in ends with and hands it over as the code (codeFor).
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        await jwtVerify(code, publicKey, { issuer, audience: TEST_CLIENT_ID });
        return tokens(code);
      }
      const refreshToken = form.get('refresh_token') ?? '';
      if (form.get('grant_type') !== 'refresh_token' || revoked.has(refreshToken))
        return { status: 400, body: { error: 'invalid_grant' } };
      const { payload } = await jwtVerify(refreshToken, publicKey, { issuer, audience: TEST_CLIENT_ID });
      const email = String(payload.email);
      // A renewed ID token keeps its sign-in's auth_time and nonce, as oidc-provider's do (Cognito's
      // keep auth_time and origin_jti).
      const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : undefined;
      const nonce = typeof payload.nonce === 'string' ? payload.nonce : undefined;
      return tokens(await signIdToken(privateJwk, { email, issuer, issuedAt: 0, authTime, nonce }));
    } catch {
      return { status: 400, body: { error: 'invalid_grant' } };
    }
  }

  async function answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    if (request.url === '/.well-known/jwks.json') return { status: 200, body: { keys: [publicJwk] } };
    if (request.url === '/.well-known/openid-configuration')
      return {
        status: 200,
        body: {
          issuer,
          jwks_uri: `${issuer}/.well-known/jwks.json`,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          revocation_endpoint: `${issuer}/revoke`,
        },
      };
    if (request.method !== 'POST') return { status: 404, body: {} };
    const form = new URLSearchParams(await readBody(request));
    if (request.url === '/token') return tokenResponse(form);
    if (request.url === '/revoke') {
      revoked.add(form.get('token') ?? '');
      return { status: 200, body: {} };
    }
    return { status: 404, body: {} };
  }

  const server = createServer((request, response: ServerResponse) => {
    void answer(request).then(({ status, body }) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Test identity provider did not bind');
  issuer = `http://127.0.0.1:${address.port}`;
  return { issuer, privateJwk, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface TokenOptions {
  email: string;
  emailVerified?: boolean;
  issuer: string;
  /** A list sends `aud` as a JSON array. */
  audience?: string | string[];
  /** Seconds from now; negative for a token that has already expired. null leaves `exp` out. */
  expiresIn?: number | null;
  /** Seconds from now (negative: in the past); 10 seconds ago by default. */
  issuedAt?: number;
  /** The sign-in's time, epoch seconds (`auth_time`); the issue time by default. */
  authTime?: number;
  /** The `nonce` the sign-in was started with, which its renewed ID tokens keep; none by default. */
  nonce?: string;
}

export async function signIdToken(privateJwk: JWK, options: TokenOptions): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const token = new SignJWT({
    email: options.email,
    email_verified: options.emailVerified ?? true,
    auth_time: options.authTime ?? now + (options.issuedAt ?? -10),
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid })
    .setSubject(`sub-${options.email}`)
    .setIssuer(options.issuer)
    .setAudience(options.audience ?? TEST_CLIENT_ID)
    .setIssuedAt(now + (options.issuedAt ?? -10));
  if (options.expiresIn !== null) token.setExpirationTime(now + (options.expiresIn ?? 3600));
  return token.sign(key);
}

/**
 * A refresh token this provider honours until it is revoked, from the sign-in at `authTime` started
 * with `nonce`.
 */
export async function signRefreshToken(
  privateJwk: JWK,
  options: { email: string; issuer: string; authTime?: number; nonce?: string },
) {
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({
    email: options.email,
    ...(options.authTime === undefined ? {} : { auth_time: options.authTime }),
    ...(options.nonce === undefined ? {} : { nonce: options.nonce }),
  })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid })
    .setIssuer(options.issuer)
    .setAudience(TEST_CLIENT_ID)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .sign(key);
}
