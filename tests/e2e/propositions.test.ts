import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import type { User } from '../../domain/users';
import { axeViolations, isSerious } from '../support/axe';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  gameToSettle,
  kickOffNow,
  newPlayer,
  openProposal,
  PHONE,
  signedInCaller,
  signedInPage,
  weekUrl,
} from '../support/browser';

const browser = browserForFile();

const TEAMS = { home: 'SEA', away: 'ARI' };
const STATEMENT =
  'Kelce scores a touchdown <b>twice</b>, and the home side kicks a field goal in every quarter';

const money = async (page: Page) => {
  const { virtualBalance, availableBalance } = await callApi<User>(page, 'GET', '/api/auth/user');
  return { balance: Number(virtualBalance), available: Number(availableBalance) };
};

/** Serious or critical axe findings on what the page shows now (an open dialog, say). */
const seriousFindings = async (page: Page) =>
  (await axeViolations(page)).filter(isSerious).map((violation) => violation.rule);

/** Nothing wider than the phone: a long statement wraps rather than pushing the page sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The game's card on Games, found by its id: other files may schedule the same teams. */
const cardOf = (page: Page, game: Game) =>
  page.getByRole('article').filter({ has: page.locator(`[id="game-${game.id}"]`) });

describe('propositions at 390 px', () => {
  it('a player writes one on a game at odds, a friend takes the other side, and after kickoff they settle it by agreement', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await gameToSettle(admin, TEAMS, 2 * 60 * 60);
    const [wren, xavi] = [
      await signedInPage(browser(), await newPlayer(admin, 'Wren'), PHONE),
      await signedInPage(browser(), await newPlayer(admin, 'Xavi'), PHONE),
    ];
    const before = { wren: await money(wren), xavi: await money(xavi) };

    // Wren writes it on the game's page, at 3 to 2, and reads what each side risks.
    await wren.goto(`${baseUrl()}/games/${encodeURIComponent(game.id)}`);
    await wren.getByRole('button', { name: 'Propose Proposition' }).click();
    const dialog = wren.getByRole('dialog', { name: 'Create Proposition' });
    await dialog.getByText('Write the statement and pick a side to see what each side risks.').waitFor();
    // Sent empty, it says what is missing where it is missing, and keeps what was typed.
    await dialog.getByLabel('Your Stake (Pigskins)').fill('100');
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await dialog.getByText('Write the yes-or-no statement to bet on').waitFor();
    await dialog.getByText('Pick yes or no').waitFor();
    expect(await dialog.getByLabel('Your Stake (Pigskins)').inputValue()).toBe('100');
    await dialog.getByLabel('Your Proposition').fill(STATEMENT);
    await dialog.getByText(`${STATEMENT.length} of 140 characters`, { exact: false }).waitFor();
    await choosePick(dialog, /^Yes/);
    await dialog.getByLabel('You win').fill('3');
    await dialog.getByLabel('For every').fill('2');
    await dialog
      .getByText(
        `Risk 100.00 to win 150.00 on Yes: "${STATEMENT}"; whoever accepts would risk 150.00 to win 100.00 on No.`,
      )
      .waitFor();
    expect(await seriousFindings(wren)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    const created = wren.getByRole('dialog', { name: 'Bet Proposal Created' });
    await created.getByRole('button', { name: 'Share' }).waitFor();
    await created.getByRole('link', { name: 'View' }).waitFor();
    await created.getByRole('button', { name: 'Done' }).click();
    expect((await money(wren)).available).toBe(before.wren.available - 100);

    // Xavi reads it from his side on its own page, where its link opens, the statement wrapped, not cut
    // (Available lists it too, among every other test's proposals on this shared host) ...
    const [wrensProposal] = await callApi<Bet[]>(wren, 'GET', '/api/bets/my');
    await xavi.goto(`${baseUrl()}/bets/${encodeURIComponent(wrensProposal?.id ?? '')}`);
    const available = xavi.getByRole('article', { name: 'Proposed bet: ARI @ SEA' });
    await available.getByText(`No: "${STATEMENT}"`, { exact: true }).waitFor();
    expect(await overflowsSideways(xavi)).toBe(false);
    // ... and on the game's card, the statement as text, never markup, and takes it there.
    await xavi.goto(weekUrl(game));
    const offer = cardOf(xavi, game).getByRole('listitem').filter({ hasText: 'Wren' });
    await offer
      .getByText(`You'd take No: "${STATEMENT}" against Wren, risking 150.00 to win 100.00 Pigskins`, {
        exact: false,
      })
      .waitFor();
    expect(await xavi.locator('b', { hasText: 'twice' }).count()).toBe(0);
    expect(await overflowsSideways(xavi)).toBe(false);
    await offer.getByRole('button', { name: 'Take' }).click();
    const sheet = xavi.getByRole('alertdialog', { name: 'Accept this bet?' });
    await sheet
      .getByText(
        'Your 150.00 Pigskins are held until the game is settled. At 2 to 3, you would win 100.00 Pigskins.',
      )
      .waitFor();
    await sheet.getByText('3 to 2 on Yes', { exact: true }).waitFor();
    await sheet.getByText('You win if the outcome is No.').waitFor();
    await sheet.getByRole('button', { name: 'Accept Bet' }).click();
    await xavi.getByText('Bet Accepted').first().waitFor();
    expect((await money(xavi)).available).toBe(before.xavi.available - 150);

    // Before kickoff there is nothing to settle; after it, Xavi proposes Yes.
    await xavi.goto(`${baseUrl()}/my-bets`);
    const xavisBet = xavi.getByRole('article', { name: 'Accepted bet: ARI @ SEA' });
    await xavisBet.getByText('You can propose the outcome once the game kicks off').waitFor();
    await kickOffNow(admin, [TEAMS], [game.gameId], game.weeksAhead);
    await xavi.reload();
    await xavisBet.getByRole('button', { name: 'Propose Outcome' }).click();
    const outcome = xavi.getByRole('dialog', { name: 'Propose Outcome' });
    await choosePick(outcome, /^Yes/);
    await outcome.getByText('You would lose 150.00 Pigskins').waitFor();
    expect(await seriousFindings(xavi)).toEqual([]);
    await outcome.getByRole('button', { name: 'Propose Outcome' }).click();
    await xavi.getByText('Outcome Proposed').first().waitFor();
    await xavi.getByText('Waiting for your opponent to accept your proposed outcome').waitFor();

    // Wren sees it and accepts: the bet settles, and each balance moves by the loser's stake.
    await wren.goto(`${baseUrl()}/my-bets`);
    const wrensBet = wren.getByRole('article', { name: 'Pending Settlement bet: ARI @ SEA' });
    await wrensBet.getByText('Xavi proposed').waitFor();
    await wrensBet.getByText('You would win 150.00 Pigskins').waitFor();
    await wrensBet.getByRole('button', { name: 'Accept Outcome' }).click();
    const confirm = wren.getByRole('alertdialog', { name: 'Settle this proposition?' });
    await confirm.getByText(`You agree that "${STATEMENT}" is settled as yes.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Accept & Settle' }).click();
    await wren.getByText('Bet Settled').first().waitFor();
    const settled = wren.getByRole('article', { name: 'Settled bet: ARI @ SEA' });
    await settled.getByText('You won 150.00 Pigskins!').waitFor();
    expect(await settled.getByText('Agreed outcome').locator('..').innerText()).toMatch(
      /Agreed outcome\s+Yes/,
    );
    expect(await money(wren)).toEqual({
      balance: before.wren.balance + 150,
      available: before.wren.balance + 150,
    });
    expect(await money(xavi)).toEqual({
      balance: before.xavi.balance - 150,
      available: before.xavi.balance - 150,
    });

    // The ledger says it in words, from each side.
    await wren.goto(`${baseUrl()}/wallet`);
    await wren.getByText(`Won 150.00 Pigskins: Yes: "${STATEMENT}" against Xavi, 3 to 2`).waitFor();
    await xavi.goto(`${baseUrl()}/wallet`);
    await xavi.getByText(`Lost 150.00 Pigskins: No: "${STATEMENT}" against Wren, 2 to 3`).waitFor();
    await xavi.goto(`${baseUrl()}/my-bets`);
    await xavi.getByText('You lost 150.00 Pigskins').waitFor();
    expect(await overflowsSideways(xavi)).toBe(false);
  });

  it('challenges a friend from a game card, and a void both agree on gives each stake back', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const teams = { home: 'CIN', away: 'CLE' };
    const game = await gameToSettle(admin, teams, 2 * 60 * 60);
    const [yara, zeke] = [
      await signedInPage(browser(), await newPlayer(admin, 'Yara'), PHONE),
      await signedInPage(browser(), await newPlayer(admin, 'Zeke'), PHONE),
    ];
    const before = { yara: await money(yara), zeke: await money(zeke) };

    await yara.goto(weekUrl(game));
    await openProposal(cardOf(yara, game), 'Proposition');
    const dialog = yara.getByRole('dialog', { name: 'Create Proposition' });
    await dialog.getByLabel('Your Proposition').fill('The opening kickoff is returned for a touchdown');
    await choosePick(dialog, /^No/);
    await dialog.getByLabel('Your Stake (Pigskins)').fill('40');
    await dialog.getByLabel('Who can take it').selectOption({ label: 'Only Zeke Tester' });
    await dialog
      .getByText(
        'Risk 40.00 to win 40.00 on No: "The opening kickoff is returned for a touchdown"; Zeke would risk 40.00 to win 40.00 on Yes.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await yara.getByRole('dialog', { name: 'Challenge Sent' }).getByRole('button', { name: 'Done' }).click();
    const [bet] = await callApi<Bet[]>(yara, 'GET', '/api/bets/my');
    if (!bet) throw new Error('The proposition was not proposed');
    await callApi(zeke, 'POST', `/api/bets/${encodeURIComponent(bet.id)}/accept`);
    await kickOffNow(admin, [teams], [game.gameId], game.weeksAhead);

    // Zeke proposes a void; Yara sees it and accepts: both stakes back, nothing won or lost.
    await zeke.goto(`${baseUrl()}/my-bets`);
    await zeke
      .getByRole('article', { name: 'Accepted bet: CLE @ CIN' })
      .getByRole('button', { name: 'Propose Outcome' })
      .click();
    const outcome = zeke.getByRole('dialog', { name: 'Propose Outcome' });
    await outcome.getByRole('button', { name: 'Propose Outcome' }).click();
    await outcome.getByText('Pick yes, no or void').waitFor();
    await choosePick(outcome, /^Void/);
    await outcome.getByText('Void: both stakes go back, no Pigskins move').waitFor();
    await outcome.getByRole('button', { name: 'Propose Outcome' }).click();
    await zeke.getByText('Yara needs to accept it to settle the bet').first().waitFor();

    await yara.goto(`${baseUrl()}/my-bets`);
    const yarasBet = yara.getByRole('article', { name: 'Pending Settlement bet: CLE @ CIN' });
    expect(await yarasBet.getByText('Zeke proposed').locator('..').innerText()).toMatch(
      /Zeke proposed\s+Void/,
    );
    await yarasBet.getByRole('button', { name: 'Accept Outcome' }).click();
    const confirm = yara.getByRole('alertdialog', { name: 'Settle this proposition?' });
    await confirm.getByRole('button', { name: 'Accept & Settle' }).click();
    await yara.getByText('Both stakes are back').first().waitFor();
    expect(await money(yara)).toEqual(before.yara);
    expect(await money(zeke)).toEqual(before.zeke);
    await yara.goto(`${baseUrl()}/bets/${encodeURIComponent(bet.id)}`);
    await yara.getByText('Void by agreement: both stakes went back').waitFor();
  });

  it('writes one on no game from My Bets with its own closing time, and a friend takes it from its link', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [ada, bo] = [
      await signedInPage(browser(), await newPlayer(admin, 'Ada'), PHONE),
      await signedInPage(browser(), await newPlayer(admin, 'Bo'), PHONE),
    ];
    const before = { ada: await money(ada), bo: await money(bo) };
    const statement = `The Bears make the playoffs (${Date.now()})`;
    /** A datetime-local value, in the browser's own zone, `minutes` from now. */
    const inMinutes = (minutes: number) =>
      ada.evaluate((ahead) => {
        const time = Date.now() + ahead * 60_000;
        return new Date(time - new Date(time).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      }, minutes);

    await ada.goto(`${baseUrl()}/my-bets`);
    await ada.getByRole('button', { name: 'Write a Proposition' }).click();
    const dialog = ada.getByRole('dialog', { name: 'Create Proposition' });
    await dialog.getByText('On no game: it takes bets until the time you choose').waitFor();
    await dialog.getByLabel('Your Proposition').fill(statement);
    await choosePick(dialog, /^Yes/);
    await dialog.getByLabel('Your Stake (Pigskins)').fill('50');
    // A closing time too soon is refused where it is, and nothing is sent.
    await dialog.getByLabel('Closes').fill(await inMinutes(2));
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await dialog.getByText('Choose a time at least 5 minutes from now').waitFor();
    expect((await money(ada)).available).toBe(before.ada.available);
    await dialog.getByLabel('Closes').fill(await inMinutes(3 * 24 * 60));
    expect(await seriousFindings(ada)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await ada
      .getByRole('dialog', { name: 'Bet Proposal Created' })
      .getByRole('button', { name: 'Done' })
      .click();
    expect((await money(ada)).available).toBe(before.ada.available - 50);
    const [proposed] = await callApi<Bet[]>(ada, 'GET', '/api/bets/my');
    expect(proposed).toMatchObject({ gameId: null, proposition: statement, selection: 'yes' });

    // Bo opens its link: named by its words and its closing time, he takes it there.
    await bo.goto(`${baseUrl()}/bets/${encodeURIComponent(proposed?.id ?? '')}`);
    const offer = bo.getByRole('article', { name: `Proposed bet: ${statement}` });
    await offer.getByRole('heading', { name: `“${statement}”` }).waitFor();
    await offer.getByText('Closes', { exact: false }).waitFor();
    expect(await overflowsSideways(bo)).toBe(false);
    await offer.getByRole('button', { name: 'Accept Bet' }).click();
    const sheet = bo.getByRole('alertdialog', { name: 'Accept this bet?' });
    await sheet
      .getByText(
        "Your 50.00 Pigskins are held until the bet is settled. Even money: the winner takes the other's stake.",
      )
      .waitFor();
    await sheet.getByText('Closes', { exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Accept Bet' }).click();
    await bo.getByText('Bet Accepted').first().waitFor();
    expect((await money(bo)).available).toBe(before.bo.available - 50);

    // Until it closes there is nothing to settle, and the card says when it closes.
    await bo.goto(`${baseUrl()}/my-bets`);
    await bo
      .getByRole('article', { name: `Accepted bet: ${statement}` })
      .getByText('You can propose the outcome once it closes', { exact: false })
      .waitFor();
  });
});
