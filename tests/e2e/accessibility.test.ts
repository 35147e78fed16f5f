import type { Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
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
import { pagePerPerson } from '../support/page-per-person';
import { smallTargets } from '../support/targets';
import { isDark, systemScheme } from '../support/theme';

const browser = browserForFile();

const VIEWPORTS = [
  ['on a phone (390 px), light and dark', PHONE],
  ['on a laptop (1280 px)', LAPTOP],
] as const;

// One page per person and viewport (tests/support/page-per-person.ts).
const { pageForGroup, signedOut, signedIn } = pagePerPerson(browser);

const line = (path: string, viewport: string, violation: Violation) =>
  `${violation.impact ?? 'unknown'}: ${path} ${viewport}: ${violation.rule} (${violation.help}) on ${violation.targets.slice(0, 3).join(', ')}`;

/** Fails on serious and critical findings; moderate and minor ones are listed for whoever reads the log. */
function expectNoSeriousFinding(expect: ExpectStatic, found: { violation: Violation; line: string }[]) {
  if (found.length > 0) console.log(found.map(({ line }) => line).join('\n'));
  expect(found.filter(({ violation }) => isSerious(violation)).map(({ line }) => line)).toEqual([]);
}

// A test per screen, person and viewport: one screen's failure names it, and no test holds many
// screens' work (the whole of a person's screens in one test outran 90 s on a busy CI machine). The
// three people go side by side, each screen after screen and one viewport after the other, as in
// tests/e2e/layout-shift.test.ts.
describe.concurrent.each([
  ['signed out', signedOut, SIGNED_OUT_SCREENS],
  ['a player', signedIn('jordan@example.com'), PLAYER_SCREENS],
  ['the admin', signedIn('admin@example.com'), ADMIN_SCREENS],
] as const)('accessibility (axe-core) of every main screen, for %s', (_who, session, screens) => {
  describe.each(VIEWPORTS)('%s', { concurrent: false }, (viewportName, viewport) => {
    const pageFor = pageForGroup(() => session(viewport));
    it.for(screens)(
      '$path: no serious or critical axe finding, and on a phone no control under 44 px',
      async (screen: Screen, { expect }) => {
        const page = await pageFor();
        await page.emulateMedia({ colorScheme: 'light' });
        await openScreen(page, screen);
        const found = (await axeViolations(page)).map((violation) => ({
          violation,
          line: line(screen.path, viewportName, violation),
        }));
        if (viewport !== PHONE) return expectNoSeriousFinding(expect, found);

        // On a phone: controls of at least 44 x 44 px, and the same screen in dark mode too
        // (docs/product.md, Settings: Appearance), the system set to dark on the screen already open.
        expect(await smallTargets(page)).toEqual([]);
        await systemScheme(page, 'dark');
        expect(await isDark(page), 'the screen stayed light with the system set to dark').toBe(true);
        for (const violation of await axeViolations(page)) {
          found.push({ violation, line: line(screen.path, `${viewportName}, dark`, violation) });
        }
        expectNoSeriousFinding(expect, found);
      },
    );
  });
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
