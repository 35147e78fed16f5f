import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, isSerious, type Violation } from '../support/axe';
import type { Game } from '../../domain/games';
import {
  browserForFile,
  callApi,
  LAPTOP,
  PHONE,
  scheduleGamesSoon,
  signedInPage,
  weekUnderWay,
  weekUrl,
} from '../support/browser';
import {
  ADMIN_SCREENS,
  openScreen,
  PLAYER_SCREENS,
  SIGNED_OUT_SCREENS,
  type Screen,
} from '../support/screens';
import { smallTargets } from '../support/targets';
import { isDark, systemScheme } from '../support/theme';

const browser = browserForFile();

interface Found {
  violation: Violation;
  line: string;
}

interface Findings {
  axe: Found[];
  /** Controls under 44 x 44 px, on a phone only. */
  small: string[];
  /** Screens that stayed light with the system set to dark. */
  notDark: string[];
}

/**
 * Each screen's axe findings, and on a phone its small controls and its findings in dark mode too
 * (docs/product.md, Settings: Appearance), the system set to dark on the screen already open.
 */
async function findingsOn(page: Page, screens: Screen[], viewport: string): Promise<Findings> {
  const found: Findings = { axe: [], small: [], notDark: [] };
  for (const screen of screens) {
    await openScreen(page, screen);
    for (const violation of await axeViolations(page)) {
      found.axe.push({ violation, line: line(screen.path, viewport, violation) });
    }
    if (viewport !== PHONE_NAME) continue;
    for (const target of await smallTargets(page)) found.small.push(`${screen.path}: ${target}`);
    await systemScheme(page, 'dark');
    if (!(await isDark(page))) found.notDark.push(screen.path);
    for (const violation of await axeViolations(page)) {
      found.axe.push({ violation, line: line(screen.path, `${viewport}, dark`, violation) });
    }
    await systemScheme(page, 'light');
  }
  return found;
}

const line = (path: string, viewport: string, violation: Violation) =>
  `${violation.impact ?? 'unknown'}: ${path} at ${viewport}: ${violation.rule} (${violation.help}) on ${violation.targets.slice(0, 3).join(', ')}`;

const PHONE_NAME = '390 px';

async function allFindings(session: (viewport: typeof PHONE) => Promise<Page>, screens: Screen[]) {
  const found: Findings = { axe: [], small: [], notDark: [] };
  for (const [name, viewport] of [
    [PHONE_NAME, PHONE],
    ['1280 px', LAPTOP],
  ] as const) {
    const on = await findingsOn(await session(viewport), screens, name);
    found.axe.push(...on.axe);
    found.small.push(...on.small);
    found.notDark.push(...on.notDark);
  }
  return found;
}

const signedOut = (viewport: typeof PHONE) =>
  browser()
    .newContext({ viewport })
    .then((context) => context.newPage());
const signedIn = (email: string) => (viewport: typeof PHONE) => signedInPage(browser(), email, viewport);

describe('accessibility (axe-core) of every main screen, on a phone (light and dark) and a laptop', () => {
  it.each([
    ['signed out', signedOut, SIGNED_OUT_SCREENS],
    ['a player', signedIn('jordan@example.com'), PLAYER_SCREENS],
    ['the admin', signedIn('admin@example.com'), ADMIN_SCREENS],
  ] as const)(
    'has no serious or critical violation, and no control under 44 px on a phone, for %s',
    async (_who, session, screens) => {
      const found = await allFindings(session, screens);
      // Moderate and minor findings are listed for whoever reads the log; serious and critical fail.
      if (found.axe.length > 0) console.log(found.axe.map(({ line }) => line).join('\n'));
      expect(found.axe.filter(({ violation }) => isSerious(violation)).map(({ line }) => line)).toEqual([]);
      expect(found.small).toEqual([]);
      expect(found.notDark).toEqual([]);
    },
  );
});

describe('motion', () => {
  /** How many animations run in this game's card, on the Games screen of its week. */
  async function runningIn(page: Page, game: Game): Promise<number> {
    await page.goto(weekUrl(game));
    const card = page.getByRole('article').filter({ has: page.locator(`[id="game-${game.id}"]`) });
    await card.getByText('In Progress').waitFor();
    return card.evaluate(
      (element) =>
        element.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running')
          .length,
    );
  }

  it("pulses a game under way's dot, and holds it still for a person whose device asks for less motion", async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const [sourceId] = await scheduleGamesSoon(admin, [{ home: 'SEA', away: 'ARI' }], -60);
    const { season, week } = await weekUnderWay(admin);
    const game = (await callApi<Game[]>(admin, 'GET', `/api/games/${season}/${week}`)).find(
      (candidate) => candidate.gameId === sourceId,
    );
    if (!game) throw new Error('The game was not scheduled');

    // The browser files ask for less motion (tests/support/browser.ts); this person's device does not.
    await admin.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await runningIn(admin, game)).toBe(1);
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    expect(await runningIn(admin, game)).toBe(0);
  });
});
