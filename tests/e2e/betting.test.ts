import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  kickOffNow,
  LAPTOP,
  navBalance,
  newPlayer,
  scheduleGamesSoon,
  signedInCaller,
  signedInPage,
  weekUnderWay,
  openProposal,
} from '../support/browser';
import type { Game } from '../../domain/games';

const browser = browserForFile();

async function propose(page: Page, game: string, pick: string, amount: string, spread: string) {
  await openProposal(page.getByRole('article', { name: game }), 'Spread');
  const dialog = page.getByRole('dialog', { name: 'Create Spread Bet Proposal' });
  await dialog.getByLabel('Bet Amount (Pigskins)').fill(amount);
  await choosePick(dialog, new RegExp(`^${pick}\\b`));
  await dialog.getByLabel('Point Spread').fill(spread);
  await dialog.getByRole('button', { name: 'Create Proposal' }).click();
  // The same sheet then says so, with what to do next: here, nothing.
  const created = page.getByRole('dialog', { name: 'Bet Proposal Created' });
  await created.getByRole('button', { name: 'Done' }).click();
  await created.waitFor({ state: 'hidden' });
}

async function enterScore(page: Page, bet: string, away: [string, string], home: [string, string]) {
  await page.goto(`${baseUrl()}/my-bets`);
  await page.getByRole('article', { name: bet }).getByRole('button', { name: 'Enter Final Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Final Score' });
  await dialog.getByLabel(`${away[0]} (away)`).fill(away[1]);
  await dialog.getByLabel(`${home[0]} (home)`).fill(home[1]);
  await dialog.getByRole('button', { name: 'Submit Score' }).click();
  await page.getByText('Settlement Proposed').first().waitFor();
}

