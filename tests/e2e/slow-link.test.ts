import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  browserForFile,
  newPlayer,
  PHONE,
  signedInCaller,
  signedInPage,
  weekUnderWay,
} from '../support/browser';

const browser = browserForFile();

/**
 * Opens `path` on a slow phone connection (Chromium's emulation: 400 kbps, 200 ms of latency; the
 * bench's 800 ms would only make the test slower) and answers, in order, when each request was sent
 * and when the app's entry script finished arriving. Waits for the first game's card.
 */
async function openSlowly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  const events: string[] = [];
  const onRequest = (request: { url: () => string }) =>
    events.push(`sent ${new URL(request.url()).pathname}`);
  const onFinished = (request: { url: () => string; resourceType: () => string }) => {
    if (request.resourceType() === 'script' && /\/assets\/index-[^/]+\.js$/.test(request.url()))
      events.push('app code arrived');
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('article').first().waitFor();
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  await cdp.detach();
  return events;
}

/** docs/decisions.md, First paint: the first screen's reads travel beside the app's code. */
describe('Games on a slow phone connection', () => {
  it("asks for a linked week's games and their proposals before the app's code has arrived, and the app takes those answers", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const player = await signedInPage(browser(), await newPlayer(admin, 'Stadium'), PHONE);
    const { season, week } = await weekUnderWay(admin);

    const events = await openSlowly(player, `/?season=${season}&week=${week}`);

    const games = `sent /api/games/${season}/${week}`;
    expect(events.filter((event) => event === games)).toHaveLength(1);
    expect(events.indexOf(games)).toBeLessThan(events.indexOf('app code arrived'));
    expect(events.indexOf('app code arrived')).toBeGreaterThan(-1);
    // The cards are drawn with their open proposals: asked for once the games are in, and taken by the app.
    const proposals = 'sent /api/bets/available';
    expect(events.filter((event) => event === proposals)).toHaveLength(1);
    expect(events.indexOf(proposals)).toBeLessThan(events.indexOf('app code arrived'));
  });

  it('asks for the week under way, its games and their proposals before the app has started, each once', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // Signing in opened Games once already: this is the phone's next visit, its files not cached.
    const player = await signedInPage(browser(), await newPlayer(admin, 'Bleachers'), PHONE);
    const { season, week } = await weekUnderWay(admin);

    const events = await openSlowly(player, '/');

    const arrived = events.indexOf('app code arrived');
    // The proposals too, beside the games: the last visit's read of the same week is asked for again.
    for (const read of [
      'sent /api/seasons',
      `sent /api/games/${season}/${week}`,
      'sent /api/bets/available',
    ]) {
      expect(
        events.filter((event) => event === read),
        read,
      ).toHaveLength(1);
      expect(events.indexOf(read), read).toBeLessThan(arrived);
    }
  });

  it("shows a signed-in player the frame and then Games, never the stranger's landing page", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const player = await signedInPage(browser(), await newPlayer(admin, 'Turnstile'), PHONE);
    // Every text #root shows, in order, from before the app starts.
    await player.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shown });
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent ?? '';
        if (shown.at(-1) !== text) shown.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });

    await openSlowly(player, '/');

    const shown = await player.evaluate(() => (window as unknown as { shown: string[] }).shown);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.filter((text) => text.includes('invite-only group'))).toEqual([]);
  });
});
