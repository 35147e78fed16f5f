import type { Page } from 'playwright-core';
import type { User } from '../../domain/users';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import { weekLabel } from '../../domain/weeks';
import {
  baseUrl,
  browserForFile,
  callApi,
  kickOffNow,
  LAPTOP,
  navBalance,
  newPlayer,
  outbox,
  PHONE,
  scheduleGamesSoon,
  signedInPage,
  weekUnderWay,
} from '../support/browser';

const browser = browserForFile();

/** The Users screen, narrowed by a search to one person's row. */
async function userRow(admin: Page, email: string) {
  await admin.goto(`${baseUrl()}/admin/users`);
  await admin.getByLabel('Search users').fill(email);
  const row = admin.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect.poll(() => row.count()).toBe(1);
  await row.getByText(email).waitFor();
  return row;
}

/**
 * A spread bet on the game `sourceId` of the week under way (or `weeksAhead` later), proposed by one
 * player and, if given, accepted by another.
 */
async function betOn(
  proposer: Page,
  sourceId: string,
  amount: string,
  acceptor?: Page,
  weeksAhead = 0,
): Promise<Bet> {
  const { season, week } = await weekUnderWay(proposer);
  const game = (await callApi<Game[]>(proposer, 'GET', `/api/games/${season}/${week + weeksAhead}`)).find(
    (candidate) => candidate.gameId === sourceId,
  );
  const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', {
    gameId: game?.id,
    betType: 'spread',
    selection: 'home',
    spread: -3.5,
    amount,
  });
  if (acceptor) await callApi(acceptor, 'POST', `/api/bets/${bet.id}/accept`);
  return bet;
}

