import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { createECDH, randomBytes } from 'node:crypto';
import {
  baseUrl,
  browserForFile,
  callApi,
  newPlayer,
  outbox,
  PHONE,
  signedInCaller,
  signedInPage,
  spread,
  upcomingGame,
} from '../support/browser';

// The only browser file that lets the app's service worker run (tests/support/browser.ts), in Chromium
// itself, which shows notifications.
const browser = browserForFile({ serviceWorkers: 'allow', notifications: true });

/** The worker's scope as these tests use it (the tests compile against the page's types, not a worker's). */
interface WorkerScope {
  dispatchEvent(event: Event): boolean;
  registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
  PushEvent: new (type: 'push', init: { data: string }) => Event;
  NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The cards' names (the games' matchups), as a screen reader reads them. */
function namesOf(cards: Locator): Promise<string[]> {
  return cards.evaluateAll((found) =>
    found.map((card) =>
      (card.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ),
  );
}

/** Waits until the service worker controls the page. */
async function controlledByTheWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

describe('Pigskin as an installed app', () => {
  it('links a valid manifest with icons made at build time, served fresh like the worker', async () => {
    const manifestResponse = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Pigskin',
      short_name: 'Pigskin',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
    });
    const icons = Object.fromEntries(
      manifest.icons.map((icon) => [`${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`, icon.src]),
    );
    expect(Object.keys(icons)).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const [sizes, src] of Object.entries(icons)) {
      const icon = await fetch(new URL(src, `${baseUrl()}/`));
      expect(icon.headers.get('content-type')).toBe('image/png');
      const [width, height] = pngSize(Buffer.from(await icon.arrayBuffer()));
      expect(`${width}x${height}`).toBe(sizes.split(' ')[0]);
    }
    const worker = await fetch(`${baseUrl()}/service-worker.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const page = await (await browser().newContext({ viewport: PHONE })).newPage();
    await page.goto(baseUrl());
    const head = page.locator('head');
    expect(await head.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await head.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
      '/apple-touch-icon-180x180.png',
    );
    expect(await head.locator('meta[name="apple-mobile-web-app-title"]').getAttribute('content')).toBe(
      'Pigskin',
    );
    await controlledByTheWorker(page);
    // What Chromium itself checks before it offers to install an app.
    const session = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Test browsers are incognito, where Chromium never installs; that is the browser's, not the app's.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  });

  it('reloads without a network into the app, with the last Games list marked as a saved copy', async () => {
    const page = await signedInPage(browser(), 'sam@example.com', PHONE);
    await controlledByTheWorker(page);
    // Read once through the worker, as any later visit is.
    await page.reload();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const matchups = await namesOf(cards);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByText(/^You're offline\. Showing what Pigskin had at \d{1,2}:\d\d [AP]M\./).waitFor();
    await expect.poll(() => namesOf(cards)).toEqual(matchups);
    await page.context().setOffline(false);
    // Back online, the next answers are live and the note goes.
    await page.reload();
    await page.getByText(/Showing what Pigskin had/).waitFor({ state: 'detached' });
    const savedAnswers = () =>
      page.evaluate(async () =>
        (await (await caches.open('pigskin-api')).keys()).map((request) => request.url),
      );
    expect(await savedAnswers()).toContain(`${baseUrl()}/api/auth/user`);

    // Signing out leaves none of it on the phone for the next person to read offline.
    await page.goto(`${baseUrl()}/settings`);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(await savedAnswers()).not.toContain(`${baseUrl()}/api/auth/user`);
  });

  it('shows a push notification from the worker, and a tap on it opens the bet it is about', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const page = await signedInPage(browser(), await newPlayer(admin, 'Pia'), PHONE);
    await page.context().grantPermissions(['notifications']);
    await controlledByTheWorker(page);
    const [bet] = await callApi<Bet[]>(page, 'GET', '/api/bets/available');
    if (!bet) throw new Error('The demo has no open proposal to point at');
    const [worker] = page.context().serviceWorkers();
    if (!worker) throw new Error('No service worker');

    const shown = await worker.evaluate(
      async (message) => {
        const scope = self as unknown as WorkerScope;
        scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(message) }));
        for (let tries = 0; tries < 50; tries++) {
          const [notification] = await scope.registration.getNotifications({ tag: message.tag });
          if (notification) return { title: notification.title, body: notification.body };
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return undefined;
      },
      { title: 'Bet Accepted', body: 'Jordan took your bet', url: `/bets/${bet.id}`, tag: `test#${bet.id}` },
    );
    expect(shown).toEqual({ title: 'Bet Accepted', body: 'Jordan took your bet' });

    await worker.evaluate(async (tag) => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag });
      if (!notification) throw new Error('The notification is gone');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, `test#${bet.id}`);
    await page.waitForURL(`${baseUrl()}/bets/${bet.id}`);
  });

  it('turns on notifications on this device from Settings, and an accepted bet reaches it by push', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [quinnEmail, rayEmail] = [await newPlayer(admin, 'Quinn'), await newPlayer(admin, 'Ray')];
    const quinn = await signedInPage(browser(), quinnEmail, PHONE);
    await quinn.context().grantPermissions(['notifications']);
    // The browser's push service (Google's, for Chromium) is out of reach here: the subscription it
    // would hand out is made up, at its address with real keys, and everything after it runs for real
    // (the local host writes pushes to its outbox).
    const keys = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    await quinn.addInitScript(({ endpoint, p256dh, auth }) => {
      let current: unknown = null;
      const subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.subscribe = () =>
        Promise.resolve((current = subscription) as unknown as PushSubscription);
      PushManager.prototype.getSubscription = () => Promise.resolve(current as PushSubscription | null);
    }, keys);
    await quinn.reload();
    await controlledByTheWorker(quinn);

    await quinn.goto(`${baseUrl()}/settings`);
    const onThisDevice = quinn.getByRole('switch', { name: 'Notifications on this device' });
    await expect.poll(() => onThisDevice.isEnabled()).toBe(true);
    await onThisDevice.click();
    await quinn.getByText('Notifications are on for this device').first().waitFor();
    const devices = quinn.getByRole('list').filter({ hasText: 'Added' });
    await devices.getByText('This device').waitFor();
    expect(await devices.getByRole('listitem').innerText()).toMatch(
      /^Chrome on Linux\s+This device\s+Added /,
    );
    expect(await quinn.getByRole('switch', { name: 'Bet updates' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // docs/product.md, Live scores: this device's own switches, the final alone on at first.
    const live = (name: string) => quinn.getByRole('switch', { name, exact: true });
    const checked = async () =>
      Promise.all(
        ['Kickoff', 'Score changes', 'Final score'].map((name) => live(name).getAttribute('aria-checked')),
      );
    expect(await checked()).toEqual(['false', 'false', 'true']);
    await live('Score changes').click();
    await quinn.getByText('Preferences updated successfully').first().waitFor();
    await expect.poll(checked).toEqual(['false', 'true', 'true']);
    const listed = await callApi<{ devices: { live: unknown }[] }>(quinn, 'GET', '/api/user/devices');
    expect(listed.devices.map((device) => device.live)).toEqual([
      { kickoff: false, scores: true, final: true },
    ]);

    // Ray takes Quinn's bet: the notice comes to Quinn's device (the local outbox, channel push).
    const game = await upcomingGame(admin, { home: 'TEN', away: 'JAX' });
    const bet = await callApi<Bet>(quinn, 'POST', '/api/bets', spread(game, '15', -2.5));
    const ray = await signedInCaller(browser(), rayEmail);
    await callApi(ray, 'POST', `/api/bets/${bet.id}/accept`);
    const pushed = async () =>
      (await outbox()).filter((entry) => entry.channel === 'push' && entry.body.includes(`/bets/${bet.id}`));
    await expect.poll(async () => (await pushed()).length).toBe(1);
    expect((await pushed())[0]).toMatchObject({
      to: 'Chrome on Linux',
      subject: expect.stringMatching(/accepted/i),
    });

    await onThisDevice.click();
    await quinn.getByText('Notifications are off for this device').first().waitFor();
    await quinn.getByText('No device gets push notifications yet.').waitFor();
  });
});
