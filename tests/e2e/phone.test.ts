import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { weekLabel } from '../../domain/weeks';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  LAPTOP,
  newPlayer,
  PHONE,
  signedInCaller,
  signedInPage,
  standIn,
  upcomingGame,
  spread,
  openProposal,
  weekUnderWay,
  weekPath,
} from '../support/browser';
import { axeViolations, isSerious } from '../support/axe';
import { layoutShift } from '../support/layout-shift';
import { smallTargets } from '../support/targets';

const browser = browserForFile();

/**
 * Two quick taps on the same spot, `gapMs` apart, as a thumb makes them; on a page whose clock is
 * paused, `gapMs` of the page's time pass between them, however long the machine takes.
 */
async function doubleTap(page: Page, target: Locator, gapMs: number, { paused = false } = {}) {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to tap');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await (paused ? page.clock.runFor(gapMs) : page.waitForTimeout(gapMs));
  await page.mouse.click(x, y);
}

/**
 * Stops the page's time (its clock installed with `page.clock.install`) a moment past where it is. The
 * page's time runs on while the call travels, and on a busy machine it passed the moment before the
 * pause arrived ('Cannot fast-forward to the past'): then it aims again from where the time is. A
 * longer jump would run the page's timers ahead and change what the test looks at.
 */
async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Where an element sits on the page, not on the screen: a tap scrolls its target into view, and other
 * files' proposals on sooner games may sit above this test's cards.
 */
const placeOnPage = (target: Locator) =>
  target.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return { x: left + window.scrollX, y: top + window.scrollY, width, height };
  });

/**
 * The page's width; when it is wider than the screen, which elements stick out too, so that a
 * failure names them (the screen's content changes with what other files did).
 */
async function widthOf(page: Page): Promise<{ width: number; out: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return { width, out: '' };
    // Inside a scroller (the week chips) sticking out is by design.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth && !clipped(element))
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent.slice(0, 60)}"`);
    return { width, out: out.join(', ') };
  });
}

const statusesOf = async (page: Page, ids: string[]) => {
  const mine = await callApi<Bet[]>(page, 'GET', '/api/bets/my');
  return ids.map((id) => mine.find((bet) => bet.id === id)?.status ?? 'not mine');
};

