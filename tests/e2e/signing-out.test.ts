import { describe, expect, it } from 'vitest';
import { DEV_CLIENT_ID } from '../../infra/local/dev-identity-provider';
import { baseUrl, browserForFile, newPlayer, signedInPage } from '../support/browser';

const browser = browserForFile();

/** Asks the dev identity provider for a new ID token, as the session does when one expires. */
const renew = (refreshToken: string) =>
  fetch(`${baseUrl()}/oidc/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: DEV_CLIENT_ID,
    }),
  });

describe('signing out', () => {
  it('ends the session on the server and at the identity provider: the old cookies no longer work anywhere', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const email = await newPlayer(admin, 'Ivy');
    const phone = await signedInPage(browser(), email);
    const laptop = await signedInPage(browser(), email);
    const cookies = await phone.context().cookies();
    const refreshToken = cookies.find((cookie) => cookie.name === 'pigskin_refresh')?.value ?? '';
    expect((await renew(refreshToken)).status).toBe(200);

    await phone.goto(`${baseUrl()}/settings`);
    await phone.getByRole('button', { name: 'Sign Out' }).click();
    await phone.getByRole('button', { name: 'Get Started' }).waitFor();

    // A copy of the phone's cookies, as a thief would have kept them.
    const copy = await browser().newContext();
    await copy.addCookies(cookies);
    expect((await copy.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    // The laptop signed in on its own, before: its session ended too.
    expect((await laptop.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    // The identity provider renews nothing with the phone's refresh token any more.
    expect((await renew(refreshToken)).status).toBe(400);
  });
});
