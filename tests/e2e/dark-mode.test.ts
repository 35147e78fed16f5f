import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { axeViolations, isSerious } from '../support/axe';
import { baseUrl, browserForFile, callApi, outbox, PHONE, signedInPage, standIn } from '../support/browser';
import { openScreen, type Screen } from '../support/screens';
import { isDark } from '../support/theme';

const browser = browserForFile();

/** What is wrong with the screen shown now in dark mode: not dark, or a serious axe finding. */
async function darkFindings(page: Page, name: string, { except = [] as string[] } = {}): Promise<string[]> {
  const found = (await isDark(page)) ? [] : [`${name}: the page is not dark`];
  for (const violation of await axeViolations(page))
    if (isSerious(violation) && !except.includes(violation.rule))
      found.push(
        `${name}: ${violation.rule} (${violation.help}) on ${violation.targets.slice(0, 3).join(', ')}`,
      );
  return found;
}

async function screensFindings(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await openScreen(page, screen);
    found.push(...(await darkFindings(page, screen.path)));
  }
  return found;
}

/** Signed in on a phone whose system is set to `colorScheme`, with no choice made in Settings. */
async function signedInOn(colorScheme: 'light' | 'dark', email: string): Promise<Page> {
  const page = await signedInPage(browser(), email, PHONE);
  await page.emulateMedia({ colorScheme });
  return page;
}

/** Picks a theme in Settings as a person does, by tapping its segment (the radio is visually hidden). */
async function chooseTheme(page: Page, theme: 'Light' | 'Dark' | 'System') {
  const radio = page.getByRole('radio', { name: theme });
  await page.locator('label').filter({ has: radio }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Waits until what `selector` finds has stopped moving and fading in: axe reads colours as they are. */
function settled(page: Page, selector: string) {
  return page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((element) => element.getAnimations().length === 0),
    selector,
  );
}

const SETTINGS: Screen = { path: '/settings', ready: 'Appearance' };

/**
 * The player's screens the accessibility test does not visit (it checks the others in dark too): one
 * of the player's bets, its game, the group's activity; then a sheet, and a toast over it.
 */
async function playerFindings(player: Page): Promise<string[]> {
  const [bet] = await callApi<Bet[]>(player, 'GET', '/api/bets/my');
  if (!bet) throw new Error('The player has no bets');
  const found = await screensFindings(player, [
    {
      path: `/games/${encodeURIComponent(bet.gameId ?? '')}`,
      ready: `${bet.game.awayTeam.name} @ ${bet.game.homeTeam.name}`,
    },
    { path: `/bets/${encodeURIComponent(bet.id)}`, ready: `${bet.proposer.firstName}'s proposal` },
    { path: '/activity', ready: 'Group Activity' },
    // Settings last: the sheet and the toast below open from there.
    SETTINGS,
  ]);
  expect(player.url()).toMatch(/\/settings$/);

  // The server refusing, in a stand-in answer, brings an error toast over the sheet.
  await player.route('**/api/user/sign-out-everywhere', (route) => standIn(route, 500, { message: 'No' }));
  await player.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = player.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await dialog.waitFor();
  await settled(player, '[role="alertdialog"]');
  found.push(...(await darkFindings(player, 'the Sign out everywhere sheet')));
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await player.getByText('Could not sign out everywhere').waitFor();
  await settled(player, '[data-sonner-toast]');
  // sonner's close button is 20 px in either theme: a finding of its own, not of dark mode.
  found.push(...(await darkFindings(player, 'an error toast', { except: ['target-size'] })));
  return found;
}

describe('dark mode, on a phone', () => {
  it("paints index.html's frame dark on a dark system before any script runs", async () => {
    const context = await browser().newContext({ viewport: PHONE, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(baseUrl());
    await page.locator('#root header').waitFor();
    expect(await isDark(page)).toBe(true);
    expect(await isDark(page, '#root header')).toBe(true);
  });

  it('follows a dark system on the screens, sheets and toasts the accessibility test leaves out, with no serious or critical axe finding', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const email = `dark.${Date.now()}@example.com`;
    await callApi(admin, 'POST', '/api/admin/invitations', { email });
    const invitation = (await outbox()).find((entry) => entry.to === email);
    const registration = /\/register\?token=\S+/.exec(invitation?.body ?? '')?.[0] ?? '/register';
    const visitor = await (await browser().newContext({ viewport: PHONE, colorScheme: 'dark' })).newPage();

    // Two people at once, as a group would be: the server's answers for one overlap another's axe run.
    const found = await Promise.all([
      signedInOn('dark', 'jordan@example.com').then(playerFindings),
      screensFindings(visitor, [{ path: registration, ready: `as ${email}` }]),
    ]);
    expect(found.flat()).toEqual([]);
  });

  it("keeps a choice made in Settings over the system's setting after a reload; System follows the system as it changes", async () => {
    const page = await signedInOn('dark', 'jordan@example.com');
    await openScreen(page, SETTINGS);
    expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true);
    expect(await isDark(page)).toBe(true);

    await chooseTheme(page, 'Light');
    expect(await isDark(page)).toBe(false);
    await openScreen(page, SETTINGS);
    expect(await isDark(page)).toBe(false);
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);

    await page.emulateMedia({ colorScheme: 'light' });
    await chooseTheme(page, 'Dark');
    expect(await isDark(page)).toBe(true);
    await openScreen(page, SETTINGS);
    expect(await isDark(page)).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    await chooseTheme(page, 'System');
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
  });
});
