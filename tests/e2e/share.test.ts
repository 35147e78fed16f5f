import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../domain/games';
import {
  baseUrl,
  browserForFile,
  choosePick,
  newPlayer,
  openProposal,
  PHONE,
  signedInCaller,
  signedInPage,
  upcomingGame,
  weekUrl,
} from '../support/browser';

const browser = browserForFile();

/** This file's games go two weeks after the one under way: a week holds at most 32 games. */
const LATER_WEEK = { weeksAhead: 2 };

/**
 * A phone with a share sheet: `navigator.share` records what it was given instead of opening one.
 * Without `withSheet`, a phone without one, as most desktop browsers are: the link is copied instead.
 */
async function phone(email: string, { withSheet }: { withSheet: boolean }): Promise<Page> {
  const page = await signedInPage(browser(), email, PHONE);
  await page.context().addInitScript((sheet) => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    if (sheet)
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    else Reflect.deleteProperty(Navigator.prototype, 'share');
  }, withSheet);
  return page;
}

const sharedOn = (page: Page) => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);

/** The taps from the open Games screen to a spread bet proposed: the card's Propose, then the sheet's own. */
async function proposeSpread(page: Page, game: Game, { challenge }: { challenge?: string } = {}) {
  await page.goto(weekUrl(game));
  // The last: a retry schedules the same matchup again, a little later in the same week.
  await openProposal(
    page.getByRole('article', { name: `${game.awayTeam.name} @ ${game.homeTeam.name}` }).last(),
    'Spread',
  );
  const form = page.getByRole('dialog', { name: 'Create Spread Bet Proposal' });
  const home = game.homeTeam.abbreviation;
  await choosePick(form, new RegExp(`^${home}\\b`));
  await form.getByLabel(`Point Spread for ${home}`).fill('-3.5');
  await form.getByLabel('Bet Amount (Pigskins)').fill('25');
  if (challenge) await form.getByLabel('Who can take it').selectOption({ label: challenge });
  await form.getByRole('button', { name: 'Create Proposal' }).click();
}

describe('sending a new bet on, from its proposal sheet (390 px)', () => {
  it("shares a proposal from the sheet that made it, and View opens the bet's page", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'MIA', away: 'NYJ' }, 0, LATER_WEEK);
    const page = await phone(await newPlayer(admin, 'Ola'), { withSheet: true });

    await proposeSpread(page, game);
    const created = page.getByRole('dialog', { name: 'Bet Proposal Created' });
    await created.getByText('Your bet is now available for others to accept').waitFor();
    // The sheet's buttons are the next step, with no toast over them.
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await created.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => sharedOn(page)).toHaveLength(1);
    const [shared] = await sharedOn(page);
    expect(shared).toEqual({
      title: "Ola's bet on NYJ @ MIA",
      text: 'MIA -3.5, 25.00 Pigskins: who takes it?',
      url: expect.stringMatching(new RegExp(`^${baseUrl()}/bets/[\\w-]+$`)) as string,
    });

    await created.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(shared?.url ?? '');
    await page.getByRole('article', { name: 'Proposed bet: NYJ @ MIA' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // View took the sheet's place in history: Back returns to the Games screen, not to a closed sheet.
    await page.goBack();
    await page.getByRole('article', { name: 'New York Jets @ Miami Dolphins' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('copies the link where the phone has no share sheet, saying so on the button', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'NE', away: 'BUF' }, 0, LATER_WEEK);
    const page = await phone(await newPlayer(admin, 'Pia'), { withSheet: false });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });

    await proposeSpread(page, game);
    const created = page.getByRole('dialog', { name: 'Bet Proposal Created' });
    await created.getByRole('button', { name: 'Share' }).click();
    await created.getByRole('button', { name: 'Link Copied' }).waitFor();
    await created.getByRole('status').filter({ hasText: 'Link Copied' }).waitFor({ state: 'attached' });
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${baseUrl()}/bets/[\\w-]+$`),
    );

    await created.getByRole('button', { name: 'Done' }).click();
    await created.waitFor({ state: 'hidden' });
  });

  it('sends a challenge to the friend it names, from the sheet that made it', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'KC', away: 'DEN' }, 0, LATER_WEEK);
    await newPlayer(admin, 'Sam');
    const page = await phone(await newPlayer(admin, 'Quinn'), { withSheet: true });

    await proposeSpread(page, game, { challenge: 'Only Sam Tester' });
    const created = page.getByRole('dialog', { name: 'Challenge Sent' });
    await created.getByText('Only Sam can accept it').waitFor();
    await created.getByRole('button', { name: 'Send to Sam' }).click();
    await expect.poll(() => sharedOn(page)).toHaveLength(1);
    const [shared] = await sharedOn(page);
    expect(shared).toEqual({
      title: "Quinn's bet on DEN @ KC",
      text: 'Sam, I challenge you: KC -3.5, 25.00 Pigskins. Only you can take it.',
      url: expect.stringMatching(new RegExp(`^${baseUrl()}/bets/[\\w-]+$`)) as string,
    });
    await created.getByRole('link', { name: 'View' }).waitFor();
  });
});
