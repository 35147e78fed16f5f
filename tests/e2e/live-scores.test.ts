import type { Locator, Page } from 'playwright-core';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import {
  baseUrl,
  browserForFile,
  callApi,
  kickOffNow,
  LAPTOP,
  newPlayer,
  PHONE,
  scheduleGamesSoon,
  signedInCaller,
  signedInPage,
  weekUnderWay,
  weekUrl,
} from '../support/browser';
import { putLiveState } from '../support/live-state';
import { espnEvent, STATUS, type Play } from '../support/scoreboards';
import { axeViolations, isSerious } from '../support/axe';
import { smallTargets } from '../support/targets';
import { systemScheme } from '../support/theme';

const browser = browserForFile();

/** A game card on Games, by its link to the game's page: other files play the same teams. */
const gameCard = (page: Page, game: Pick<Game, 'id'>) =>
  page.getByRole('article').filter({ has: page.locator(`a[href="/games/${encodeURIComponent(game.id)}"]`) });

/**
 * Nothing sticks out sideways on a 390 px screen, every control takes a thumb, and axe finds nothing
 * serious in light or dark (docs/product.md, Screens).
 */
async function fitsThePhone(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(await smallTargets(page), where).toEqual([]);
  for (const scheme of ['dark', 'light'] as const) {
    await systemScheme(page, scheme);
    expect((await axeViolations(page)).filter(isSerious), `${where}, ${scheme}`).toEqual([]);
  }
}

/** The text of each line of a live box, as shown. */
const linesOf = async (box: Locator) =>
  (await box.innerText())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * docs/product.md, Live scores (On screen, Bets while played, Where live games go) on a phone: a
 * game's live state, written as the live-scores job writes it, shows on its card, its page, its bets
 * and the admin's Bet Settlement, and moves them when it changes.
 */
