import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { parseSchedule } from '../../domain/csv/schedule';
import type { Game } from '../../domain/games';
import { compareSeasonWeeks, type SeasonWeek } from '../../domain/seasons';
import { weekLabel } from '../../domain/weeks';
import {
  baseUrl,
  callApi,
  browserForFile,
  kickOffNow,
  LAPTOP,
  navBalance,
  newPlayer,
  scheduleGamesSoon,
  signedInCaller,
  signedInPage,
  weekUnderWay,
} from '../support/browser';

const browser = browserForFile();

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);

/** Clicks a panel's "Sample CSV" and answers the file it downloads, with the week it was made for. */
async function downloadSample(
  page: Page,
  panel: Locator,
): Promise<{ name: string; text: string; madeFor: SeasonWeek }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Sample CSV' }).click(),
  ]);
  const name = download.suggestedFilename();
  const [, season, week] = /-(\d+)-week-(-?\d+)\.csv$/.exec(name) ?? [];
  return {
    name,
    text: await readFile(await download.path(), 'utf8'),
    madeFor: { season: Number(season), week: Number(week) },
  };
}

async function upload(panel: Locator, file: { name: string; text: string }) {
  await panel.getByLabel('CSV file').setInputFiles({
    name: file.name,
    mimeType: 'text/csv',
    buffer: Buffer.from(file.text),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
}

/** The upload card's outcome once it shows one: an alert (nothing went in) or a status. */
async function uploadOutcome(panel: Locator): Promise<Locator> {
  const outcome = panel.getByTestId('upload-outcome');
  await outcome.waitFor();
  return outcome;
}

describe('an admin running the group', () => {
  it("uploads the sample schedule and lines of a week still to come and a past season's, sees the games, settles a bet, and the winner sees it in the Wallet", async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', LAPTOP, { at: '/admin' });
    const { season, week } = await weekUnderWay(admin);
    await admin.getByRole('link', { name: /Upload NFL Schedule/ }).click();

    // The sample schedule is made for the week under way, or a later one if that one has started: its
    // kickoffs are all ahead, and it imports as it is.
    const schedulePanel = admin.getByRole('tabpanel', { name: 'Schedule' });
    const sample = await downloadSample(admin, schedulePanel);
    const { madeFor } = sample;
    expect(sample.name).toBe(`schedule-${madeFor.season}-week-${madeFor.week}.csv`);
    expect(compareSeasonWeeks(madeFor, { season, week })).toBeGreaterThanOrEqual(0);
    const parsed = parseSchedule(sample.text);
    expect(parsed.errors).toEqual([]);
    for (const row of parsed.rows) expect(Date.parse(row.gameDate)).toBeGreaterThan(Date.now());
    const sampleGames = parsed.rows.length;
    await upload(schedulePanel, sample);
    await admin.getByText('Upload Complete').first().waitFor();
    await admin
      .getByText(`Imported ${sampleGames} new game${sampleGames === 1 ? '' : 's'}.`)
      .first()
      .waitFor();
    await admin.goto(`${baseUrl()}/admin/games?tab=schedule&season=${madeFor.season}&week=${madeFor.week}`);
    const sampleWeek = admin.getByRole('list', {
      name: `${madeFor.season} ${weekLabel(madeFor.week)} games`,
    });
    await sampleWeek.getByText('Detroit Lions').first().waitFor();

    // A file whose every row is refused says so, in the error style.
    await upload(schedulePanel, {
      name: 'wrong-season.csv',
      text: 'game_id,home_team,away_team,game_date,game_time,season,week,timezone\nbad-1,KC,BUF,2019-09-08,13:00,2026,1,EDT\n',
    });
    // Whatever the card answers, a failure says it: an import still running after the call's 20 s
    // reads 'Upload Received', not a refusal.
    const refused = await uploadOutcome(schedulePanel);
    expect(await refused.getAttribute('role'), await refused.innerText()).toBe('alert');
    await refused.getByText('No games imported').waitFor();
    await refused.getByText(/outside the 2026 season/).waitFor();

    // An EDT after daylight saving ended imports as New York's 1:00 PM, and the card says so.
    await upload(schedulePanel, {
      name: 'edt-in-november.csv',
      text: 'game_id,home_team,away_team,game_date,game_time,season,week,timezone\nedt-1,NYG,DAL,2025-11-29,13:00,2025,13,EDT\n',
    });
    const warned = schedulePanel.getByRole('status');
    await warned.getByText('Imported with warnings').waitFor();
    await warned
      .getByText('Row 2: timezone EDT does not match 2025-11-29, when Eastern time is EST; read as 13:00 EST')
      .waitFor();

    // The 2025 season stays browsable: its week 1, uploaded now, under the season selector.
    await upload(schedulePanel, {
      name: 'schedule-2025-week-1.csv',
      text: await readFile(fixture('schedule-2025-week-1.csv'), 'utf8'),
    });
    await admin.getByText('Imported 16 new games.').first().waitFor();
    await schedulePanel.getByLabel('Season').selectOption('2025');
    // CI's loaded machine once waited 90 s on a closed strip after its toggle was clicked (cause not
    // found: a click lost to a toast arriving, or the strip drawn afresh): a closed strip is asked again.
    const allWeeks = schedulePanel.getByRole('button', { name: 'All weeks' });
    const weekOneButton = schedulePanel
      .getByRole('group', { name: 'Jump to week' })
      .getByRole('button', { name: '1', exact: true });
    await expect
      .poll(
        async () => {
          if ((await allWeeks.getAttribute('aria-expanded')) !== 'true') await allWeeks.click();
          return weekOneButton.isVisible();
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    await weekOneButton.click();
    const weekOne = admin.getByRole('list', { name: '2025 Week 1 games' });
    await weekOne.getByText('Dallas Cowboys').first().waitFor();
    expect(await weekOne.getByRole('listitem').count()).toBe(16);

    await admin.getByRole('tab', { name: 'Lines' }).click();
    const linesPanel = admin.getByRole('tabpanel', { name: 'Lines' });
    const linesSample = await downloadSample(admin, linesPanel);
    expect(linesSample.name).toBe(`lines-${madeFor.season}-week-${madeFor.week}.csv`);
    await upload(linesPanel, linesSample);
    await admin
      .getByText(`Imported ${sampleGames} new betting line${sampleGames === 1 ? '' : 's'}.`)
      .first()
      .waitFor();

    // Two players with an accepted bet on a game about to kick off: Erin has ATL -3.5 for 30.
    const [erinEmail, finnEmail] = [await newPlayer(admin, 'Erin'), await newPlayer(admin, 'Finn')];
    const [erin, finn] = [await signedInPage(browser(), erinEmail), await signedInPage(browser(), finnEmail)];
    // The sample's games may have moved the week under way on: the game goes where it is now.
    const betWeek = await weekUnderWay(admin);
    const matchup = [{ home: 'ATL', away: 'NO' }];
    const [gameId = ''] = await scheduleGamesSoon(admin, matchup, 3600);
    const games = await callApi<Game[]>(erin, 'GET', `/api/games/${betWeek.season}/${betWeek.week}`);
    const game = games.find((candidate) => candidate.gameId === gameId);
    const bet = await callApi<Bet>(erin, 'POST', '/api/bets', {
      gameId: game?.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '30',
    });
    await callApi(finn, 'POST', `/api/bets/${bet.id}/accept`);
    await kickOffNow(admin, matchup, [gameId]);

    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('link', { name: /Final Scores & Settlement/ }).click();
    const card = admin
      .getByRole('region', { name: 'New Orleans Saints @ Atlanta Falcons' })
      .filter({ hasText: 'Erin' });
    // Each player with the side they hold: Erin gave 3.5 with Atlanta, so Finn has New Orleans +3.5.
    await card.getByText('Erin Atlanta Falcons -3.5 vs Finn New Orleans Saints +3.5').first().waitFor();
    // The game's Enter Final Score settles all its bets; a bet's own Settle enters the same final from
    // that bet, saying what it does to it.
    await card
      .getByRole('button', { name: 'Settle Erin Atlanta Falcons -3.5 vs Finn New Orleans Saints +3.5' })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Settle Bet' });
    // The fields players use, one per team: a negative score is refused by its field before anything
    // is sent, and the dialog says what the score does to the bet.
    await dialog.getByLabel('NO (away)').fill('-17');
    await dialog.getByLabel('ATL (home)').fill('24');
    await dialog.getByRole('button', { name: 'Settle Bet' }).click();
    await dialog.getByText('Enter a whole number from 0 to 99').waitFor();
    await dialog.getByLabel('NO (away)').fill('17');
    // Players are named by their first names, as on their own screens.
    await dialog.getByText('Erin would win 30.00 Pigskins from Finn', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Settle Bet' }).click();
    await admin.getByText('Bets Settled Successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });

    await erin.goto(`${baseUrl()}/wallet`);
    await erin.getByText('Won 30.00 Pigskins from Finn on NO @ ATL').waitFor();
    await expect.poll(() => navBalance(erin)).toBe(1030);
    await finn.goto(`${baseUrl()}/wallet`);
    await finn.getByText('Lost 30.00 Pigskins to Erin on NO @ ATL').waitFor();
  });

  it('voids a game that will not be played: the dialog counts its bets, and the stakes come back', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', LAPTOP, { blank: true });
    const { season, week } = await weekUnderWay(admin);
    const [sourceId] = await scheduleGamesSoon(admin, [{ home: 'MIA', away: 'NYJ' }], 3600);
    const [ginaEmail, hugoEmail] = [await newPlayer(admin, 'Gina'), await newPlayer(admin, 'Hugo')];
    const [gina, hugo] = [await signedInPage(browser(), ginaEmail), await signedInPage(browser(), hugoEmail)];
    const game = (await callApi<Game[]>(gina, 'GET', `/api/games/${season}/${week}`)).find(
      (candidate) => candidate.gameId === sourceId,
    );
    const propose = (amount: string) =>
      callApi<Bet>(gina, 'POST', '/api/bets', {
        gameId: game?.id,
        betType: 'spread',
        selection: 'away',
        spread: 2.5,
        amount,
      });
    await callApi(hugo, 'POST', `/api/bets/${(await propose('40')).id}/accept`);
    await propose('10');

    await admin.goto(`${baseUrl()}/admin/games?tab=schedule&season=${season}&week=${week}`);
    const row = admin.getByRole('listitem').filter({ hasText: sourceId ?? '' });
    await row.getByRole('button', { name: 'Void New York Jets @ Miami Dolphins' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Void New York Jets @ Miami Dolphins?' });
    await dialog.getByText('This cancels 2 bets (1 open, 1 accepted)').waitFor();
    await dialog.getByLabel('Cancelled').check();
    await dialog.getByRole('button', { name: 'Void Game' }).click();
    await admin.getByText('Game Voided').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Cancelled', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Void/ }).count()).toBe(0);

    await gina.goto(`${baseUrl()}/wallet`);
    await gina.getByText('NYJ @ MIA was cancelled: your 40.00 Pigskins bet with Hugo is void').waitFor();
    const me = await callApi<{ availableBalance: string }>(gina, 'GET', '/api/auth/user');
    expect(me.availableBalance).toBe('1000.00');
  });

  it('loads a long list a page at a time: as its end scrolls into view, or with the Load more button and the keyboard', async () => {
    const inviter = await signedInCaller(browser(), 'admin@example.com');
    const stamp = Date.now();
    for (let index = 0; index < 60; index++)
      await callApi(inviter, 'POST', '/api/admin/invitations', {
        email: `paged-${stamp}-${index}@example.com`,
      });

    const admin = await signedInPage(browser(), 'admin@example.com', LAPTOP, {
      at: '/admin/user-management',
    });
    const rows = admin.getByRole('list', { name: 'Invitations' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(50);
    await rows.nth(49).scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(60);
    await admin.getByRole('button', { name: 'Load more invitations' }).waitFor({ state: 'detached' });

    // Where the browser cannot tell what is in view, the button loads the next page.
    const keyboard = await signedInPage(browser(), 'admin@example.com');
    await keyboard.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await keyboard.goto(`${baseUrl()}/admin/user-management`);
    const keyboardRows = keyboard.getByRole('list', { name: 'Invitations' }).getByRole('listitem');
    await expect.poll(() => keyboardRows.count()).toBe(50);
    await keyboard.getByRole('button', { name: 'Load more invitations' }).focus();
    await keyboard.keyboard.press('Enter');
    await expect.poll(() => keyboardRows.count()).toBeGreaterThanOrEqual(60);
  });
});