describe('Pigskin on a phone (390 px)', () => {
  it('a double tap accepts one bet: accepting asks first, the sheet ignores the stray second tap, and nothing moves under the finger', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // The first kicks off sooner, so its card comes first: accepting it must not move the second's.
    const sooner = await upcomingGame(admin, { home: 'NE', away: 'MIA' });
    const later = await upcomingGame(admin, { home: 'NE', away: 'NYJ' }, 60 * 60);
    const proposer = await signedInCaller(browser(), await newPlayer(admin, 'Pia'));
    const bets = [
      await callApi<Bet>(proposer, 'POST', '/api/bets', spread(sooner, '40', -1.5)),
      await callApi<Bet>(proposer, 'POST', '/api/bets', spread(later, '30', -2.5)),
    ];
    const ids = bets.map((bet) => bet.id);
    const taker = await signedInPage(browser(), await newPlayer(admin, 'Quin'), PHONE);
    // The page's clock runs as the real one until paused: a sheet waits 600 ms before its button takes
    // a tap, and on a busy machine a tap sent 350 ms after another can reach the page later than that.
    await taker.clock.install();
    await taker.goto(`${baseUrl()}/my-bets?tab=available`);
    const cards = taker.getByRole('list', { name: 'Available bets' }).getByRole('listitem');
    const first = cards.filter({ hasText: 'NE -1.5' });
    const second = cards.filter({ hasText: 'NE -2.5' });
    const secondButton = second.getByRole('button', { name: 'Accept Bet' });
    const secondBefore = await placeOnPage(secondButton);
    const sheet = taker.getByRole('alertdialog', { name: 'Accept this bet?' });

    // Where the sheet's own Accept button appears, then a double tap whose second tap lands there.
    await first.getByRole('button', { name: 'Accept Bet' }).click();
    const confirm = sheet.getByRole('button', { name: 'Accept Bet' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    const confirmBox = await confirm.boundingBox();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'hidden' });
    // The page's time stands still but for the 350 ms between the taps, so the second lands within
    // the sheet's first moments however late the machine delivers it.
    await pauseClock(taker);
    await first.getByRole('button', { name: 'Accept Bet' }).click();
    await taker.clock.runFor(350);
    if (!confirmBox) throw new Error('No confirm button');
    await taker.mouse.click(confirmBox.x + confirmBox.width / 2, confirmBox.y + confirmBox.height / 2);
    await taker.clock.runFor(200);
    expect(await sheet.isVisible()).toBe(true);
    expect(await statusesOf(proposer, ids)).toEqual(['proposed', 'proposed']);
    await taker.clock.resume();
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'hidden' });

    // A double tap on the card opens one sheet; a double tap on its button accepts one bet.
    await pauseClock(taker);
    await doubleTap(taker, first.getByRole('button', { name: 'Accept Bet' }), 350, { paused: true });
    await sheet.waitFor();
    expect(await statusesOf(proposer, ids)).toEqual(['proposed', 'proposed']);
    await taker.clock.resume();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await doubleTap(taker, confirm, 500);
    await taker.getByText('Bet Accepted').first().waitFor();
    await sheet.waitFor({ state: 'hidden' });
    await taker.waitForTimeout(1500);
    expect(await statusesOf(proposer, ids)).toEqual(['accepted', 'proposed']);

    // The accepted card stays where it was, saying so; the other's button has not moved.
    await first.getByText('You accepted this bet.').waitFor();
    expect(await placeOnPage(secondButton)).toEqual(secondBefore);

    // After accepting, focus is on the card the action was about, not dropped to the page.
    await secondButton.click();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await second.getByText('You accepted this bet.').waitFor();
    await expect
      .poll(() =>
        taker.evaluate(() => {
          const focused = document.activeElement;
          return focused?.getAttribute('role') === 'article' ? focused.textContent : 'not a card';
        }),
      )
      .toMatch(/NE -2\.5.*You accepted this bet\./);
  });

  it("shows a friend's new proposal on its game card within the 5-second poll, taken from there", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // A week of its own: the week under way has room for 32 games, and the suite fills it.
    const game = await upcomingGame(admin, { home: 'PIT', away: 'BAL' }, 0, { weeksAhead: 3 });
    const friend = await signedInCaller(browser(), await newPlayer(admin, 'Rui'));
    const viewer = await signedInPage(browser(), await newPlayer(admin, 'Sol'), PHONE, {
      at: weekPath(game),
    });
    const card = viewer.getByRole('article', { name: 'Baltimore Ravens @ Pittsburgh Steelers' });
    await card.waitFor();
    expect(await card.getByText('Open proposals').count()).toBe(0);

    await callApi<Bet>(friend, 'POST', '/api/bets', spread(game, '25', -3));
    await card.getByText('Open proposals (1)').waitFor({ timeout: 7_000 });
    // The row says what Take gives the viewer: Rui backs PIT -3, so Sol would take BAL +3.
    await card.getByRole('listitem').getByText("You'd take BAL +3 against Rui, 25.00 Pigskins").waitFor();
    await card.getByRole('button', { name: 'Take BAL +3 against Rui, 25.00 Pigskins' }).click();
    const sheet = viewer.getByRole('alertdialog', { name: 'Accept this bet?' });
    await sheet.getByText('BAL +3', { exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Accept Bet' }).click();
    await viewer.getByText('Bet Accepted').first().waitFor();
    await card.getByRole('link', { name: /^Taken/ }).waitFor();
    // The taken row stays in place; the heading no longer counts it as open.
    await card.getByText('No proposals open now').waitFor();
    expect(await card.getByText(/^Open proposals/).count()).toBe(0);
  });

  it('proposes a spread team first: the posted line fills in for that side, and the sentence follows every change', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const page = await signedInPage(browser(), await newPlayer(admin, 'Lin'), PHONE);
    // The seeded game, by its posted line: other files schedule the same teams without one.
    await openProposal(
      page
        .getByRole('article', { name: 'San Francisco 49ers @ Seattle Seahawks' })
        .filter({ hasText: 'Spread: SF -3' }),
      'Spread',
    );
    const dialog = page.getByRole('dialog', { name: 'Create Spread Bet Proposal' });
    const sentence = dialog.getByRole('status');
    await sentence.getByText('Pick a team to see when you win.').waitFor();
    const line = dialog.getByLabel(/^Point Spread/);

    await choosePick(dialog, /^SEA\b/);
    expect(await line.inputValue()).toBe('3');
    await dialog.getByText('Posted line: SEA +3. Change it to offer another.').waitFor();
    await sentence.getByText(/^You win if SEA wins, or loses by less than 3\./).waitFor();
    await choosePick(dialog, /^SF\b/);
    expect(await line.inputValue()).toBe('-3');
    await sentence.getByText(/^You win if SF wins by more than 3\./).waitFor();
    await line.fill('-4.5');
    await sentence.getByText(/^You win if SF wins by more than 4\.5\./).waitFor();

    // Nothing missing is announced over the form: the amount says so where it is, and takes the focus.
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    const amount = dialog.getByLabel('Bet Amount (Pigskins)');
    await dialog.getByText('Enter an amount such as 25 or 12.50').waitFor();
    await expect.poll(() => amount.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText('Missing Information').count()).toBe(0);
  });

  it('closes an open accept sheet when a friend takes the bet first, saying who', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'DET', away: 'GB' });
    const proposer = await signedInCaller(browser(), await newPlayer(admin, 'Uma'));
    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '20', -4.5));
    const quicker = await signedInCaller(browser(), await newPlayer(admin, 'Vic'));
    const slower = await signedInPage(browser(), await newPlayer(admin, 'Wes'), PHONE, {
      at: '/my-bets?tab=available',
    });
    const card = slower
      .getByRole('list', { name: 'Available bets' })
      .getByRole('listitem')
      .filter({ hasText: 'DET -4.5' })
      .filter({ hasText: 'Uma' });
    await card.getByRole('button', { name: 'Accept Bet' }).click();
    const sheet = slower.getByRole('alertdialog', { name: 'Accept this bet?' });
    await sheet.waitFor();

    await callApi(quicker, 'POST', `/api/bets/${bet.id}/accept`);
    // Within the 5-second poll the sheet goes, saying who took it.
    await sheet.waitFor({ state: 'hidden', timeout: 12_000 });
    await slower.getByText('Vic took this bet first').waitFor();
    await card.getByText('No longer available').waitFor();
  });

  it('reaches the first game from the top of Games in a few Tab presses, the week picker closed', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    await upcomingGame(admin, { home: 'ARI', away: 'SEA' });
    const player = await signedInPage(browser(), await newPlayer(admin, 'Tabitha'), PHONE);
    await player.getByRole('article').first().waitFor();
    const inFirstGame = () =>
      player.evaluate(
        () => document.querySelector('[role="article"]')?.contains(document.activeElement) ?? false,
      );
    let presses = 0;
    while (!(await inFirstGame()) && presses < 40) {
      await player.keyboard.press('Tab');
      presses += 1;
    }
    // The skip link, the header, the season and the week's arrows and 'All weeks', the group's
    // latest activity: with the 26 quick week buttons open it took 41.
    console.log(`Tab presses to the first game: ${presses}`);
    expect(presses).toBeLessThanOrEqual(15);
  });

  it('fits every player screen into 390 px, with a long name and a long email', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'HOU', away: 'IND' });
    const longName = 'Bartholomewmaximilian';
    const page = await signedInPage(browser(), await newPlayer(admin, longName), PHONE, { blank: true });
    await callApi<Bet>(page, 'POST', '/api/bets', spread(game, '12.34', -6.5));
    for (const path of [
      '/',
      '/my-bets',
      '/my-bets?tab=available',
      '/bet-history',
      '/leaderboard',
      '/wallet',
      '/settings',
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => document.querySelector('.animate-pulse.bg-stone-200') === null);
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest, `${path} is ${widest} px wide`).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByText(longName, { exact: false }).first().waitFor();

    // Seen by a friend on the narrowest phone: the long name on the game card's proposals, the
    // Available tab and the accept sheet.
    const friend = await signedInPage(
      browser(),
      await newPlayer(admin, 'Ola'),
      { width: 320, height: 640 },
      { blank: true },
    );
    for (const path of ['/', '/my-bets?tab=available']) {
      await friend.goto(`${baseUrl()}${path}`);
      await friend.getByText(longName).first().waitFor();
      const { width, out } = await widthOf(friend);
      expect(width, `${path} at 320 px; sticking out: ${out}`).toBeLessThanOrEqual(320);
    }
    await friend
      .getByRole('list', { name: 'Available bets' })
      .getByRole('listitem')
      .filter({ hasText: longName })
      .getByRole('button', { name: 'Accept Bet' })
      .click();
    await friend.getByRole('alertdialog', { name: 'Accept this bet?' }).getByText(longName).waitFor();
    const { width, out } = await widthOf(friend);
    expect(width, `the accept sheet at 320 px; sticking out: ${out}`).toBeLessThanOrEqual(320);
  });

  it('shows the first game and its Propose control on the first screen of Games, with compact cards', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // The week's own games (the demo's and other files'): the week under way has room for 32 only.
    const { week } = await weekUnderWay(admin);
    const page = await signedInPage(browser(), await newPlayer(admin, 'Fern'), PHONE);
    const propose = page.getByRole('button', { name: /^Propose/ });
    const firstOpen = page.getByRole('article').filter({ has: propose }).first();
    await firstOpen.waitFor();
    await page.waitForFunction(() => document.querySelector('.animate-pulse.bg-stone-200') === null);

    // docs/product.md, Games: on the first screen without scrolling, the first open game's Propose control.
    const control = await firstOpen
      .getByRole('button', { name: /^Propose/ })
      .first()
      .boundingBox();
    expect(
      control && control.y >= 0 && control.y + control.height <= PHONE.height,
      'Propose is on screen',
    ).toBe(true);
    // The balances take a line, and so do the season and the week.
    const balances = await page.getByRole('definition').first().locator('xpath=ancestor::dl').boundingBox();
    expect(balances?.height, 'the balances are one line').toBeLessThanOrEqual(48);
    const middles = await Promise.all(
      [
        page.getByLabel('Season'),
        page.getByRole('button', { name: 'Previous week' }),
        page.getByRole('heading', { name: weekLabel(week), exact: true, level: 2 }),
        page.getByRole('button', { name: 'All weeks' }),
        page.getByRole('button', { name: 'Next week' }),
      ].map(async (element) => {
        const box = await element.boundingBox();
        return box ? Math.round(box.y + box.height / 2) : Number.NaN;
      }),
    );
    expect(
      Math.max(...middles) - Math.min(...middles),
      `the week picker is one line: ${middles.join(', ')}`,
    ).toBeLessThanOrEqual(4);
    // A card with no proposals, not being played: at most 260 px (about 200; it was about 700).
    const heights = await page
      .getByRole('article')
      .filter({ has: propose })
      .filter({ hasNotText: /Open proposals|No proposals open now/ })
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThan(0);
    console.log(
      `Propose's bottom: ${Math.round((control?.y ?? 0) + (control?.height ?? 0))} px; cards: ${heights.join(', ')} px`,
    );
    expect(Math.max(...heights), `card heights: ${heights.join(', ')}`).toBeLessThanOrEqual(260);

    const { width, out } = await widthOf(page);
    expect(width, `Games is no wider than the screen; sticking out: ${out}`).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    expect((await axeViolations(page)).filter(isSerious)).toEqual([]);
  });

  it.each([PHONE, LAPTOP])(
    'keeps Games still while its week loads at %j (layout shift under 0.05)',
    async (viewport) => {
      const page = await signedInPage(browser(), 'jordan@example.com', viewport);
      // A phone's network: the week's games and the group's activity come after the page has drawn.
      await page.route(/\/api\/(games|activity|bets)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { score, moved } = await layoutShift(page);
      console.log(`Games layout shift at ${viewport.width} px: ${score.toFixed(3)}`);
      expect(score, moved.join('\n')).toBeLessThan(0.05);
    },
  );

  it('keeps Wallet still while its ledger loads: the chart keeps its place (layout shift under 0.05)', async () => {
    const page = await signedInPage(browser(), 'jordan@example.com', PHONE);
    // A phone's network: the ledger comes after the page has drawn, as the tester saw it.
    await page.route('**/api/transactions**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${baseUrl()}/wallet`);
    await page.getByRole('list', { name: 'Transactions' }).waitFor();
    await page.getByRole('img', { name: /Balance/ }).waitFor();
    const { score, moved } = await layoutShift(page);
    expect(score, moved.join('\n')).toBeLessThan(0.05);
  });

  it('recovers by itself when the API fails and comes back, says when offline, and never signs out for it', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const page = await signedInPage(browser(), await newPlayer(admin, 'Tao'), PHONE);
    await page.getByRole('button', { name: 'Propose a bet' }).first().waitFor();
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
    const stillSamePage = () => page.evaluate(() => 'loadedOnce' in window);

    // A list whose read keeps failing says why in plain words, and comes back without a reload.
    await page.route('**/api/transactions', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Could not load transactions' });
    await failed
      .getByText("Pigskin can't be reached right now. Check your connection and try again.")
      .waitFor({
        timeout: 20_000,
      });
    await failed.getByRole('button', { name: 'Retry' }).waitFor();
    await page.unroute('**/api/transactions');
    await page
      .getByRole('list', { name: 'Transactions' })
      .getByText('Starting balance')
      .waitFor({ timeout: 10_000 });
    expect(await stillSamePage()).toBe(true);

    // Offline: a banner says so, and a proposal says "You're offline" rather than an unknown error.
    // The games were read before (signing in opens Games), so the screen shows them offline.
    await page.context().setOffline(true);
    await page.getByText("You're offline. Pigskin will catch up when you're back.").waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
    await openProposal(page, 'Over/Under');
    const dialog = page.getByRole('dialog', { name: 'Create Total Bet Proposal' });
    await dialog.getByLabel('Bet Amount (Pigskins)').fill('10');
    // Games scheduled by other tests have no line yet: give one.
    await dialog.getByLabel('Total Points').fill('44.5');
    await choosePick(dialog, /^Over/);
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await page.getByText("You're offline. Check your connection and try again.").first().waitFor();
    await page.context().setOffline(false);
    await page
      .getByText("You're offline. Pigskin will catch up when you're back.")
      .waitFor({ state: 'hidden' });
    expect(await stillSamePage()).toBe(true);

    // A failing sign-in check on a deep link shows the connection problem, never the landing page,
    // and the screen once the API answers again.
    let failing = true;
    await page.route('**/api/auth/user', (route) =>
      failing ? standIn(route, 503, { message: 'Service Unavailable' }) : route.fallback(),
    );
    await page.goto(`${baseUrl()}/leaderboard`);
    await page.getByRole('heading', { name: "Can't reach Pigskin" }).waitFor();
    expect(await page.getByRole('button', { name: 'Get Started' }).count()).toBe(0);
    failing = false;
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor({ timeout: 20_000 });
  });

  it('starts a new page at the top, and Back returns to where the page was left', async () => {
    const page = await signedInPage(browser(), 'jordan@example.com', PHONE);
    await answerReadsAsFirst(page);
    const bar = page.getByRole('navigation', { name: 'Main' });
    // My Bets once first: its bets are then known, and it is tall at once when opened again.
    await bar.getByRole('link', { name: 'My Bets' }).click();
    await page.getByText('Proposed Bets').first().waitFor();
    await bar.getByRole('link', { name: 'Games' }).click();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    // Games at 390 px is many screens tall: down to its end, once every read is in (content that
    // arrives later above the fold moves the position with it, as the browser keeps what is seen).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // Where the page was left is what was seen: what is at the middle of the screen, and where.
    const seen = () =>
      page.evaluate(() => {
        const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        return {
          what: `${middle?.tagName ?? ''} ${(middle?.textContent ?? '').trim().slice(0, 80)}`,
          top: Math.round(middle?.getBoundingClientRect().top ?? Number.NaN),
        };
      });
    const left = await seen();
    expect(left.what.trim()).not.toBe('');

    await bar.getByRole('link', { name: 'My Bets' }).click();
    await page.getByRole('heading', { name: 'My Bets', level: 1 }).waitFor();
    // Tall enough to have stayed scrolled down, were it not put at the top.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      PHONE.height + 400,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await expect.poll(seen).toEqual(left);
  });

  /**
   * Answers each of the page's API reads as it was first answered. Other files add games to this week
   * and players to the group meanwhile, and a screen that changed while away comes back at another
   * height: what is tested is where Back returns, on the same content.
   */
  async function answerReadsAsFirst(page: Page) {
    const first = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route) => {
        const request = route.request();
        if (request.method() !== 'GET') return route.continue();
        let answer = first.get(request.url());
        if (!answer) {
          const response = await route.fetch();
          // The body comes back decoded: its encoding and length no longer apply.
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(
              ([name]) => name !== 'content-encoding' && name !== 'content-length',
            ),
          );
          answer = { status: response.status(), headers, body: await response.body() };
          if (response.ok()) first.set(request.url(), answer);
        }
        await route.fulfill(answer);
      },
    );
  }

  it('closes an open dialog with Back instead of leaving the page', async () => {
    const page = await signedInPage(browser(), 'sam@example.com', PHONE);
    await openProposal(page, 'Spread');
    const dialog = page.getByRole('dialog', { name: 'Create Spread Bet Proposal' });
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Games', level: 1 }).isVisible()).toBe(true);
  });

  it.each([PHONE, { width: 320, height: 640 }])(
    'reaches every section from the bottom tab bar at %j, nothing cut off',
    async (viewport) => {
      const page = await signedInPage(browser(), 'admin@example.com', viewport);
      const bar = page.getByRole('navigation', { name: 'Main' });
      const sections: [string, string, boolean][] = [
        ['Games', 'Games', false],
        ['My Bets', 'My Bets', false],
        ['Leaderboard', 'Leaderboard', false],
        ['Wallet', 'Wallet', false],
        ['Settings', 'Settings', true],
        ['Admin', 'Admin Dashboard', true],
      ];
      for (const [link, heading, underMore] of sections) {
        if (underMore) await bar.getByRole('button', { name: 'More' }).click();
        const target = bar.getByRole('link', { name: link, exact: true });
        const box = await target.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${link} is on screen`).toBe(true);
        await target.click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        // Choosing a section under More closes it; opened again, it marks that section as the current one.
        if (underMore) await bar.getByRole('button', { name: 'More' }).click();
        expect(await target.getAttribute('aria-current')).toBe('page');
        if (underMore) await page.keyboard.press('Escape');
        const { width, out } = await widthOf(page);
        expect(width, `${heading} is no wider than the screen; sticking out: ${out}`).toBeLessThanOrEqual(
          viewport.width,
        );
      }
    },
  );
});
