import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/users';
import {
  baseUrl,
  browserForFile,
  callApi,
  newPlayer,
  outbox,
  signedInCaller,
  signIn,
} from '../support/browser';

const browser = browserForFile();

describe("a newcomer's first visit", () => {
  it('goes from the admin inviting them to signing in with 1000 Pigskins', async () => {
    const admin = await (await browser().newContext()).newPage();
    await admin.goto(baseUrl());
    await expect
      .poll(() => admin.getByText('contact the administrator for an invitation').isVisible())
      .toBe(true);
    await admin.getByRole('button', { name: 'Get Started' }).click();
    await signIn(admin, 'admin@example.com');

    await admin
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Admin' })
      .click();
    await admin.getByRole('link', { name: /Send User Invitations/ }).click();
    await admin.getByLabel('Email address').fill('newcomer@example.com');
    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.getByText('Invitation Sent').waitFor();
    await admin.getByRole('list', { name: 'Invitations' }).getByText('newcomer@example.com').waitFor();
    const newcomerRow = admin
      .getByRole('list', { name: 'Invitations' })
      .getByRole('listitem')
      .filter({ hasText: 'newcomer@example.com' });
    await expect.poll(() => newcomerRow.getByText('Active', { exact: true }).count()).toBe(1);

    const invitation = (await outbox()).find((entry) => entry.to === 'newcomer@example.com');
    expect(invitation).toMatchObject({ channel: 'email', subject: "You're invited to Pigskin" });
    const link = /http:\/\/127\.0\.0\.1:\d+\/register\?token=\S+/.exec(invitation?.body ?? '')?.[0];
    expect(link).toBeDefined();

    // A newcomer in Chicago: emails and texts will give times in Central time, as screens do.
    const newcomer = await (await browser().newContext({ timezoneId: 'America/Chicago' })).newPage();
    await newcomer.goto(link ?? '');
    await newcomer.getByText('as newcomer@example.com').waitFor();
    const submit = newcomer.getByRole('button', { name: 'Complete Registration' });
    expect(await submit.isDisabled()).toBe(true);
    await newcomer.getByLabel('First name').fill('Nia');
    await newcomer.getByLabel('Last name').fill('Newcomer');
    await submit.click();
    await newcomer.getByText('Registration Complete!').waitFor();
    await newcomer.getByRole('heading', { name: 'Welcome to Pigskin!' }).waitFor();
    // The account exists, and one step is left: the words say so rather than "you're in".
    await newcomer.getByText('Hi Nia, your account is ready.').waitFor();
    await expect
      .poll(() => newcomer.getByText(/^One more step: sign in with/).innerText())
      .toBe('One more step: sign in with newcomer@example.com to start betting with your 1,000 Pigskins.');

    await newcomer.getByRole('button', { name: 'Sign In to Start Betting' }).click();
    // The sign-in form comes filled with the address just registered (login_hint), and sign-in lands on Games.
    await expect.poll(() => newcomer.getByLabel('Email').inputValue()).toBe('newcomer@example.com');
    expect(new URL(newcomer.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await newcomer.getByRole('button', { name: 'Sign in' }).click();
    await newcomer.getByRole('heading', { name: 'Games', exact: true }).waitFor();
    expect(new URL(newcomer.url()).pathname).toBe('/');
    await newcomer.getByTestId('nav-balance').waitFor();
    expect(await newcomer.getByTestId('nav-balance').innerText()).toMatch(/^Total\s+1,000\b/);
    expect(await newcomer.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // The avatar link's name starts with the initials it shows.
    expect(await newcomer.getByRole('link', { name: 'NN Profile and settings' }).isVisible()).toBe(true);
    await newcomer
      .getByRole('article')
      .getByText(/ C[SD]T$/)
      .first()
      .waitFor();
    await newcomer.getByRole('link', { name: 'NN Profile and settings' }).click();
    expect(await newcomer.getByLabel('Time zone for emails and texts').inputValue()).toBe('America/Chicago');
    // The Wallet's times name their zone.
    await newcomer.goto(`${baseUrl()}/wallet`);
    await newcomer
      .getByRole('list', { name: 'Transactions' })
      .getByText(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M C[SD]T$/)
      .first()
      .waitFor();

    // The used link says so at once, instead of a form that can only fail.
    const again = await (await browser().newContext()).newPage();
    await again.goto(link ?? '');
    await again.getByText('This invitation has already been used. Sign in instead.').waitFor();
    expect(await again.getByRole('button', { name: 'Complete Registration' }).count()).toBe(0);

    await admin.reload();
    await admin.getByRole('button', { name: 'All' }).click();
    await expect.poll(() => newcomerRow.getByText('Registered', { exact: true }).count()).toBe(1);
  });

  it('sends someone who was never invited to Access Denied', async () => {
    const stranger = await (await browser().newContext()).newPage();
    await stranger.goto(`${baseUrl()}/api/login`);
    await signIn(stranger, 'stranger@example.com');
    await stranger.getByText('You are not authorized to access this application.').waitFor();
    expect(new URL(stranger.url()).pathname).toBe('/unauthorized');
    expect(await stranger.getByText('This is an invite-only platform.').isVisible()).toBe(true);
  });

  it('tells a signed-out visitor of a protected page they are logged out, then sends them to sign in', async () => {
    const visitor = await (await browser().newContext()).newPage();
    // The message shows for 500 ms, then the page goes on to sign in, which waits here until the
    // message has been seen. The page itself says when it shows it: a check from outside could look
    // only once the page had started leaving, and then wait on that held sign-in until its timeout.
    const message = 'You are logged out. Logging in again...';
    let seen = () => {};
    const messageSeen = new Promise<void>((resolve) => (seen = resolve));
    let shown = false;
    await visitor.exposeFunction('messageShown', () => {
      shown = true;
      seen();
    });
    await visitor.addInitScript((text) => {
      new MutationObserver((_, observer) => {
        if (!(document.body as HTMLElement | null)?.innerText.includes(text)) return;
        observer.disconnect();
        void (window as unknown as { messageShown: () => Promise<void> }).messageShown();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, message);
    await visitor.route(
      (url) => url.pathname === '/api/login',
      async (route) => {
        await messageSeen;
        await route.continue();
      },
    );
    await visitor.goto(`${baseUrl()}/settings`);
    await expect.poll(() => shown, { message: `"${message}" shown`, timeout: 90_000 }).toBe(true);
    await visitor.getByLabel('Email').waitFor();
    expect(new URL(visitor.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  });

  it('returns a signed-out visitor to the page they opened once signed in, a link from an email too', async () => {
    const visitor = await (await browser().newContext()).newPage();
    await visitor.goto(`${baseUrl()}/wallet?from=email#history`);
    await signIn(visitor, 'jordan@example.com');
    await visitor.getByRole('heading', { name: 'Wallet' }).waitFor();
    const url = new URL(visitor.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/wallet?from=email#history');

    // Another site's address is never a place to return to: sign-in then opens on Games.
    const misled = await (await browser().newContext()).newPage();
    await misled.goto(`${baseUrl()}/api/login?returnTo=${encodeURIComponent('//evil.example/wallet')}`);
    await signIn(misled, 'jordan@example.com');
    await misled.getByRole('heading', { name: 'Games', exact: true }).waitFor();
    expect(new URL(misled.url()).origin).toBe(baseUrl());
  });

  it('says so when a session ends on an open page, and one tap signs in and comes back to it', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/my-bets?tab=available`);
    await signIn(page, 'sam@example.com');
    await page.getByRole('tab', { name: /^Available/, selected: true }).waitFor();

    // The session goes (expired, or signed out on another device): the next poll is refused.
    await context.clearCookies();
    await page.getByRole('heading', { name: 'Your session has ended' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-bets');
    await page.getByRole('button', { name: 'Sign In Again' }).click();
    await signIn(page, 'sam@example.com');
    await page.getByRole('tab', { name: /^Available/, selected: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?tab=available');
  });

  it('gives a player who never had a time zone the browser’s, once signed in', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // Registered without a zone, as seeded users and admins created at first sign-in have none.
    const email = await newPlayer(admin, 'Zoe', { timeZone: null });
    const page = await (await browser().newContext({ timezoneId: 'Asia/Tokyo' })).newPage();
    await page.goto(`${baseUrl()}/api/login`);
    await signIn(page, email);
    await expect
      .poll(() => callApi<User>(page, 'GET', '/api/auth/user'))
      .toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneSet: true });
  });

  it('sends the first of two tabs that both started signing in back to sign in, saying why, and in', async () => {
    const context = await browser().newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto(`${baseUrl()}/api/login`);
    await first.getByLabel('Email').waitFor();
    await second.goto(`${baseUrl()}/api/login`);
    await second.getByLabel('Email').waitFor();

    // The browser now holds the second tab's sign-in: the first one's comes back to no error page.
    await signIn(first, 'jordan@example.com');
    await first
      .getByText('Sign-in did not finish: it was started again in another tab, or waited too long.', {
        exact: false,
      })
      .waitFor();
    expect(new URL(first.url()).pathname).toBe('/');
    await first.getByRole('button', { name: 'Get Started' }).click();
    const form = first.getByLabel('Email');
    const balance = first.getByTestId('nav-balance');
    await form.or(balance).waitFor();
    if (await form.isVisible()) await signIn(first, 'jordan@example.com');
    await balance.waitFor();
  });

  it('shows Page Not Found for an unknown path', async () => {
    const visitor = await (await browser().newContext()).newPage();
    await visitor.goto(`${baseUrl()}/no-such-page`);
    await visitor.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });
});
