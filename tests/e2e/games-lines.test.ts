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
 * docs/product.md's calls of Games: the week's betting lines are asked for only once its games have
 * loaded, and nothing on the screen shows them (web/src/api/games.ts).
 */
describe("Games and the week's betting lines", () => {
  it('asks for them once the games have arrived, not before', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // Signed in on a screen that reads no games: the first Games' own reads would otherwise still be on
    // their way when the route below is set, unheld, and arrive during the wait.
    const player = await signedInPage(browser(), await newPlayer(admin, 'Chains'), PHONE, {
      at: '/settings',
    });
    const { season, week } = await weekUnderWay(admin);
    const games = `/api/games/${season}/${week}`;
    const lines = `/api/betting-lines/${season}/${week}`;

    // The games' answer is held until the test lets it go: whatever the app asks for meanwhile shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await player.route(
      (url) => url.pathname === games,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const events: string[] = [];
    player.on('request', (request) => {
      if (new URL(request.url()).pathname === lines) events.push('lines asked for');
    });
    player.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === games) events.push('games arrived');
    });

    await player.goto(`${baseUrl()}/`);
    await player.getByRole('status', { name: 'Loading games' }).waitFor();
    // A fixed wait, to show that something does not happen: the app has started and waits on its games.
    await player.waitForTimeout(1_000);
    expect(events).toEqual([]);

    const asked = player.waitForRequest((request) => new URL(request.url()).pathname === lines);
    release();
    await asked;
    expect(events).toEqual(['games arrived', 'lines asked for']);
  });
});
