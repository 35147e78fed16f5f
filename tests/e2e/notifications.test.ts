import { describe, expect, it } from 'vitest';
import {
  browserForFile,
  choosePick,
  LAPTOP,
  newPlayer,
  openProposal,
  outbox,
  signedInCaller,
  signedInPage,
} from '../support/browser';

const browser = browserForFile();

describe('SMS alerts', () => {
  it('a player who confirms their number and turns on proposal alerts gets a text when another proposes a bet', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const [caseyEmail, drewEmail] = [await newPlayer(admin, 'Casey'), await newPlayer(admin, 'Drew')];

    // A number of this attempt's own: a retry's Casey could not confirm one the first Casey holds.
    const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    const caseyPhone = `+1555765${line}`;

    const casey = await signedInPage(browser(), caseyEmail, LAPTOP, { at: '/settings' });
    const sms = casey.getByRole('switch', { name: 'SMS notifications' });
    const alerts = casey.getByRole('switch', { name: 'Bet-proposal SMS alerts' });
    expect(await sms.isDisabled()).toBe(true);
    expect(await alerts.isDisabled()).toBe(true);
    // Typed as people write it; saved in E.164, and a code goes to it at once.
    await casey.getByLabel('Phone number').fill(`(555) 765-${line}`);
    await casey.getByRole('button', { name: 'Save' }).click();
    await casey.getByText('Code sent').first().waitFor();
    expect(await casey.getByText('Not confirmed').isVisible()).toBe(true);
    expect(await sms.isDisabled()).toBe(true);
    const codeTexted = async () =>
      /your code is (\d{6})\./.exec(
        (await outbox()).find((entry) => entry.to === caseyPhone)?.body ?? '',
      )?.[1];
    await expect.poll(codeTexted).toMatch(/^\d{6}$/);
    await casey.getByLabel('Confirmation code').fill((await codeTexted()) ?? '');
    await casey.getByRole('button', { name: 'Confirm', exact: true }).click();
    await casey.getByText('Phone number confirmed').first().waitFor();
    await casey.getByText('Confirmed', { exact: true }).waitFor();
    await expect.poll(() => sms.isEnabled()).toBe(true);
    await sms.click();
    await expect.poll(() => alerts.isEnabled()).toBe(true);
    expect(await casey.getByRole('button', { name: 'Send Test SMS' }).isVisible()).toBe(true);

    // Drew's proposal is ready to send before Casey turns alerts on: other files' players propose on
    // the same host, and Casey hears of one proposal a quarter hour, so the window stays short.
    const drew = await signedInPage(browser(), drewEmail);
    await openProposal(
      drew.getByRole('article', { name: 'Los Angeles Rams @ Arizona Cardinals' }),
      'Over/Under',
    );
    const dialog = drew.getByRole('dialog', { name: 'Create Total Bet Proposal' });
    await dialog.getByLabel('Bet Amount (Pigskins)').fill('25');
    await choosePick(dialog, /^Over/);
    await alerts.click();
    await expect.poll(() => alerts.getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await drew.getByText('Bet Proposal Created').first().waitFor();

    const alertsToCasey = async () =>
      (await outbox()).filter(
        (entry) => entry.channel === 'sms' && entry.to === caseyPhone && entry.body.includes(' proposed '),
      );
    await expect.poll(async () => (await alertsToCasey()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const [first] = await alertsToCasey();
    // Drew's, unless another file's proposal came in the second between: then that one, said alike.
    expect(first?.body).toMatch(
      first?.body.includes('Drew proposed')
        ? /^Pigskin: Drew proposed Over 45 on LAR @ ARI for 25 Pigskins\. You would take Under 45\. http:\/\/127\.0\.0\.1:\d+\/bets\/[\w-]+$/
        : /^Pigskin: \S+ proposed .+ for [\d.]+ Pigskins\. You would take .+\. http:\/\/127\.0\.0\.1:\d+\/bets\/[\w-]+$/,
    );
    // Nobody else has alerts on: Drew's proposal texted Casey alone, if anyone.
    expect(
      (await outbox())
        .filter((entry) => entry.channel === 'sms' && entry.body.includes('Drew proposed'))
        .map((entry) => entry.to),
    ).toEqual(first?.body.includes('Drew proposed') ? [caseyPhone] : []);

    // The text's link opens the bet it is about: Drew's ready to accept; another file's may have been
    // accepted or cancelled by its own players since.
    await casey.goto(first?.body.split(' ').at(-1) ?? '');
    if (first?.body.includes('Drew proposed')) {
      const bet = casey.getByRole('article', { name: /^Proposed bet: / });
      await bet.getByRole('button', { name: 'Accept Bet' }).waitFor();
      await bet.getByText("Drew's pick").waitFor();
    } else {
      await casey.getByRole('article', { name: / bet: / }).waitFor();
    }
  });
});
