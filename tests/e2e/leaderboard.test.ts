import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import {
  baseUrl,
  browserForFile,
  callApi,
  kickOffNow,
  newPlayer,
  PHONE,
  signedInPage,
  upcomingGame,
} from '../support/browser';
import { smallTargets } from '../support/targets';
import { systemScheme } from '../support/theme';

const browser = browserForFile();

const BADGES = ['Leading', 'Champion', 'Runner-up', 'Third Place'];

/**
 * What on the open leaderboard is cut or crowded, described for a failure message: any text in a
 * row wider than its box or outside a box that clips it, an ellipsis that hides text, the viewer's
 * record against a player not read whole, and a badge that overlaps the row's amount.
 */
function cutOrCrowded(page: Page, badges: string[]): Promise<string[]> {
  return page.evaluate((badges) => {
    const found: string[] = [];
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    for (const row of document.querySelectorAll<HTMLElement>('ol[aria-label$="Leaders"] > li')) {
      const name = row.innerText.split('\n').join(' ').slice(0, 50);
      const texts = [...row.querySelectorAll<HTMLElement>('*')].filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
      );
      for (const element of texts) {
        // Not shown at this width (the bet count shows from sm up): nothing to cut.
        if (element.getClientRects().length === 0) continue;
        const label = `"${element.innerText}" in "${name}"`;
        const style = getComputedStyle(element);
        if (element.scrollWidth > element.clientWidth) found.push(`${label} is wider than its box`);
        if (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible')
          found.push(`${label} ends in an ellipsis when too long`);
        const box = element.getBoundingClientRect();
        if (box.right > window.innerWidth) found.push(`${label} sticks out of the screen`);
        for (let up = element.parentElement; up && up !== row.parentElement; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible' && !inside(box, up.getBoundingClientRect()))
            found.push(`${label} is clipped by its <${up.tagName.toLowerCase()}>`);
      }
      const record = row.querySelector<HTMLElement>('[aria-label^="your record against"]');
      if (record && !/^you \d+-\d+-\d+$/.test(record.innerText))
        found.push(`the record "${record.innerText}" in "${name}" is not read whole`);
      const badge = texts.find((element) => badges.includes(element.innerText.trim()));
      const amount = texts.find((element) => /^[+−]?[\d,]+\.\d\d Pigskins$/.test(element.innerText.trim()));
      if (!amount) found.push(`"${name}" shows no amount`);
      if (badge && amount) {
        const [a, b] = [badge.getBoundingClientRect(), amount.getBoundingClientRect()];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          found.push(`the badge overlaps the amount in "${name}"`);
      }
    }
    return found;
  }, badges);
}

describe('the leaderboard on a phone (390 px)', () => {
  it("shows each row's rank, name, net and record whole, with a long name, on every tab, light and dark", async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'KC', away: 'BUF' }, 2 * 60 * 60);
    const viewer = await signedInPage(browser(), await newPlayer(admin, 'Bartholomewmaximilian'), PHONE);
    const rival = await signedInPage(browser(), await newPlayer(admin, 'Wilhelminacatherine'));

    // The viewer goes 2-1-0 against the rival: KC -3.5 and KC -2.5 win, BUF -0.5 loses, at KC 24 - BUF 20.
    for (const [selection, spread, amount] of [
      ['home', -3.5, '450'],
      ['home', -2.5, '400'],
      ['away', -0.5, '50'],
    ] as const) {
      const bet = await callApi<Bet>(viewer, 'POST', '/api/bets', {
        gameId: game.id,
        betType: 'spread',
        selection,
        spread,
        amount,
      });
      await callApi(rival, 'POST', `/api/bets/${bet.id}/accept`);
    }
    await kickOffNow(admin, [{ home: 'KC', away: 'BUF' }], [game.gameId]);
    await callApi(admin, 'POST', `/api/admin/games/${game.id}/score`, { homeScore: 24, awayScore: 20 });

    const tabs = {
      weekly: `tab=weekly&season=${game.season}&week=${game.week}`,
      season: `tab=season&season=${game.season}`,
      'all-time': 'tab=all-time',
    };
    for (const scheme of ['light', 'dark'] as const) {
      await systemScheme(viewer, scheme);
      for (const [tab, query] of Object.entries(tabs)) {
        await viewer.goto(`${baseUrl()}/leaderboard?${query}`);
        const board = viewer.getByRole('list', { name: /Leaders$/ });
        await board.getByText('you 2-1-0', { exact: true }).waitFor();
        await board.getByRole('listitem').filter({ hasText: '(you)' }).waitFor();
        const where = `${tab}, ${scheme}`;
        expect(await cutOrCrowded(viewer, BADGES), where).toEqual([]);
        expect(await viewer.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
          PHONE.width,
        );
        expect(await smallTargets(viewer), where).toEqual([]);
      }
    }
  });
});
