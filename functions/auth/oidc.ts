import * as oidc from 'openid-client';
import { appOrigin, requiredEnv } from '../config';

/**
 * One code path for both identity providers: Cognito's hosted login in the cloud, the dev provider of
 * the local host on a laptop. Both are found by discovery from OIDC_ISSUER, once per container.
 */
let configuration: Promise<oidc.Configuration> | undefined;

export function oidcConfiguration(): Promise<oidc.Configuration> {
  configuration ??= discover().catch((error: unknown) => {
    configuration = undefined; // an identity provider that was briefly unreachable is asked again next time
    throw error;
  });
  return configuration;
}

async function discover(): Promise<oidc.Configuration> {
  const issuer = new URL(requiredEnv('OIDC_ISSUER'));
  // Only the local dev provider speaks plain http (on 127.0.0.1); the library flags the option as one to avoid.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  const options = issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined;
  const discovered = await oidc.discovery(
    issuer,
    requiredEnv('OIDC_CLIENT_ID'),
    undefined,
    oidc.None(),
    options,
  );
  // Cognito's discovery document leaves out its revocation endpoint, on the hosted login's domain.
  const cognitoLogout = process.env.COGNITO_LOGOUT_URL;
  if (!cognitoLogout || discovered.serverMetadata().revocation_endpoint) return discovered;
  // The metadata as published: serverMetadata() adds helper methods the constructor does not take.
  const published = Object.fromEntries(
    Object.entries(discovered.serverMetadata()).filter(([, value]) => typeof value !== 'function'),
  ) as oidc.ServerMetadata;
  return new oidc.Configuration(
    { ...published, revocation_endpoint: new URL('/oauth2/revoke', cognitoLogout).href },
    requiredEnv('OIDC_CLIENT_ID'),
    undefined,
    oidc.None(),
  );
}

export const callbackUrl = () => `${appOrigin()}/api/callback`;

/**
 * The scopes we ask for: we rely only on `sub`, `email` and `email_verified`: Cognito's other claims do not
 * exist locally (docs/architecture.md, Two hosts).
 */
export const SCOPES = 'openid email';
