import { describe, expect, it } from 'vitest';
import { DEV_CLIENT_ID } from '../../infra/local/dev-identity-provider';
import { SIGNED_OUT_BY_ADMIN } from '../../domain/errors';
import {
  baseUrl,
  browserForFile,
  callApi,
  newPlayer,
  PHONE,
  signedInCaller,
  signedInPage,
  signIn,
} from '../support/browser';

const browser = browserForFile();

/** What the site sends on every answer over plain HTTP (infra/security-headers.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

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
  it("Sign Out ends this device's session only, on the server and at the identity provider", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const email = await newPlayer(admin, 'Ivy');
    const phone = await signedInPage(browser(), email);
    const laptop = await signedInPage(browser(), email);
    const cookies = await phone.context().cookies();
    const refreshToken = cookies.find((cookie) => cookie.name === 'pigskin_refresh')?.value ?? '';
    expect((await renew(refreshToken)).status).toBe(200);

    await phone.goto(`${baseUrl()}/settings`);
    await phone.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await phone.getByRole('button', { name: 'Get Started' }).waitFor();

    // A copy of the phone's cookies, as a thief would have kept them.
    const copy = await browser().newContext();
    await copy.addCookies(cookies);
    expect((await copy.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    // The identity provider renews nothing with the phone's refresh token any more.
    expect((await renew(refreshToken)).status).toBe(400);
    // The laptop signed in on its own: it carries on.
    expect((await laptop.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(200);
  });

  it('Sign out everywhere in Settings ends the session on every device', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const email = await newPlayer(admin, 'Jude');
    const phone = await signedInPage(browser(), email, PHONE, { at: '/settings' });
    const laptop = await signedInPage(browser(), email);

    await phone.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = phone.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await phone.getByRole('button', { name: 'Get Started' }).waitFor();

    expect((await laptop.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    expect((await phone.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);

    // The laptop's session at the identity provider outlived its sign-in: signing in again, the
    // person is asked afresh, and then the app works.
    await laptop.goto(`${baseUrl()}/api/login`);
    await signIn(laptop, email);
    await laptop.getByTestId('nav-balance').waitFor();
    expect((await laptop.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(200);
  });

  it('tells a player whose session an admin’s deactivation ended that an administrator did it', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const player = await signedInPage(browser(), await newPlayer(admin, 'Rue'));
    const { id } = await callApi<{ id: string }>(player, 'GET', '/api/auth/user');
    // The player's calls wait while the admin deactivates and reactivates them: the first answer
    // they get is after both, not the Account Inactive page in between. Once a poll is held, none
    // sent before is still on its way.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const pollHeld = new Promise<void>((resolve) => (held = resolve));
    await player.route('**/api/**', async (route) => {
      if (route.request().url().endsWith('/api/bets/my')) held();
      await released;
      await route.continue();
    });
    await pollHeld;

    for (const isActive of [false, true])
      await callApi(admin, 'PATCH', `/api/admin/users/${id}/status`, { isActive });
    release();

    await player.getByRole('heading', { name: 'Your session has ended' }).waitFor();
    await player.getByText(SIGNED_OUT_BY_ADMIN).waitFor();
  });

  it('a typed or bookmarked /api/logout shows a Sign Out page, with the app’s security headers, that works without JavaScript', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const player = await signedInPage(browser(), await newPlayer(admin, 'Lou'));
    const noScript = await browser().newContext({ javaScriptEnabled: false, viewport: PHONE });
    await noScript.addCookies(await player.context().cookies());
    const page = await noScript.newPage();

    const answer = await page.goto(`${baseUrl()}/api/logout`);

    const app = await page.request.get(`${baseUrl()}/`);
    const security = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => SECURITY_HEADERS.includes(name)));
    expect(answer?.status()).toBe(200);
    // It fits a phone: nothing to scroll sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(security(answer?.headers() ?? {})).toEqual(security(app.headers()));
    expect(Object.keys(security(answer?.headers() ?? {}))).toHaveLength(SECURITY_HEADERS.length);
    expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    // The dev identity provider's own sign-out, which Cognito's /logout does without a page.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    expect((await page.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
    await noScript.close();
  });

  it('a link, an image or a form on another site signs no one out', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const player = await signedInPage(browser(), await newPlayer(admin, 'Kit'));
    const logout = `${baseUrl()}/api/logout`;
    // A page of another site, served in the browser's own context so its cookies are the player's.
    await player.route('https://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<img src="${logout}"><a href="${logout}">Win Pigskins</a>
          <form method="post" action="${logout}"><button>Claim</button></form>`,
      }),
    );
    await player.goto('https://elsewhere.example/');
    await player.getByRole('button', { name: 'Claim' }).click();
    await player.waitForURL(logout);
    await player.goto('https://elsewhere.example/');
    await player.getByRole('link', { name: 'Win Pigskins' }).click();
    await player.waitForURL(logout);

    expect((await player.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(200);
    await player.goto(`${baseUrl()}/settings`);
    await player.getByRole('button', { name: 'Sign Out', exact: true }).waitFor();
  });
});
