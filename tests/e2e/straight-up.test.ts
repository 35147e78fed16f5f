import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/users';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  newPlayer,
  openProposal,
  PHONE,
  signedInCaller,
  signedInPage,
} from '../support/browser';

const browser = browserForFile();

/** The demo's MIA @ NYJ this week, whose moneylines the schedule posts: MIA -185, NYJ +154 (infra/local/seed.ts). */
const MATCHUP = { name: 'Miami Dolphins @ New York Jets' };

const available = async (page: Parameters<typeof callApi>[0]) =>
  (await callApi<User>(page, 'GET', '/api/auth/user')).availableBalance;

describe('straight-up bets at 390 px', () => {
  it('start at the posted moneyline, say in plain words what each side risks, and the taker commits their own stake', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [ulla, vito] = [
      await signedInPage(browser(), await newPlayer(admin, 'Ulla'), PHONE),
      await signedInPage(browser(), await newPlayer(admin, 'Vito'), PHONE),
    ];
    const before = { ulla: await available(ulla), vito: await available(vito) };

    const card = ulla.getByRole('article', MATCHUP);
    await openProposal(card, 'Straight-Up');
    const dialog = ulla.getByRole('dialog', { name: 'Create Straight-Up Bet Proposal' });
    await dialog.getByText('Pick a team first: its posted moneyline fills in.').waitFor();
    await choosePick(dialog, /^NYJ/);
    // +154 in friends' words: 77 to 50.
    expect(await dialog.getByLabel('You win').inputValue()).toBe('77');
    expect(await dialog.getByLabel('For every').inputValue()).toBe('50');
    await dialog.getByText('Posted moneyline: NYJ +154 (77 to 50). Change it to offer other odds.').waitFor();
    await dialog.getByLabel('Your Stake (Pigskins)').fill('100');
    await dialog
      .getByText(
        'Risk 100.00 to win 154.00 on NYJ; whoever accepts would risk 154.00 to win 100.00. A tie is a push: both stakes go back.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await ulla.getByRole('dialog', { name: 'Bet Proposal Created' }).waitFor();
    expect(await available(ulla)).toBe((Number(before.ulla) - 100).toFixed(2));

    // The taker reads their own side: MIA straight up, risking 154.00 to win 100.00.
    await vito.goto(baseUrl());
    const offer = vito.getByRole('article', MATCHUP).getByRole('listitem').filter({ hasText: 'Ulla' });
    await offer
      .getByText("You'd take MIA straight up against Ulla, risking 154.00 to win 100.00 Pigskins", {
        exact: false,
      })
      .waitFor();
    await offer.getByRole('button', { name: 'Take' }).click();
    const sheet = vito.getByRole('alertdialog', { name: 'Accept this bet?' });
    await sheet
      .getByText(
        'Your 154.00 Pigskins are held until the game is settled. At 50 to 77, you would win 100.00 Pigskins.',
      )
      .waitFor();
    await sheet.getByText('77 to 50 on NYJ; a tie is a push').waitFor();
    await sheet.getByRole('button', { name: 'Accept Bet' }).click();
    await vito.getByText('Bet Accepted').first().waitFor();
    expect(await available(vito)).toBe((Number(before.vito) - 154).toFixed(2));
  });
});
