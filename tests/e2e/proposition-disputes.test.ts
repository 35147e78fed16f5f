import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import { axeViolations, isSerious } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  callApi,
  kickOffNow,
  newPlayer,
  PHONE,
  scheduleGamesSoon,
  signedInPage,
  weekUnderWay,
} from '../support/browser';

const browser = browserForFile();

/**
 * docs/product.md, Disputes, on a phone: two players answer a proposition with different outcomes
 * through the API, and the admin reads both players' words on Bet Settlement and decides it there.
 */
describe('propositions the admin voids and decides, at 390 px', () => {
  it('voids an open one with a reason; shows a dispute’s outcomes and words as text, refuses a void without a reason, and settles on the decision', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE);
    const [samEmail, jordanEmail] = [await newPlayer(admin, 'Sam'), await newPlayer(admin, 'Jordan')];
    const games = [{ home: 'KC', away: 'BUF' }];
    const [sourceId] = await scheduleGamesSoon(admin, games, 3600);
    const { season, week } = await weekUnderWay(admin);
    const game = (await callApi<Game[]>(admin, 'GET', `/api/games/${season}/${week}`)).find(
      (each) => each.gameId === sourceId,
    );
    const [sam, jordan] = [
      await signedInPage(browser(), samEmail, PHONE),
      await signedInPage(browser(), jordanEmail, PHONE),
    ];
    const proposed = await callApi<Bet>(sam, 'POST', '/api/bets', {
      gameId: game?.id,
      betType: 'proposition',
      proposition: 'Kelce scores a touchdown',
      selection: 'yes',
      amount: '100',
      odds: { win: 3, risk: 2 },
    });
    await callApi(jordan, 'POST', `/api/bets/${proposed.id}/accept`);

    // An open proposition, voided from the admin's list of all bets with a reason, before kickoff.
    const open = await callApi<Bet>(sam, 'POST', '/api/bets', {
      gameId: game?.id,
      betType: 'proposition',
      proposition: 'Mahomes throws for 300 yards',
      selection: 'no',
      amount: '40',
    });
    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('button', { name: /Total Bets/ }).click();
    const all = admin.getByRole('dialog', { name: 'All Bets' });
    await all.getByRole('button', { name: 'Void No: "Mahomes throws for 300 yards"' }).click();
    const voiding = admin.getByRole('dialog', { name: 'Void Proposition' });
    await voiding.getByLabel('Reason (required)').fill('Written twice by mistake');
    await voiding.getByRole('button', { name: 'Void Proposition' }).click();
    await admin.getByText('Proposition Voided').waitFor();
    await voiding.waitFor({ state: 'detached' });
    await all.getByText('The admin: “Written twice by mistake”').waitFor();
    expect(await callApi<Bet>(sam, 'GET', `/api/bets/${open.id}`)).toMatchObject({
      status: 'cancelled',
      adminReason: 'Written twice by mistake',
    });
    await admin.keyboard.press('Escape');

    await kickOffNow(admin, games, [sourceId ?? '']);
    await callApi(sam, 'POST', `/api/bets/${proposed.id}/propose-settlement`, {
      outcome: 'yes',
      note: 'He scored in the 3rd',
    });
    await callApi(jordan, 'POST', `/api/bets/${proposed.id}/propose-settlement`, {
      outcome: 'no',
      note: 'It was <b>Rice</b>,\nnot Kelce',
    });

    await admin.goto(`${baseUrl()}/admin/bet-settlement`);
    const region = admin.getByRole('region', { name: 'Propositions to decide' });
    const item = region.getByRole('listitem').filter({ hasText: 'Kelce scores a touchdown' });
    await item.getByText('Disputed').waitFor();
    await item.getByText('He scored in the 3rd').waitFor();
    // Markup is shown as the text it is.
    await item.getByText('It was <b>Rice</b>,').waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // By keyboard: the Decide button is reached and pressed without a pointer.
    await item.getByRole('button', { name: /^Decide/ }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Decide Proposition' });
    await dialog.getByText('Sam wins 150.00 Pigskins from Jordan').waitFor();
    await dialog.getByRole('radio', { name: /^Void/ }).check();
    await dialog.getByRole('button', { name: 'Void Proposition' }).click();
    await dialog.getByText('Give a reason to void it: both players read it').waitFor();
    expect((await axeViolations(admin)).filter(isSerious)).toEqual([]);

    await dialog.getByRole('radio', { name: /^Yes/ }).check();
    await dialog.getByLabel('Reason (optional)').fill('Replay shows Kelce');
    await dialog.getByRole('button', { name: 'Save Decision' }).click();
    await admin.getByText('Proposition Settled').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await region.waitFor({ state: 'detached' });

    const settled = await callApi<Bet>(sam, 'GET', `/api/bets/${proposed.id}`);
    expect(settled).toMatchObject({ status: 'settled', outcome: 'yes', adminReason: 'Replay shows Kelce' });
  });
});
