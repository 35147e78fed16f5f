import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { baseUrl, browserForFile, callApi, LAPTOP, PHONE } from '../support/browser';
import { layoutShift, slowReads } from '../support/layout-shift';
import { pagePerPerson } from '../support/page-per-person';
import { ADMIN_SCREENS, SKELETONS } from '../support/screens';

const browser = browserForFile({ scrollbars: true });

/** A screen, where it is (some depend on the seeded data), and a text it shows only once loaded. */
interface Screen {
  name: string;
  path: (page: Page) => string | Promise<string>;
  ready: string;
  /** A read that answers after the others (1.2 s later), where that order once moved the screen. */
  lastRead?: RegExp;
}

/** One of the player's own bets, for the bet page and its game's page. */
async function aBet(page: Page): Promise<Bet> {
  const [bet] = await callApi<Bet[]>(page, 'GET', '/api/bets/my');
  if (!bet) throw new Error('The seeded player has no bet');
  return bet;
}

const at = (path: string) => () => path;

// Games is held in tests/e2e/phone.test.ts at both widths, with the reads it waits on.
const PLAYER: Screen[] = [
  { name: 'My Bets', path: at('/my-bets'), ready: 'Proposed Bets' },
  { name: 'My Bets, Available', path: at('/my-bets?tab=available'), ready: 'Accept Bet' },
  // The record above the list comes from the all-time leaderboard: it landed after the list, above it.
  {
    name: 'Bet History',
    path: at('/bet-history'),
    ready: 'Net result',
    lastRead: /\/api\/leaderboard\/all-time/,
  },
  { name: 'Leaderboard, Weekly', path: at('/leaderboard'), ready: 'Records read wins-losses-ties' },
  {
    name: 'Leaderboard, Season',
    path: at('/leaderboard?tab=season'),
    ready: 'Records read wins-losses-ties',
  },
  {
    name: 'Leaderboard, All Time',
    path: at('/leaderboard?tab=all-time'),
    ready: 'Records read wins-losses-ties',
  },
  {
    name: 'the game page',
    path: async (page) => `/games/${encodeURIComponent((await aBet(page)).gameId ?? '')}`,
    ready: 'Back to Games',
  },
  {
    name: 'the bet page',
    path: async (page) => `/bets/${(await aBet(page)).id}`,
    ready: 'Bets on this game',
  },
  { name: 'Wallet', path: at('/wallet'), ready: 'Transaction History' },
  { name: 'Group Activity', path: at('/activity'), ready: 'Group Activity' },
  { name: 'Settings', path: at('/settings'), ready: 'Notifications' },
];

// The dashboard's stats fill two cards above the others: they landed last, and the cards moved down.
const ADMIN: Screen[] = ADMIN_SCREENS.map(({ path, ready }) => ({
  name: path,
  path: at(path),
  ready,
  ...(path === '/admin' ? { lastRead: /\/api\/admin\/stats/ } : {}),
}));

const SIGNED_OUT: Screen[] = [{ name: 'the landing page', path: at('/'), ready: 'Get Started' }];

// One page per person and viewport, its reads slowed.
const { pageForGroup, signedOut, signedIn } = pagePerPerson(browser, (page) => slowReads(page));

/**
 * Waits until the screen shows `ready`, no skeleton is left (ui/skeleton.tsx's, and the stats' own
 * pulsing blocks) and the network has been quiet for half a second: whatever moves later is not the
 * load's doing.
 */
async function settled(page: Page, ready: string): Promise<void> {
  await page.waitForFunction(
    ({ ready, loading }) =>
      document.body.innerText.includes(ready) && document.querySelector(loading) === null,
    { ready, loading: `${SKELETONS}, [aria-busy="true"]` },
  );
  await page.waitForLoadState('networkidle');
}

// docs/product.md, Screens: layout shift under 0.05 at 390 and 1280 px while a screen loads; a test
// per screen, person and viewport, so a failure names the screen and says what moved. The three
// people go side by side, each screen after screen: the tests wait on slowed reads most of the time.
// One person's two viewports go one after the other, so the admin's reads per minute stay as many.
describe.concurrent.each([
  ['signed out', signedOut, SIGNED_OUT],
  ['a player', signedIn('jordan@example.com'), PLAYER],
  ['the admin', signedIn('admin@example.com'), ADMIN],
] as const)('every screen keeps still while it loads on a slow network, for %s', (_who, session, screens) => {
  describe.each([PHONE, LAPTOP])('at %j', { concurrent: false }, (viewport) => {
    const pageFor = pageForGroup(() => session(viewport));
    it.for(screens)('$name: layout shift under 0.05', async (screen: Screen, { expect }) => {
      const page = await pageFor();
      const { lastRead } = screen;
      if (lastRead) await slowReads(page, 1200, lastRead);
      await page.goto(`${baseUrl()}${await screen.path(page)}`);
      await settled(page, screen.ready);
      const { score, moved } = await layoutShift(page);
      // The page goes on to the next screen: this one's order of reads is its own.
      if (lastRead) await page.unroute(lastRead);
      console.log(`Layout shift of ${screen.name} at ${viewport.width} px: ${score.toFixed(3)}`, moved);
      expect(score, `what moved:\n${moved.join('\n')}`).toBeLessThan(0.05);
    });
  });
});
