import { errors } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import { axeViolations, isSerious } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  gameToSettle,
  kickOffNow,
  newPlayer,
  PHONE,
  signedInPage,
} from '../support/browser';

const browser = browserForFile();

/**
 * docs/product.md, Disputes, on a phone: two players answer a proposition with different outcomes
 * through the API, and the admin reads both players' words on Bet Settlement and decides it there.
 */
describe('propositions the admin voids and decides, at 390 px', () => {
  it('voids an open one with a reason; shows a dispute’s outcomes and words as text, refuses a void without a reason, and settles on the decision', async () => {
    // The admin's lists show every attempt's bets (a retry runs on the same host): each attempt's
    // propositions are its own, so a retry never finds its first attempt's bet beside its own.
    const attempt = String(Date.now()).slice(-5);
    const kelce = `Kelce scores a touchdown (${attempt})`;
    const mahomes = `Mahomes throws for 300 yards (${attempt})`;
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE);
    const [samEmail, jordanEmail] = [await newPlayer(admin, 'Sam'), await newPlayer(admin, 'Jordan')];
    const games = [{ home: 'KC', away: 'BUF' }];
    const game = await gameToSettle(admin, games[0] ?? { home: 'KC', away: 'BUF' }, 3600);
    const sourceId = game.gameId;
    const [sam, jordan] = [
      await signedInPage(browser(), samEmail, PHONE),
      await signedInPage(browser(), jordanEmail, PHONE),
    ];
    const proposed = await callApi<Bet>(sam, 'POST', '/api/bets', {
      gameId: game.id,
      betType: 'proposition',
      proposition: kelce,
      selection: 'yes',
      amount: '100',
      odds: { win: 3, risk: 2 },
    });
    await callApi(jordan, 'POST', `/api/bets/${proposed.id}/accept`);

    // An open proposition, voided from the admin's list of all bets with a reason, before kickoff.
    const open = await callApi<Bet>(sam, 'POST', '/api/bets', {
      gameId: game.id,
      betType: 'proposition',
      proposition: mahomes,
      selection: 'no',
      amount: '40',
    });
    await admin.goto(`${baseUrl()}/admin`);
    await admin.getByRole('button', { name: /Total Bets/ }).click();
    const all = admin.getByRole('dialog', { name: 'All Bets' });
    const voidIt = all.getByRole('button', { name: `Void No: "${mahomes}"` });
    // The list is latest kickoff first, and the other files' games on the shared host kick off later
    // than this one (set in the week before the one under way): the admin reads on, a page at a time.
    const more = all.getByRole('button', { name: 'Load more bets' });
    for (;;) {
      await voidIt.or(more).first().waitFor();
      if (await voidIt.isVisible()) break;
      // Scrolling the button into view loads the next page by itself (LoadMore), and the last page
      // takes the button away: a click that finds it gone leaves the loop to look again.
      await more.click({ timeout: 5_000 }).catch((error: unknown) => {
        if (!(error instanceof errors.TimeoutError)) throw error;
      });
    }
    await voidIt.click();
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

    await kickOffNow(admin, games, [sourceId], game.weeksAhead);
    await callApi(sam, 'POST', `/api/bets/${proposed.id}/propose-settlement`, {
      outcome: 'yes',
      note: 'He scored in the 3rd',
    });
    // Jordan answers with another outcome on his card, told first that this disputes the bet.
    await jordan.goto(`${baseUrl()}/my-bets`);
    const jordansBet = jordan.getByRole('article', { name: 'Pending Settlement bet: BUF @ KC' });
    await jordansBet.getByText('Sam proposed').waitFor();
    await jordansBet.getByRole('button', { name: 'Propose Different Outcome' }).click();
    const answer = jordan.getByRole('dialog', { name: 'Propose Outcome' });
    await answer
      .getByText(`"${kelce}": a different outcome from Sam's disputes the bet, and the admin decides.`)
      .waitFor();
    await choosePick(answer, /^No/);
    await answer.getByLabel('Your words for the admin (optional)').fill('It was <b>Rice</b>,\nnot Kelce');
    await answer.getByRole('button', { name: 'Propose Outcome' }).click();
    await answer.waitFor({ state: 'detached' });

    // Sam sees both outcomes and Jordan's words, and may still end it by accepting Jordan's.
    await sam.goto(`${baseUrl()}/my-bets`);
    const samsBet = sam.getByRole('article', { name: 'Pending Settlement bet: BUF @ KC' });
    await samsBet.getByText("Disputed: accept Jordan's outcome, or the admin decides").waitFor();
    expect(await samsBet.getByText('You said').locator('..').innerText()).toMatch(/You said\s+Yes/);
    expect(await samsBet.getByText('Jordan says').locator('..').innerText()).toMatch(/Jordan says\s+No/);
    await samsBet.getByText('Jordan: “It was <b>Rice</b>,', { exact: false }).waitFor();
    await samsBet.getByRole('button', { name: 'Accept Outcome' }).waitFor();
    expect(await samsBet.getByRole('button', { name: 'Propose Different Outcome' }).count()).toBe(0);

    await admin.goto(`${baseUrl()}/admin/bet-settlement`);
    const region = admin.getByRole('region', { name: 'Propositions to decide' });
    const item = region.getByRole('listitem').filter({ hasText: kelce });
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
    // Each player's card says it was the admin's decision, and why; the void says so too.
    await jordan.goto(`${baseUrl()}/bets/${encodeURIComponent(proposed.id)}`);
    expect(await jordan.getByText("The admin's decision").locator('..').innerText()).toMatch(
      /The admin's decision\s+Yes/,
    );
    await jordan.getByText('The admin: “Replay shows Kelce”').waitFor();
    await sam.goto(`${baseUrl()}/bets/${encodeURIComponent(open.id)}`);
    await sam.getByText('Voided by the admin ("Written twice by mistake"): the stake went back').waitFor();
  });
});
