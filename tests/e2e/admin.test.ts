import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import { defaultWeek } from '../../domain/weeks';
import { baseUrl, callApi, browserForFile, navBalance, newPlayer, signedInPage } from '../support/browser';

const browser = browserForFile();

const sample = (name: string) => fileURLToPath(new URL(`../../web/public/samples/${name}`, import.meta.url));

describe('an admin running the group', () => {
  it('uploads the sample schedule and lines, sees the games, settles a bet, and the winner sees it in the Wallet', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('link', { name: /Upload NFL Schedule/ }).click();

    const schedulePanel = admin.getByRole('tabpanel', { name: 'Schedule' });
    await schedulePanel.getByLabel('CSV file').setInputFiles(sample('schedule-2025-week-1.csv'));
    await schedulePanel.getByRole('button', { name: 'Upload' }).click();
    await admin.getByText('Upload Complete').first().waitFor();
    await admin.getByText('Imported 16 new games.').first().waitFor();

    await admin
      .getByRole('group', { name: 'Jump to week' })
      .getByRole('button', { name: '1', exact: true })
      .click();
    const weekOne = admin.getByRole('list', { name: 'Week 1 games' });
    await weekOne.getByText('Dallas Cowboys').first().waitFor();
    expect(await weekOne.getByRole('listitem').count()).toBe(16);

    await admin.getByRole('tab', { name: 'Lines' }).click();
    const linesPanel = admin.getByRole('tabpanel', { name: 'Lines' });
    await linesPanel.getByLabel('CSV file').setInputFiles(sample('lines-2025-week-1.csv'));
    await linesPanel.getByRole('button', { name: 'Upload' }).click();
    await admin.getByText('Imported 16 new betting lines.').first().waitFor();

    // Two players with an accepted bet on this week's GB @ DET: Erin has DET -3.5 for 30.
    const [erinEmail, finnEmail] = [await newPlayer(admin, 'Erin'), await newPlayer(admin, 'Finn')];
    const [erin, finn] = [await signedInPage(browser(), erinEmail), await signedInPage(browser(), finnEmail)];
    const games = await callApi<Game[]>(erin, 'GET', `/api/games/2025/${defaultWeek(new Date())}`);
    const game = games.find((candidate) => candidate.homeTeam.abbreviation === 'DET');
    const bet = await callApi<Bet>(erin, 'POST', '/api/bets', {
      gameId: game?.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '30',
    });
    await callApi(finn, 'POST', `/api/bets/${bet.id}/accept`);

    await admin.goto(`${baseUrl()}/admin/bet-settlement`);
    const card = admin.getByRole('region', { name: 'Green Bay Packers @ Detroit Lions' });
    await card.getByRole('button', { name: 'Settle' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Settle Bet' });
    await dialog.getByLabel('Final Score').fill('24 to 17');
    await dialog.getByRole('button', { name: 'Settle Bet' }).click();
    await admin.getByText('Invalid Score Format').first().waitFor();
    await dialog.getByLabel('Final Score').fill('17-24');
    await dialog.getByRole('button', { name: 'Settle Bet' }).click();
    await admin.getByText('Bets Settled Successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.waitFor({ state: 'detached' });

    await erin.goto(`${baseUrl()}/wallet`);
    await erin.getByText('Won 30.00 Pigskins from Finn on GB @ DET').waitFor();
    await expect.poll(() => navBalance(erin)).toBe(1030);
    await finn.goto(`${baseUrl()}/wallet`);
    await finn.getByText('Lost 30.00 Pigskins to Erin on GB @ DET').waitFor();
  });
});