/** Accept & Settle asks first, saying what the score means in Pigskins. */
async function settle(page: Page, bet: Locator, outcome: string) {
  await bet.getByRole('button', { name: 'Accept & Settle Bet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Settle this bet?' });
  await confirm.getByText(outcome).waitFor();
  await confirm.getByRole('button', { name: 'Accept & Settle' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

describe('two friends betting in two browsers', () => {
  it('propose, accept, propose the score and accept it: the currency moves by the amount; a push moves nothing', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [alexaEmail, blakeEmail] = [await newPlayer(admin, 'Alexa'), await newPlayer(admin, 'Blake')];
    const games = [
      { home: 'CHI', away: 'WAS' },
      { home: 'TEN', away: 'JAX' },
    ];
    const ids = await scheduleGamesSoon(admin, games, 3600);
    const [alexa, blake] = [
      await signedInPage(browser(), alexaEmail),
      await signedInPage(browser(), blakeEmail),
    ];

    // Alexa takes CHI -3.5 for 100, and TEN -3 for 50.
    await propose(alexa, 'Washington Commanders @ Chicago Bears', 'CHI', '100', '-3.5');
    await propose(alexa, 'Jacksonville Jaguars @ Tennessee Titans', 'TEN', '50', '-3');
    expect(await navBalance(alexa)).toBe(1000);

    // Accepting asks first, in a sheet that says what is agreed.
    await blake.goto(`${baseUrl()}/my-bets?tab=available`);
    for (const [bet, pick] of [
      ['Proposed bet: WAS @ CHI', 'WAS +3.5'],
      ['Proposed bet: JAX @ TEN', 'JAX +3'],
    ] as const) {
      await blake.getByRole('article', { name: bet }).getByRole('button', { name: 'Accept Bet' }).click();
      const sheet = blake.getByRole('alertdialog', { name: 'Accept this bet?' });
      await sheet.getByText(pick, { exact: true }).waitFor();
      await sheet.getByRole('button', { name: 'Accept Bet' }).click();
      await blake.getByText('Bet Accepted').first().waitFor();
      await sheet.waitFor({ state: 'hidden' });
    }

    // Scores can be proposed once the games have kicked off.
    await kickOffNow(admin, games, ids);
    await enterScore(alexa, 'Accepted bet: WAS @ CHI', ['WAS', '17'], ['CHI', '24']);
    await enterScore(alexa, 'Accepted bet: JAX @ TEN', ['JAX', '20'], ['TEN', '23']);

    // Both bets wait for Blake's answer: Games and My Bets count them alike, and Games says so.
    await blake.goto(baseUrl());
    await blake.getByRole('link', { name: 'You have 2 active bets, 2 waiting for your answer' }).waitFor();
    await alexa.goto(baseUrl());
    await alexa.getByRole('link', { name: 'You have 2 active bets', exact: true }).waitFor();
    await blake.goto(`${baseUrl()}/my-bets`);
    expect(await blake.getByRole('heading', { name: 'Active Bets' }).innerText()).toMatch(
      /^Active Bets\s*2$/,
    );
    const won = blake.getByRole('article', { name: 'Pending Settlement bet: WAS @ CHI' });
    await won.getByText('You would lose this bet.').waitFor();
    await settle(blake, won, 'You would lose 100.00 Pigskins');
    await blake.getByText('Bet Settled').first().waitFor();
    const push = blake.getByRole('article', { name: 'Pending Settlement bet: JAX @ TEN' });
    await push.getByText('This would result in a tie - no currency will be transferred.').waitFor();
    await settle(blake, push, 'This would result in a tie - no currency will be transferred.');
    await blake.getByText('Tie - No currency transferred').first().waitFor();

    await expect.poll(() => navBalance(blake)).toBe(900);
    await alexa.goto(`${baseUrl()}/my-bets`);
    await expect.poll(() => navBalance(alexa)).toBe(1100);
    await alexa.getByText('You won 100.00 Pigskins!').waitFor();

    // The leaderboard opens on the latest week with results, this one: Alexa (+100) above Blake (-100).
    await alexa.goto(`${baseUrl()}/leaderboard`);
    const board = alexa.getByRole('list', { name: /Leaders$/ });
    await board.getByText('Alexa').waitFor();
    const names = await board.getByRole('listitem').allInnerTexts();
    const order = names
      .map((text) => (text.includes('Alexa') ? 'Alexa' : text.includes('Blake') ? 'Blake' : 'other'))
      .filter((name) => name !== 'other');
    expect(order).toEqual(['Alexa', 'Blake']);
    // The week is still under way: its leader is 'Leading', and nobody is a champion or runner-up yet.
    expect(await board.getByText('Leading', { exact: true }).count()).toBe(1);
    for (const medal of ['Champion', 'Runner-up', 'Third Place'])
      expect(await board.getByText(medal, { exact: true }).count()).toBe(0);
    await alexa.getByText('Records read wins-losses-ties', { exact: false }).waitFor();
  });

  it('offers the available bets 20 at a time, and the rest as the end of the list scrolls into view', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [sourceId] = await scheduleGamesSoon(admin, [{ home: 'DEN', away: 'LV' }], 26 * 60 * 60);
    const { season, week } = await weekUnderWay(admin);
    const games = await callApi<Game[]>(admin, 'GET', `/api/games/${season}/${week}`);
    const game = games.find((candidate) => candidate.gameId === sourceId);
    if (!game) throw new Error('The game was not scheduled');
    const paxton = await signedInCaller(browser(), await newPlayer(admin, 'Paxton'));
    for (let index = 0; index < 25; index++)
      await callApi(paxton, 'POST', '/api/bets', {
        gameId: game.id,
        betType: 'spread',
        selection: 'home',
        spread: -index - 0.5,
        amount: '5',
      });

    const rue = await signedInPage(browser(), await newPlayer(admin, 'Rue'), LAPTOP, {
      at: '/my-bets?tab=available',
    });
    const cards = rue.getByRole('list', { name: 'Available bets' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    // The tab counts what it has, and says that more follow.
    expect(await rue.getByRole('tab', { name: /^Available/ }).innerText()).toMatch(/^Available\s*20\+$/);
    // Others' proposals on sooner games may come first: scrolling on loads page after page.
    const paxtons = cards.filter({ hasText: 'Paxton' });
    for (let pages = 1; (await paxtons.count()) < 25 && pages < 20; pages++) {
      const loaded = await cards.count();
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBeGreaterThan(loaded);
    }
    expect(await paxtons.count()).toBe(25);
  });

  // The limits count per minute of the clock: the proposal is filled in first, so that the burst, the
  // refusal and the submit fall within seconds of each other, and the test waits for the next minute
  // only when fewer than 15 seconds of this one are left.
  it(
    "tells a player the API has refused for sending too much, in the server's words",
    { timeout: 120_000 },
    async () => {
      const admin = await signedInCaller(browser(), 'admin@example.com');
      const flo = await signedInPage(browser(), await newPlayer(admin, 'Flo'), LAPTOP, { floods: true });
      await openProposal(flo.getByRole('article', { name: 'New York Giants @ Buffalo Bills' }), 'Spread');
      const dialog = flo.getByRole('dialog', { name: 'Create Spread Bet Proposal' });
      await dialog.getByLabel('Bet Amount (Pigskins)').fill('10');
      await choosePick(dialog, /^BUF\b/);
      await dialog.getByLabel('Point Spread').fill('-2.5');

      const secondsLeft = 60 - ((Date.now() / 1000) % 60);
      if (secondsLeft < 15) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 100));
      // 120 changes within a minute: what a script sends, not a person.
      await Promise.all(
        Array.from({ length: 120 }, () =>
          callApi(flo, 'PATCH', '/api/user/preferences', { emailNotifications: true }),
        ),
      );
      const refused = await flo.request.patch(`${baseUrl()}/api/user/preferences`, {
        headers: { origin: baseUrl(), 'content-type': 'application/json' },
        data: JSON.stringify({ emailNotifications: true }),
      });
      expect(refused.status()).toBe(429);
      await dialog.getByRole('button', { name: 'Create Proposal' }).click();

      await flo.getByText('Failed to Create Bet').first().waitFor();
      await flo.getByText('Too many changes in a minute. Please wait a moment.').first().waitFor();
    },
  );
});

describe('two bets on one game', () => {
  it('take one score from the player who enters it and one confirmation from the opponent', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [annEmail, benEmail] = [await newPlayer(admin, 'Annie'), await newPlayer(admin, 'Benny')];
    const games = [{ home: 'GB', away: 'DET' }];
    const ids = await scheduleGamesSoon(admin, games, 3600);
    const [ann, ben] = [await signedInPage(browser(), annEmail), await signedInPage(browser(), benEmail)];
    const { season, week } = await weekUnderWay(ann);
    const game = (await callApi<Game[]>(ann, 'GET', `/api/games/${season}/${week}`)).find(
      (candidate) => candidate.gameId === ids[0],
    );
    for (const amount of ['30', '20']) {
      const bet = await callApi<{ id: string }>(ann, 'POST', '/api/bets', {
        gameId: game?.id,
        betType: 'spread',
        selection: 'home',
        spread: -3.5,
        amount,
      });
      await callApi(ben, 'POST', `/api/bets/${bet.id}/accept`);
    }
    await kickOffNow(admin, games, ids);

    await ann.goto(`${baseUrl()}/my-bets`);
    await ann
      .getByRole('article', { name: 'Accepted bet: DET @ GB' })
      .first()
      .getByRole('button', { name: 'Enter Final Score' })
      .click();
    const dialog = ann.getByRole('dialog', { name: 'Enter Final Score' });
    await dialog.getByLabel('DET (away)').fill('10');
    await dialog.getByLabel('GB (home)').fill('24');
    await dialog.getByRole('button', { name: 'Submit Score' }).click();
    await ann.getByText('Score proposed on your 2 bets on this game').first().waitFor();

    await ben.goto(`${baseUrl()}/my-bets`);
    const pending = ben.getByRole('article', { name: 'Pending Settlement bet: DET @ GB' });
    await expect.poll(() => pending.count()).toBe(2);
    await pending.first().getByRole('button', { name: 'Accept & Settle Bet' }).click();
    const confirm = ben.getByRole('alertdialog', { name: 'Settle this bet?' });
    await confirm.getByText(/It settles your 2 bets with Annie on this game, for good\./).waitFor();
    await confirm.getByRole('button', { name: 'Accept & Settle' }).click();
    await ben.getByText('Settled your 2 bets with Annie on this game').first().waitFor();
    await expect.poll(() => navBalance(ben)).toBe(950);
  });
});