describe('live scores on a phone', () => {
  it('a game being played shows its score, clock and where each bet stands, first on Games and in a Live section', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', LAPTOP, { blank: true });
    const [jordanEmail, samEmail] = [await newPlayer(admin, 'Jordan'), await newPlayer(admin, 'Sam')];
    const matchups = [
      { home: 'GB', away: 'CHI' },
      { home: 'MIN', away: 'DET' },
    ];
    const ids = await scheduleGamesSoon(admin, matchups, 3600);
    const { season, week } = await weekUnderWay(admin);
    const games = await callApi<Game[]>(admin, 'GET', `/api/games/${season}/${week}`);
    const [played, upcoming] = ids.map((id) => games.find((each) => each.gameId === id));
    if (!played || !upcoming) throw new Error('The games were not scheduled');
    const [jordan, sam] = [
      await signedInPage(browser(), jordanEmail, PHONE),
      await signedInPage(browser(), samEmail, PHONE),
    ];

    // Jordan backs GB -3.5 and the Over 31; Sam takes both.
    const taken = async (body: Record<string, unknown>) => {
      const bet = await callApi<Bet>(jordan, 'POST', '/api/bets', { gameId: played.id, ...body });
      await callApi<Bet>(sam, 'POST', `/api/bets/${bet.id}/accept`);
      return bet;
    };
    const spreadBet = await taken({ betType: 'spread', selection: 'home', spread: -3.5, amount: '20' });
    await taken({ betType: 'over_under', selection: 'over', overUnder: 31, amount: '10' });
    // The first game kicks off and the source has it in the 3rd quarter: CHI 14 - GB 21.
    await kickOffNow(admin, matchups.slice(0, 1), ids.slice(0, 1));
    await putLiveState(played.id, { away: 14, home: 21, phase: 'in', period: 3, clock: '8:12' });

    // Games: the card's status is the clock, its rows the score, and it comes before the game to come.
    await jordan.goto(weekUrl(played));
    const card = gameCard(jordan, played);
    await card.getByText('Q3 8:12', { exact: true }).waitFor();
    expect(await card.innerText()).toMatch(/Chicago Bears\s+14[\s\S]*Green Bay Packers\s+21/);
    expect(await card.locator('[aria-live="polite"]').textContent()).toBe('Live: CHI 14 - GB 21, Q3 8:12');
    const order = await jordan
      .getByRole('article')
      .evaluateAll(
        (cards, hrefs) =>
          cards.map((each) => hrefs.findIndex((href) => each.querySelector(`a[href="${href}"]`))),
        [`/games/${encodeURIComponent(played.id)}`, `/games/${encodeURIComponent(upcoming.id)}`],
      );
    expect(order.indexOf(0)).toBeLessThan(order.indexOf(1));
    await fitsThePhone(jordan, 'Games');

    // The bet's own page: the score, the clock and where it stands for each player.
    await jordan.goto(`${baseUrl()}/bets/${spreadBet.id}`);
    const standing = jordan.getByTestId('bet-standing');
    await standing.getByText('Winning by 3.5').waitFor();
    expect(await linesOf(standing)).toEqual(['CHI 14 - GB 21', 'Q3 8:12', 'Winning by 3.5']);
    await fitsThePhone(jordan, 'the bet');
    await sam.goto(`${baseUrl()}/bets/${spreadBet.id}`);
    await sam.getByTestId('bet-standing').getByText('Losing by 3.5').waitFor();
    // Someone who is neither player reads the proposer's, named.
    await admin.goto(`${baseUrl()}/bets/${spreadBet.id}`);
    await admin.getByTestId('bet-standing').getByText('Jordan is winning by 3.5').waitFor();

    // My Bets: both bets in 'Live', above the rest; the total says when.
    await jordan.goto(`${baseUrl()}/my-bets`);
    const live = jordan.getByRole('list', { name: 'Live' });
    await live.getByText('Winning: Over by 4 with 8:12 left in the 3rd').waitFor();
    expect(await live.getByRole('article').count()).toBe(2);
    expect((await jordan.locator('section h2').allInnerTexts())[0]).toMatch(/^Live\s*2$/);
    expect(await jordan.getByRole('list', { name: 'Active Bets' }).count()).toBe(0);
    await fitsThePhone(jordan, 'My Bets');

    // CHI scores: 20 - 21 with 2:00 left. Jordan's spread is now behind, his Over further ahead.
    await putLiveState(played.id, { away: 20, home: 21, phase: 'in', period: 4, clock: '2:00' });
    await jordan.reload();
    await live.getByText('Winning: Over by 10 with 2:00 left in the 4th').waitFor();
    await jordan.goto(`${baseUrl()}/bets/${spreadBet.id}`);
    await standing.getByText('Losing by 2.5').waitFor();
    expect(await linesOf(standing)).toEqual(['CHI 20 - GB 21', 'Q4 2:00', 'Losing by 2.5']);

    // The game's page and the admin's Bet Settlement show the same score.
    await jordan.goto(`${baseUrl()}/games/${encodeURIComponent(played.id)}`);
    // The page's own line comes first, above its bets' cards, which say it too.
    const gameLine = jordan.getByTestId('live-score').first();
    await gameLine.getByText('CHI 20 - GB 21').waitFor();
    expect(await linesOf(gameLine)).toEqual(['CHI 20 - GB 21', 'Q4 2:00']);
    await fitsThePhone(jordan, 'the game');
    // The source calls the game to come off: its card says so before any admin voids it.
    await putLiveState(
      upcoming.id,
      { away: 0, home: 0, phase: 'postponed', period: 0, clock: '' },
      'scheduled',
    );
    await jordan.goto(weekUrl(upcoming));
    await gameCard(jordan, upcoming).getByText('Postponed', { exact: true }).waitFor();

    await admin.goto(`${baseUrl()}/admin/bet-settlement`);
    await admin
      .getByRole('region', { name: 'Chicago Bears @ Green Bay Packers' })
      .getByTestId('live-score')
      .filter({ hasText: 'CHI 20 - GB 21' })
      .first()
      .waitFor();
  });
});

