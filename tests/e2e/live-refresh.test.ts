import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  newPlayer,
  PHONE,
  signedInCaller,
  signedInPage,
  weekUnderWay,
  openProposal,
} from '../support/browser';

const browser = browserForFile();

/**
 * The screen polls every 5 s (docs/product.md, Live refresh); a change shows at the latest one poll
 * later, and another 3 s if the screen refreshed just before it. The rest is a busy machine's margin.
 */
const WITHIN_TWO_POLLS = 15_000;

/** Marks the page, so a reload (which would also show the change) is told from a live refresh. */
async function keepOpen(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { keptOpen: true }));
  return () => page.evaluate(() => 'keptOpen' in window);
}

describe('live refresh', () => {
  it("screens left open show another player's proposal and acceptance, with no reload", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [liviaEmail, miloEmail] = [await newPlayer(admin, 'Livia'), await newPlayer(admin, 'Milo')];
    const [livia, milo] = [
      await signedInPage(browser(), liviaEmail),
      await signedInPage(browser(), miloEmail),
    ];
    const { season, week } = await weekUnderWay(livia);
    const game = (await callApi<Game[]>(livia, 'GET', `/api/games/${season}/${week}`)).find(
      (candidate) =>
        candidate.status === 'scheduled' && Date.parse(candidate.gameDate) > Date.now() + 60 * 60 * 1000,
    );
    if (!game) throw new Error('No game of the week under way is open for betting');
    const matchup = `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;

    // Milo watches the open proposals; Livia watches her own bets (none yet).
    await milo.goto(`${baseUrl()}/my-bets?tab=available`);
    const fromLivia = milo
      .getByRole('article', { name: `Proposed bet: ${matchup}` })
      .filter({ hasText: 'Livia' });
    await milo.getByRole('tab', { name: /Available/, selected: true }).waitFor();
    await livia.goto(`${baseUrl()}/my-bets`);
    await livia.getByText('No Bets Yet').waitFor();
    const [miloKeptOpen, liviaKeptOpen] = [await keepOpen(milo), await keepOpen(livia)];

    const bet = await callApi<Bet>(livia, 'POST', '/api/bets', {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '30',
    });
    await fromLivia.waitFor({ timeout: WITHIN_TWO_POLLS });
    await livia
      .getByRole('article', { name: `Proposed bet: ${matchup}` })
      .waitFor({ timeout: WITHIN_TWO_POLLS });

    await callApi(milo, 'POST', `/api/bets/${bet.id}/accept`);
    const accepted = livia.getByRole('article', { name: `Accepted bet: ${matchup}` });
    await accepted.waitFor({ timeout: WITHIN_TWO_POLLS });
    await accepted.getByText('Milo').first().waitFor();
    // A proposal taken meanwhile stays where it was, saying so (docs/product.md, My Bets).
    await fromLivia.getByText('No longer available').waitFor({ timeout: WITHIN_TWO_POLLS });
    expect(await fromLivia.getByRole('button', { name: 'Accept Bet' }).count()).toBe(0);

    expect(await liviaKeptOpen()).toBe(true);
    expect(await miloKeptOpen()).toBe(true);
  });
});

/** Reopens the page counting its requests in flight, as `window.requestsInFlight`. */
async function countRequestsInFlight(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    const counter = Object.assign(window, { requestsInFlight: 0 });
    // The count drops before the app's own code sees the answer (its await resumes after this one).
    window.fetch = async (...request) => {
      counter.requestsInFlight += 1;
      try {
        return await send(...request);
      } finally {
        counter.requestsInFlight -= 1;
      }
    };
  });
  await page.reload();
}

describe('what the app says about the connection', () => {
  it('never says "You\'re offline" beside what the server just did: a browser that calls itself offline while its request lands', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const page = await signedInPage(browser(), await newPlayer(admin, 'Nico'), PHONE);
    await countRequestsInFlight(page);
    await page.getByRole('button', { name: 'Propose a bet', disabled: false }).first().waitFor();
    // The browser's flag goes wrong (as a flaky link or a lagging radio leaves it), the network does not.
    // It flips between requests: an answer landing after it would rightly hide the banner at once.
    await page.waitForFunction(() => {
      if ((window as unknown as { requestsInFlight: number }).requestsInFlight > 0) return false;
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      return true;
    });
    const banner = page.getByText("You're offline. Pigskin will catch up when you're back.");
    await banner.waitFor();

    // Games being played come first, their Propose control closed: the first game still open for betting.
    await openProposal(page, 'Over/Under');
    const dialog = page.getByRole('dialog', { name: 'Create Total Bet Proposal' });
    await dialog.getByLabel('Bet Amount (Pigskins)').fill('10');
    await dialog.getByLabel('Total Points').fill('44.5');
    await choosePick(dialog, /^Over/);
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await page.getByText('Bet Proposal Created').first().waitFor();
    // The server answered: the banner no longer says otherwise.
    await banner.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await page.getByText("You're offline").count()).toBe(0);
  });
});