describe('one admin console', () => {
  it('adjusts a balance by 0.50 and shows it the same in the dialog, the user list, the wallet and the ledger', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const email = await newPlayer(admin, 'Penny');

    const row = await userRow(admin, email);
    await row.getByRole('button', { name: 'Adjust Balance of Penny Tester' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Adjust Balance' });
    await dialog.getByLabel('Change (Pigskins)').fill('0.5');
    await dialog.getByLabel('Reason').fill('Half a Pigskin back');
    // Before anything is sent, the entry as Penny's history will show it.
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.getByText('Half a Pigskin back').waitFor();
    await preview.getByText('+0.50').waitFor();
    await preview.getByText('Balance 1,000.50').waitFor();
    await dialog.getByRole('button', { name: 'Apply Adjustment' }).click();
    await admin.getByText('+0.50 Pigskins for Penny Tester · Balance 1,000.50').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The amount, then the currency's name for screen readers.
    await expect.poll(() => row.getByTestId('user-balance').innerText()).toMatch(/^1,000\.50\s+Pigskins$/);
    expect(await row.getByTestId('user-available').innerText()).toBe('1,000.50');

    // The admin's view of Penny's ledger.
    await row.getByRole('button', { name: 'History of Penny Tester' }).click();
    const history = admin.getByRole('list', { name: 'Transactions of Penny Tester' });
    const entry = history.getByRole('listitem').filter({ hasText: 'Half a Pigskin back' });
    await entry.getByText('+0.50').waitFor();
    await entry.getByText('Balance 1,000.50').waitFor();

    // Penny's own wallet and ledger.
    const penny = await signedInPage(browser(), email);
    expect(await navBalance(penny)).toBe(1000.5);
    await penny.goto(`${baseUrl()}/wallet`);
    await penny.getByText('Total Balance').waitFor();
    const mine = penny.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first();
    await mine.getByText('Half a Pigskin back').waitFor();
    expect(await mine.getByText('+0.50').count()).toBe(1);
    expect(await mine.getByText('Balance 1,000.50').count()).toBe(1);
  });

  it('deactivates a user only after a confirmation that names their open proposals, and reactivates them from the same row', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE);
    const email = await newPlayer(admin, 'Dario');
    const dario = await signedInPage(browser(), email);
    const [sourceId] = await scheduleGamesSoon(admin, [{ home: 'DEN', away: 'LV' }], 3600);
    await betOn(dario, sourceId ?? '', '12.50');

    const row = await userRow(admin, email);
    await row.getByRole('button', { name: 'Deactivate Dario Tester' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Deactivate Dario Tester?' });
    await confirm
      .getByText(
        'Their 1 open bet proposal is cancelled and its stake released; reactivating does not bring it back.',
      )
      .waitFor();
    // Cancelling changes nothing.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.getByText('Inactive', { exact: true }).count()).toBe(0);

    await row.getByRole('button', { name: 'Deactivate Dario Tester' }).click();
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText('Dario Tester is now inactive and their 1 open bet cancelled').waitFor();
    await row.getByText('Inactive', { exact: true }).waitFor();
    const status = await dario.request.get(`${baseUrl()}/api/auth/user`);
    expect(status.status()).toBe(403);
    const [user] = await callApi<{ id: string }[]>(
      admin,
      'GET',
      `/api/admin/users?search=${encodeURIComponent(email)}`,
    );
    expect(await callApi(admin, 'GET', `/api/admin/users/${user?.id ?? ''}/bet-counts`)).toMatchObject({
      proposed: 0,
      cancelled: 1,
    });

    await row.getByRole('button', { name: 'Reactivate Dario Tester' }).click();
    await admin.getByText('Dario Tester is active again and can sign in and bet').waitFor();
    await row.getByRole('button', { name: 'Deactivate Dario Tester' }).waitFor();
    // Deactivation signed Dario out everywhere: reactivated, he signs in afresh.
    expect((await dario.request.get(`${baseUrl()}/api/auth/user`)).status()).toBe(401);
  });

  it('imports a lines CSV that names favourites by abbreviation and by full name', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', LAPTOP, { blank: true });
    const { season, week } = await weekUnderWay(admin);
    const [chiefs, bills] = await scheduleGamesSoon(
      admin,
      [
        { home: 'KC', away: 'CIN' },
        { home: 'NYJ', away: 'BUF' },
      ],
      7200,
    );
    await admin.goto(`${baseUrl()}/admin/games?tab=lines`);
    const lines = admin.getByRole('tabpanel', { name: 'Lines' });
    await lines.getByLabel('CSV file').setInputFiles({
      name: 'lines.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `gameId,spreadFavorite,spreadLine,totalLine\n${chiefs},KC,-3.5,47.5\n${bills},Buffalo Bills,-6,41\n`,
      ),
    });
    await lines.getByRole('button', { name: 'Upload' }).click();
    await admin.getByText('Imported 2 new betting lines.').first().waitFor();

    await admin.goto(`${baseUrl()}/admin/games?tab=schedule&season=${season}&week=${week}`);
    const games = admin.getByRole('list', { name: `${season} ${weekLabel(week)} games` });
    await games
      .getByRole('listitem')
      .filter({ hasText: chiefs ?? '' })
      .getByText('KC -3.5 · O/U 47.5')
      .waitFor();
    await games
      .getByRole('listitem')
      .filter({ hasText: bills ?? '' })
      .getByText('BUF -6 · O/U 41')
      .waitFor();
  });

  it('enters one final score for a game with two bets on a phone, from the dashboard’s one weekly link, and both bets settle', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE, { blank: true });
    const [wendyEmail, xavEmail] = [await newPlayer(admin, 'Wendy'), await newPlayer(admin, 'Xav')];
    const [wendy, xav] = [await signedInPage(browser(), wendyEmail), await signedInPage(browser(), xavEmail)];
    // Games of the week before: the week under way holds nearly as many games as a week may, and a
    // result in a later week would move every file's leaderboard there (it opens on the latest week
    // with results: seasons.test.ts, betting.test.ts).
    const { week } = await weekUnderWay(admin);
    const weeks = week > 1 ? -1 : 0;
    const matchup = [{ home: 'SEA', away: 'SF' }];
    const [started = ''] = await scheduleGamesSoon(admin, matchup, 3600, weeks);
    const [later = ''] = await scheduleGamesSoon(admin, [{ home: 'CHI', away: 'GB' }], 3600, weeks);
    // Two bets on the game: Wendy has SEA -3.5 for 40 against Xav, Xav SEA -3.5 for 15 against Wendy.
    // An accepted bet on a later game waits. Then the game kicks off, its bets moving with it.
    const wendysBet = await betOn(wendy, started, '40', xav, weeks);
    const xavsBet = await betOn(xav, started, '15', wendy, weeks);
    await betOn(xav, later, '15', wendy, weeks);
    await kickOffNow(admin, matchup, [started], weeks);

    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('link', { name: /Final Scores & Settlement/ }).click();
    await admin.getByRole('heading', { level: 1, name: 'Bet Settlement' }).waitFor();
    // Other files may have started another SF @ SEA (this week's sample schedule has one): this game
    // is the one with Wendy's bets, the latest of them should a retry have left one.
    const card = admin
      .getByRole('region', { name: 'San Francisco 49ers @ Seattle Seahawks' })
      .filter({ hasText: 'Wendy' })
      .filter({ hasText: '2 bets' })
      .last();
    // The players by their names, as their own screens call them, not by their emails.
    await card.getByText('Wendy', { exact: true }).first().waitFor();
    await card.getByText('Xav', { exact: true }).first().waitFor();
    expect(
      await admin
        .getByRole('region', { name: 'Green Bay Packers @ Chicago Bears' })
        .filter({ hasText: 'Xav' })
        .count(),
    ).toBe(0);
    // One score for the game; each bet's own Settle stays, a thumb's size, and nothing scrolls sideways.
    const enter = card.getByRole('button', {
      name: 'Enter Final Score of San Francisco 49ers @ Seattle Seahawks',
    });
    const targets = [enter, ...(await card.getByRole('button', { name: /^Settle / }).all())];
    expect(targets).toHaveLength(3);
    for (const target of targets) expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    await enter.click();
    const dialog = admin.getByRole('dialog', { name: 'Enter Final Score' });
    await dialog
      .getByText('This settles 2 bets with the same final score and makes the game final.')
      .waitFor();
    await dialog.getByLabel('SF (away)').fill('14');
    await dialog.getByLabel('SEA (home)').fill('21');
    await dialog.getByRole('button', { name: 'Settle 2 bets' }).click();
    await admin.getByText('The final score is recorded. 2 bets have been settled with it').waitFor();
    await admin.getByText('Bets Settled Successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Nothing of the game is left to settle: no second score to type.
    await card.waitFor({ state: 'detached' });

    // SEA won by 7: Wendy's -3.5 won 40, Xav's -3.5 won 15.
    for (const bet of [wendysBet, xavsBet])
      expect(await callApi<Bet>(wendy, 'GET', `/api/bets/${bet.id}`)).toMatchObject({
        status: 'settled',
        finalScore: '21-14',
      });
    await wendy.goto(`${baseUrl()}/wallet`);
    await wendy.getByText('Won 40.00 Pigskins from Xav on SF @ SEA').waitFor();
    await wendy.getByText('Lost 15.00 Pigskins to Xav on SF @ SEA').waitFor();
    await expect.poll(() => navBalance(wendy)).toBe(1025);
    await xav.goto(`${baseUrl()}/wallet`);
    await expect.poll(() => navBalance(xav)).toBe(975);
  });

  it('runs the ledger audit from the dashboard and shows when it ran and what it found', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE, { at: '/admin' });
    const card = admin.getByRole('region', { name: 'Ledger audit' });
    await card.getByRole('button', { name: 'Run Audit' }).click();
    await card.getByText('Ledger consistent').waitFor();
    await card
      .getByText(
        /\d[\d,]* items checked on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M (UTC|GMT[+-][\d:]+|[A-Z]{2,4})$/,
      )
      .waitFor();
    await card.getByRole('button', { name: 'Run Audit' }).waitFor();
  });

  it('writes an invitation’s expiry the same on the admin’s list and in the email, in the admin’s zone', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    // An admin in New York: once the app has stored a zone for them (the browser's, if they had
    // none), they choose Eastern, as in Settings.
    await expect
      .poll(() => callApi<User>(admin, 'GET', '/api/auth/user'))
      .toMatchObject({ timeZoneSet: true });
    await callApi(admin, 'PATCH', '/api/user/preferences', { timeZone: 'America/New_York' });
    const email = `yara.${Date.now()}@example.com`;
    await admin.goto(`${baseUrl()}/admin/user-management`);
    await admin.getByLabel('Email address').fill(email);
    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.getByText('Invitation Sent').first().waitFor();
    const row = admin
      .getByRole('list', { name: 'Invitations' })
      .getByRole('listitem')
      .filter({ hasText: email });
    const shown = /expires (.+)$/.exec(await row.getByText(/expires /).innerText())?.[1];
    const sent = (await outbox()).find((entry) => entry.to === email);
    expect(shown).toMatch(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    expect(sent?.body).toContain(`until ${shown ?? 'nothing'}):`);

    // The link, to send by text as well: the one the email carries.
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await admin.getByRole('button', { name: 'Copy link' }).click();
    await admin.getByText('Link Copied').first().waitFor();
    const copied = await admin.evaluate(() => navigator.clipboard.readText());
    expect(sent?.body).toContain(copied);
    expect(copied).toMatch(/\/register\?token=/);

    // Sent again, the admin is told the first link stopped working.
    await admin.getByLabel('Email address').fill(email);
    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    await admin.getByText('The link sent before no longer works.').first().waitFor();
    expect(await admin.getByLabel(`Registration link for ${email}`).inputValue()).not.toBe(copied);
  });

  it('puts the weekly action, one link to final scores and settlement, within the first screen of the dashboard at 390 px', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE, { at: '/admin' });
    await admin.getByRole('heading', { level: 1 }).waitFor();
    // The stats and cards above would push it down once loaded: measured after they are.
    await admin.waitForLoadState('networkidle');
    const box = await admin.getByRole('link', { name: /Final Scores & Settlement/ }).boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await admin.getByRole('link', { name: /Enter Final Scores|Settle Bets/ }).count()).toBe(0);
  });

  it('fits every admin screen into a phone’s 390 px, with no sideways scrolling and no "Coming Soon"', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE);
    for (const path of [
      '/admin',
      '/admin/users',
      '/admin/user-management',
      '/admin/games?tab=schedule',
      '/admin/games?tab=teams',
      '/admin/games?tab=lines',
      '/admin/games?tab=scores',
      '/admin/bet-settlement',
    ]) {
      await admin.goto(`${baseUrl()}${path}`);
      await admin.getByRole('heading', { level: 1 }).waitFor();
      // The upload cards' column formats fit too, opened.
      if (/tab=(schedule|lines)/.test(path)) {
        await admin.getByRole('tabpanel').getByText('Columns and formats').click();
        await admin
          .getByRole('tabpanel')
          .getByText(/Headers may be in any case/)
          .waitFor();
      }
      await admin.waitForLoadState('networkidle');
      const overflow = await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
      const text = await admin.locator('main').innerText();
      expect(text, path).not.toMatch(/Coming Soon|npm run/i);
    }
  });
});
