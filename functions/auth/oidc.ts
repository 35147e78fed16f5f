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
  return oidc.discovery(issuer, requiredEnv('OIDC_CLIENT_ID'), undefined, oidc.None(), options);
}

export const callbackUrl = () => `${appOrigin()}/api/callback`;

/** The scopes we ask for: we rely only on `sub`, `email` and `email_verified` (DESIGN.md, Sign-in). */
export const SCOPES = 'openid email';
