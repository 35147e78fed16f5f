import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { normalizeEmail } from '../../domain/email';
import { NotSignedIn } from '../../domain/errors';
import { requiredEnv } from '../config';
import type { SignIn } from '../store/sessions';

/** Who an ID token says signed in. */
export interface Identity {
  email: string;
  subject: string;
}

/** A verified ID token: who, and which sign-in it comes from. */
export interface IdToken {
  identity: Identity;
  /**
   * Its `auth_time`, else its issue time, and its sign-in's own id where it carries one: Cognito's
   * `origin_jti` (the revocation id of the sign-in's refresh token), else the `nonce` our sign-in
   * started with, which the dev provider keeps on renewal.
   */
  signIn: SignIn;
  /** Past its expiry: it still says who and when, but only a renewal may follow from it. */
  expired: boolean;
}

const clientId = requiredEnv('OIDC_CLIENT_ID');
const issuer = requiredEnv('OIDC_ISSUER');
const cognito = Boolean(process.env.COGNITO_USER_POOL_ID);
/** How far a token's issue time may be ahead of our clock. */
const CLOCK_SKEW_SECONDS = 60;
/** Longer than any provider's sign-in id (a UUID, a 43-character nonce): not one we keep. */
const MAX_SIGN_IN_ID = 200;

/**
 * aws-jwt-verify's own fetcher refuses http://, which only the local dev provider uses. This one
 * speaks plain HTTP through node:http, as that one speaks HTTPS through node:https: global fetch
 * would load its HTTP client (undici) on the first request. node:http is taken as a CommonJS module
 * (getBuiltinModule), not imported: an ES import of it reads every export, WebSocket's too, which
 * loads undici: about 12 ms of every function's cold start (docs/decisions.md, Cold starts).
 */
const fetchJson = {
  fetch: (uri: string) => {
    const { get } = process.getBuiltinModule('node:http');
    return new Promise<ArrayBuffer>((resolve, reject) => {
      get(uri, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${uri} answered ${String(response.statusCode)}`));
          else resolve(new Uint8Array(Buffer.concat(chunks)).buffer);
        });
      }).on('error', reject);
    });
  },
};

// includeRawJwtInErrors: an expired token's claims are handed back, but only once its signature held.
const verifier = process.env.COGNITO_USER_POOL_ID
  ? CognitoJwtVerifier.create({
      userPoolId: process.env.COGNITO_USER_POOL_ID,
      tokenUse: 'id',
      clientId,
      includeRawJwtInErrors: true,
    })
  : JwtVerifier.create(
      { issuer, audience: clientId, includeRawJwtInErrors: true },
      { jwksCache: new SimpleJwksCache({ fetcher: fetchJson }) },
    );

const INVALID = 'Your session is not valid. Please sign in again.';

/**
 * Verifies signature, issuer, audience and expiry, and what the library leaves optional: an expiry,
 * an issue time not ahead of our clock, a single audience (docs/decisions.md); then insists on a
 * verified email. An expired token comes back marked `expired`, its claims checked the same way.
 */
export async function readIdToken(token: string): Promise<IdToken> {
  let payload: JwtPayload;
  let expired = false;
  try {
    payload = await verifier.verify(token);
  } catch (error) {
    // The library checks expiry before issuer and audience: those are checked below for both.
    if (!(error instanceof JwtExpiredError) || !error.rawJwt) throw new NotSignedIn(INVALID);
    payload = error.rawJwt.payload;
    expired = true;
  }
  const now = Date.now() / 1000;
  if (
    typeof payload.exp !== 'number' ||
    typeof payload.iat !== 'number' ||
    payload.iat > now + CLOCK_SKEW_SECONDS ||
    payload.iss !== issuer ||
    payload.aud !== clientId ||
    (cognito && payload.token_use !== 'id')
  ) {
    throw new NotSignedIn(INVALID);
  }
  const { email, email_verified: emailVerified, sub } = payload;
  if (
    typeof email !== 'string' ||
    typeof sub !== 'string' ||
    (emailVerified !== true && emailVerified !== 'true')
  ) {
    throw new NotSignedIn('Your sign-in did not include a verified email address.');
  }
  const at =
    typeof payload.auth_time === 'number' && payload.auth_time <= payload.iat
      ? payload.auth_time
      : payload.iat;
  const id = [payload.origin_jti, payload.nonce].find(isSignInId);
  return {
    identity: { email: normalizeEmail(email), subject: sub },
    signIn: id === undefined ? { at } : { at, id },
    expired,
  };
}

const isSignInId = (claim: unknown): claim is string =>
  typeof claim === 'string' && claim.length > 0 && claim.length <= MAX_SIGN_IN_ID;

/** A token that must be valid now (a fresh sign-in, a renewal). */
export async function verifyIdToken(token: string): Promise<IdToken> {
  const verified = await readIdToken(token);
  if (verified.expired) throw new NotSignedIn(INVALID);
  return verified;
}
