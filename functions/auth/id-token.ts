import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { normalizeEmail } from '../../domain/email';
import { NotSignedIn } from '../../domain/errors';
import { requiredEnv } from '../config';

/** Who an ID token says signed in. */
export interface Identity {
  email: string;
  subject: string;
}

export class IdTokenExpired extends Error {}

const clientId = requiredEnv('OIDC_CLIENT_ID');

// aws-jwt-verify's own fetcher refuses http://, which only the local dev provider uses.
const fetchJson = { fetch: async (uri: string) => (await fetch(uri)).arrayBuffer() };

const verifier = process.env.COGNITO_USER_POOL_ID
  ? CognitoJwtVerifier.create({ userPoolId: process.env.COGNITO_USER_POOL_ID, tokenUse: 'id', clientId })
  : JwtVerifier.create(
      { issuer: requiredEnv('OIDC_ISSUER'), audience: clientId },
      { jwksCache: new SimpleJwksCache({ fetcher: fetchJson }) },
    );

/** Verifies signature, issuer, audience and expiry; then insists on a verified email. */
export async function verifyIdToken(token: string): Promise<Identity> {
  let payload: Record<string, unknown>;
  try {
    payload = await verifier.verify(token);
  } catch (error) {
    if (error instanceof JwtExpiredError) throw new IdTokenExpired();
    throw new NotSignedIn('Your session is not valid. Please sign in again.');
  }
  const { email, email_verified: emailVerified, sub } = payload;
  if (
    typeof email !== 'string' ||
    typeof sub !== 'string' ||
    (emailVerified !== true && emailVerified !== 'true')
  ) {
    throw new NotSignedIn('Your sign-in did not include a verified email address.');
  }
  return { email: normalizeEmail(email), subject: sub };
}
