import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import type { Game } from '../../domain/games';
import {
  baseUrl,
  browserForFile,
  callApi,
  kickOffNow,
  newPlayer,
  outbox,
  PHONE,
  scheduleGamesSoon,
  signedInPage,
  weekUnderWay,
} from '../support/browser';

const browser = browserForFile();

/**
 * docs/product.md, One final score per game, on a phone: the score dialog opens on the score others
 * agreed, and a bet re-graded by the official final shows it in Bet History, the Wallet and the
 * player's messages.
 */
describe('one final score per game, on a phone', () => {
  it('a player sees the agreed score in the dialog, then the re-graded bet in history and wallet, and the message', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com');
    const [jordanEmail, samEmail, caseyEmail] = [
      await newPlayer(admin, 'Jordan'),
      await newPlayer(admin, 'Sam'),
      await newPlayer(admin, 'Casey'),
    ];
    const games = [{ home: 'DAL', away: 'PHI' }];
    const [sourceId] = await scheduleGamesSoon(admin, games, 3600);
    const { season, week } = await weekUnderWay(admin);
    const game = (await callApi<Game[]>(admin, 'GET', `/api/games/${season}/${week}`)).find(
      (each) => each.gameId === sourceId,
    );
    const [jordan, sam, casey] = [
      await signedInPage(browser(), jordanEmail, PHONE),
      await signedInPage(browser(), samEmail, PHONE),
      await signedInPage(browser(), caseyEmail, PHONE),
    ];

    // Two bets before kickoff: Jordan's Under 47.5 for 50 with Sam, and a PHI -3.5 for 30 with Casey
    // (with Sam too, the score Sam and Jordan agree on would settle it: One score proposal per player
    // and game).
    const agreed = async (acceptor: Page, body: Record<string, unknown>) => {
      const bet = await callApi<Bet>(jordan, 'POST', '/api/bets', { gameId: game?.id, ...body });
      return callApi<Bet>(acceptor, 'POST', `/api/bets/${bet.id}/accept`);
    };
    const total = await agreed(sam, {
      betType: 'over_under',
      selection: 'under',
      overUnder: 47.5,
      amount: '50',
    });
    await agreed(casey, { betType: 'spread', selection: 'away', spread: -3.5, amount: '30' });
    await kickOffNow(admin, games, [sourceId ?? '']);

    // They settle the total at PHI 24 - DAL 20: Jordan's Under wins.
    await callApi(sam, 'POST', `/api/bets/${total.id}/propose-settlement`, { homeScore: 20, awayScore: 24 });
    await callApi(jordan, 'POST', `/api/bets/${total.id}/accept-settlement`);

    // The other bet's score dialog opens on that score and asks before another is sent.
    await jordan.goto(`${baseUrl()}/my-bets`);
    await jordan
      .getByRole('article', { name: 'Accepted bet: PHI @ DAL' })
      .getByRole('button', { name: 'Enter Final Score' })
      .click();
    const dialog = jordan.getByRole('dialog', { name: 'Enter Final Score' });
    await dialog.getByText('Jordan and Sam settled this game at PHI 24 - DAL 20').waitFor();
    expect(await dialog.getByLabel('PHI (away)').inputValue()).toBe('24');
    expect(await dialog.getByLabel('DAL (home)').inputValue()).toBe('20');
    await dialog.getByLabel('DAL (home)').fill('21');
    await dialog.getByRole('button', { name: 'Submit Score' }).click();
    await dialog.getByText('This is not the score Jordan and Sam settled at. Submit it anyway?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The official final: PHI 27 - DAL 24. Jordan's settled Under is now a loss.
    await callApi(admin, 'POST', `/api/admin/games/${game?.id ?? ''}/score`, {
      homeScore: 24,
      awayScore: 27,
    });

    await jordan.goto(`${baseUrl()}/bet-history`);
    const regraded = jordan.getByRole('article', { name: 'Settled bet: PHI @ DAL' }).filter({
      hasText: 'Re-graded by the official final',
    });
    await regraded.getByText('Re-graded by the official final: you had settled at PHI 24 – DAL 20').waitFor();
    expect(await regraded.getByText('PHI 27 – DAL 24').isVisible()).toBe(true);

    await jordan.goto(`${baseUrl()}/wallet`);
    const regrade = jordan.getByText(
      'Official final PHI 27 - DAL 24: your bet with Sam is now a loss (-100.00 Pigskins)',
    );
    await regrade.waitFor();
    expect(await regrade.isVisible()).toBe(true);
    // Within the phone's width: nothing scrolls sideways.
    expect(await jordan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The admin corrects a typo in the official final on the Schedule tab: back to 24 - 20.
    await admin.goto(`${baseUrl()}/admin/games?tab=schedule`);
    await admin
      .getByRole('listitem')
      .filter({ hasText: sourceId ?? '' })
      .getByRole('button', { name: 'Correct the final score of Philadelphia Eagles @ Dallas Cowboys' })
      .click();
    const correction = admin.getByRole('dialog', { name: 'Correct Final Score' });
    await correction.getByText('The official final is PHI 27 – DAL 24.').waitFor();
    await correction.getByLabel('DAL (home)').fill('20');
    await correction.getByLabel('PHI (away)').fill('24');
    await correction.getByRole('button', { name: 'Correct Final Score' }).click();
    await admin.getByText('Final Score Corrected').first().waitFor();
    await jordan.reload();
    await jordan
      .getByText('Official final PHI 24 - DAL 20: your bet with Sam is now a win (+100.00 Pigskins)')
      .waitFor();

    // Jordan heard of both: the re-grade, then its correction.
    const link = String.raw`http:\/\/127\.0\.0\.1:\d+\/bets\/[\w-]+`;
    await expect
      .poll(
        async () =>
          (await outbox())
            .filter((entry) => entry.to === jordanEmail && entry.subject?.includes('re-graded'))
            .map((entry) => entry.body),
        { timeout: 10_000 },
      )
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              String.raw`^Pigskin: the official final of PHI @ DAL is PHI 27, DAL 24, not the PHI 24, DAL 20 your bet was settled at: your bet with Sam \(Under 47\.5\) is now a loss; 100 Pigskins moved to Sam\. ${link}$`,
            ),
          ),
          expect.stringMatching(
            new RegExp(
              String.raw`^Pigskin: the official final of PHI @ DAL is PHI 24, DAL 20, not the PHI 27, DAL 24 your bet was settled at: your bet with Sam \(Under 47\.5\) is now a win; 100 Pigskins moved to you from Sam\. ${link}$`,
            ),
          ),
        ]),
      );
  });
});
