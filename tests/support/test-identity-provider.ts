import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export const TEST_CLIENT_ID = 'pigskin-test';

/**
 * The identity provider of integration tests: it publishes a real JWKS and hands its private key to
 * the tests, so every request carries a genuinely signed ID token and goes through real verification.
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
  let issuer = '';
  const server = createServer((request, response) => {
    const body =
      request.url === '/.well-known/jwks.json'
        ? { keys: [publicJwk] }
        : request.url === '/.well-known/openid-configuration'
          ? {
              issuer,
              jwks_uri: `${issuer}/.well-known/jwks.json`,
              authorization_endpoint: `${issuer}/auth`,
              token_endpoint: `${issuer}/token`,
            }
          : undefined;
    response
      .writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Test identity provider did not bind');
  issuer = `http://127.0.0.1:${address.port}`;
  return { issuer, privateJwk, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface TokenOptions {
  email: string;
  emailVerified?: boolean;
  issuer: string;
  audience?: string;
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
}

export async function signIdToken(privateJwk: JWK, options: TokenOptions): Promise<string> {
  const { importJWK } = await import('jose');
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: options.email, email_verified: options.emailVerified ?? true })
    .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid })
    .setSubject(`sub-${options.email}`)
    .setIssuer(options.issuer)
    .setAudience(options.audience ?? TEST_CLIENT_ID)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(key);
}
