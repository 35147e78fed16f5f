import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** A screen a browser test visits, and how it knows the screen is ready to be read. */
export interface Screen {
  path: string;
  /** Text the screen shows once its data is in. */
  ready: string;
}

export const SIGNED_OUT_SCREENS: Screen[] = [
  { path: '/', ready: 'Get Started' },
  { path: '/unauthorized', ready: 'This is an invite-only platform.' },
  { path: '/no-such-page', ready: 'Page Not Found' },
  // The server's own page, for a typed or bookmarked sign-out address.
  { path: '/api/logout', ready: 'Sign out of Pigskin?' },
];

/** A player's screens that need no bet or game of their own (the seeded players have data on each). */
export const PLAYER_SCREENS: Screen[] = [
  { path: '/', ready: 'Available Games' },
  { path: '/my-bets', ready: 'Proposed Bets' },
  { path: '/my-bets?tab=available', ready: 'Accept Bet' },
  { path: '/bet-history', ready: 'Net result' },
  { path: '/leaderboard', ready: 'ranked by net winnings' },
  { path: '/wallet', ready: 'Balance Over Time' },
  { path: '/settings', ready: 'Notifications' },
];

export const ADMIN_SCREENS: Screen[] = [
  { path: '/admin', ready: 'Platform Stats' },
  { path: '/admin/user-management', ready: 'Send Invitation' },
  // Newest first, 50 a page: the seeded players fall off the first page as the browser files add theirs.
  { path: '/admin/users', ready: '@example.com' },
  { path: '/admin/games?tab=schedule', ready: 'Upload Schedule' },
  { path: '/admin/games?tab=teams', ready: 'Buffalo Bills' },
  { path: '/admin/games?tab=lines', ready: 'Upload Betting Lines' },
  { path: '/admin/games?tab=scores', ready: 'Go to Schedule' },
  { path: '/admin/bet-settlement', ready: 'Bet Settlement' },
];

/**
 * A screen's placeholders while it loads: index.html's frame pulses always, the Skeleton component
 * (ui/skeleton.tsx) only with motion allowed (`motion-safe:animate-pulse`).
 */
export const SKELETONS = '.bg-stone-200[class*="animate-pulse"]';

/**
 * Opens a screen and waits for its data: the text it shows when loaded (as the page renders it), and no
 * skeleton left. Looked for every animation frame: a locator's wait backs off to half a second between
 * looks, which was most of the time a screen took.
 */
export async function openScreen(page: Page, { path, ready }: Screen): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(
    ({ ready, skeletons }) =>
      document.body.innerText.includes(ready) && document.querySelector(skeletons) === null,
    { ready, skeletons: SKELETONS },
  );
}
