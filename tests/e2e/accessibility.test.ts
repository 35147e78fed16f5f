import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isSerious, type Violation } from '../support/axe';
import { baseUrl, browserForFile, LAPTOP, PHONE, signedInPage } from '../support/browser';
import { smallTargets } from '../support/targets';

const browser = browserForFile();

interface Screen {
  path: string;
  /** Text the screen shows once its data is in. */
  ready: string;
}

const SIGNED_OUT: Screen[] = [
  { path: '/', ready: 'Get Started' },
  { path: '/unauthorized', ready: 'This is an invite-only platform.' },
  { path: '/no-such-page', ready: 'Page Not Found' },
];

const PLAYER: Screen[] = [
  { path: '/', ready: 'Available Games' },
  { path: '/my-bets', ready: 'Proposed Bets' },
  { path: '/my-bets?tab=available', ready: 'Accept Bet' },
  { path: '/bet-history', ready: 'Net result' },
  { path: '/leaderboard', ready: 'ranked by net winnings' },
  { path: '/wallet', ready: 'Balance Over Time' },
  { path: '/settings', ready: 'Notifications' },
];

const ADMIN: Screen[] = [
  { path: '/admin', ready: 'Platform Stats' },
  { path: '/admin/user-management', ready: 'Send Invitation' },
  // Newest first, 50 a page: the seeded players fall off the first page as the browser files add theirs.
  { path: '/admin/users', ready: '@example.com' },
  { path: '/admin/games?tab=schedule', ready: 'Upload Schedule' },
  { path: '/admin/games?tab=teams', ready: 'Buffalo Bills' },
  { path: '/admin/games?tab=lines', ready: 'Upload Betting Lines' },
  { path: '/admin/games?tab=scores', ready: 'Games that have kicked off without a final score' },
  { path: '/admin/bet-settlement', ready: 'Bet Settlement' },
];

/** Opens a screen and waits for its data: the text it shows when loaded, and no skeleton left. */
async function open(page: Page, { path, ready }: Screen) {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByText(ready).first().waitFor();
  await page.waitForFunction(() => document.querySelector('.animate-pulse.bg-stone-200') === null);
}

interface Found {
  violation: Violation;
  line: string;
}

interface Findings {
  axe: Found[];
  /** Controls under 44 x 44 px, on a phone only. */
  small: string[];
}

async function findingsOn(page: Page, screens: Screen[], viewport: string): Promise<Findings> {
  const found: Findings = { axe: [], small: [] };
  for (const screen of screens) {
    await open(page, screen);
    for (const violation of await axeViolations(page)) {
      found.axe.push({ violation, line: line(screen.path, viewport, violation) });
    }
    if (viewport === PHONE_NAME)
      for (const target of await smallTargets(page)) found.small.push(`${screen.path}: ${target}`);
  }
  return found;
}

const line = (path: string, viewport: string, violation: Violation) =>
  `${violation.impact ?? 'unknown'}: ${path} at ${viewport}: ${violation.rule} (${violation.help}) on ${violation.targets.slice(0, 3).join(', ')}`;

const PHONE_NAME = '390 px';

async function allFindings(session: (viewport: typeof PHONE) => Promise<Page>, screens: Screen[]) {
  const found: Findings = { axe: [], small: [] };
  for (const [name, viewport] of [
    [PHONE_NAME, PHONE],
    ['1280 px', LAPTOP],
  ] as const) {
    const on = await findingsOn(await session(viewport), screens, name);
    found.axe.push(...on.axe);
    found.small.push(...on.small);
  }
  return found;
}

const signedOut = (viewport: typeof PHONE) =>
  browser()
    .newContext({ viewport })
    .then((context) => context.newPage());
const signedIn = (email: string) => (viewport: typeof PHONE) => signedInPage(browser(), email, viewport);

describe('accessibility (axe-core) of every main screen, on a phone and a laptop', () => {
  it.each([
    ['signed out', signedOut, SIGNED_OUT],
    ['a player', signedIn('jordan@example.com'), PLAYER],
    ['the admin', signedIn('admin@example.com'), ADMIN],
  ] as const)(
    'has no serious or critical violation, and no control under 44 px on a phone, for %s',
    async (_who, session, screens) => {
      const found = await allFindings(session, screens);
      // Moderate and minor findings are listed for whoever reads the log; serious and critical fail.
      if (found.axe.length > 0) console.log(found.axe.map(({ line }) => line).join('\n'));
      expect(found.axe.filter(({ violation }) => isSerious(violation)).map(({ line }) => line)).toEqual([]);
      expect(found.small).toEqual([]);
    },
  );
});
