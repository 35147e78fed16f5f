import { refreshTokenGrant } from 'openid-client';
import { oidcConfiguration } from './oidc';

/** New tokens for a refresh token, from the identity provider. */
export async function renewTokens(
  refreshToken: string,
): Promise<{ idToken?: string; refreshToken?: string }> {
  const tokens = await refreshTokenGrant(await oidcConfiguration(), refreshToken);
  return { idToken: tokens.id_token, refreshToken: tokens.refresh_token };
}