describe('live scores from the source, on a screen left open', () => {
  it(
    'a card and a bet follow the scoreboard to the final whistle, and the bet settles, with no reload',
    { timeout: 120_000 },
    async () => {
      const admin = await signedInCaller(browser(), 'admin@example.com');
      const [jordanEmail, samEmail] = [await newPlayer(admin, 'Jordan'), await newPlayer(admin, 'Sam')];
      // Teams no other browser file schedules: one source event must match one game only.
      const matchup = { home: 'LAR', away: 'HOU' };
      const [sourceId] = await scheduleGamesSoon(admin, [matchup], 3600);
      const { season, week } = await weekUnderWay(admin);
      const game = (await callApi<Game[]>(admin, 'GET', `/api/games/${season}/${week}`)).find(
        (each) => each.gameId === sourceId,
      );
      if (!game || !sourceId) throw new Error('The game was not scheduled');
      const [jordan, sam] = [
        await signedInPage(browser(), jordanEmail, PHONE),
        await signedInPage(browser(), samEmail, PHONE),
      ];
      // Jordan gives 3.5 with the Rams; Sam takes the Texans.
      const bet = await callApi<Bet>(jordan, 'POST', '/api/bets', {
        gameId: game.id,
        betType: 'spread',
        selection: 'home',
        spread: -3.5,
        amount: '20',
      });
      await callApi<Bet>(sam, 'POST', `/api/bets/${bet.id}/accept`);
      await kickOffNow(admin, [matchup], [sourceId]);
      const { game: kickedOff } = await callApi<{ game: Game }>(admin, 'GET', `/api/games/${game.id}`);

      // The source, as the host reads it every 2 s (LIVE_SCORES_URL): a file this test writes.
      const file = inject('liveScoresFile');
      await mkdir(dirname(file), { recursive: true });
      const source = async (play: Play) => {
        const event = espnEvent({
          id: `e2e-${game.id}`,
          date: kickedOff.gameDate,
          season: kickedOff.season,
          ...matchup,
          play,
        });
        await writeFile(file, JSON.stringify({ events: [event] }));
      };
      await source({ status: STATUS.inProgress, period: 2, clock: '5:00', scores: { HOU: 7, LAR: 14 } });

      await jordan.goto(`${baseUrl()}/my-bets`);
      await jordan.evaluate(() => Object.assign(window, { keptOpen: true }));
      const live = jordan.getByRole('list', { name: 'Live' });
      await live.getByText('Winning by 3.5').waitFor({ timeout: 20_000 });
      await live.getByText('HOU 7 - LAR 14').waitFor();

      // The Texans lead late: the same card, still open, says so within a poll.
      await source({ status: STATUS.inProgress, period: 4, clock: '1:00', scores: { HOU: 17, LAR: 14 } });
      await live.getByText('Losing by 6.5').waitFor({ timeout: 20_000 });
      await live.getByText('Q4 1:00').waitFor();
      await sam.goto(weekUrl(game));
      const card = gameCard(sam, game);
      await card.getByText('Q4 1:00', { exact: true }).waitFor({ timeout: 20_000 });

      // The Rams score and the whistle goes: two reads of the final, the bet settles by it, and both
      // screens follow without a reload.
      await source({ status: STATUS.final, period: 4, clock: '0:00', scores: { HOU: 17, LAR: 24 } });
      await card.getByText('Final: Los Angeles Rams won 24-17').waitFor({ timeout: 30_000 });
      await live.waitFor({ state: 'detached', timeout: 20_000 });
      expect(await callApi<Bet>(jordan, 'GET', `/api/bets/${bet.id}`)).toMatchObject({
        status: 'settled',
        finalScore: '24-17',
      });
      expect(await jordan.evaluate(() => 'keptOpen' in window)).toBe(true);
    },
  );
});
