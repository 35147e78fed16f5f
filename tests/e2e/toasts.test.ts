import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Bet } from '../../domain/bets';
import {
  baseUrl,
  browserForFile,
  callApi,
  newPlayer,
  PHONE,
  signedInCaller,
  signedInPage,
  spread,
  upcomingGame,
} from '../support/browser';

const browser = browserForFile();

/**
 * The controls a toast titled `title` lies over, once it has settled: every visible button, link,
 * input and text box whose box meets the toast's, named so that a failure says what was covered.
 */
async function coveredBy(page: Page, title: string): Promise<string[]> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await toast.waitFor();
  // Where it stops, not where it enters from (the phone's own motion settings aside).
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await toast.boundingBox());
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return toast.evaluate((shown) => {
    const toastBox = shown.getBoundingClientRect();
    const meets = (box: DOMRect) =>
      Math.min(box.right, toastBox.right) > Math.max(box.left, toastBox.left) &&
      Math.min(box.bottom, toastBox.bottom) > Math.max(box.top, toastBox.top);
    const toaster = shown.closest('[data-sonner-toaster]');
    return [...document.querySelectorAll('button, a, input, textarea')]
      .filter(
        (control) => !toaster?.contains(control) && control.checkVisibility({ visibilityProperty: true }),
      )
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // The skip link waits off screen as a 1-px box until focused.
        return box.width > 1 && box.height > 1 && meets(box);
      })
      .map(
        (control) =>
          `<${control.tagName.toLowerCase()}> "${(control.getAttribute('aria-label') ?? control.textContent).trim().slice(0, 40)}"`,
      );
  });
}

describe('toasts on a phone (390 px)', () => {
  it('"Bet Accepted" lies clear of every control, under the header; "Link Copied" is said on the Share button', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    // Kicking off in 20 minutes, sooner than other files' games, so that its card comes first in
    // Available and the page is not scrolled to it: what lies under the toast is then the same each run.
    const game = await upcomingGame(admin, { home: 'DAL', away: 'WAS' }, 20 * 60 - 24 * 60 * 60);
    const proposer = await signedInCaller(browser(), await newPlayer(admin, 'Ola'));
    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '20', -1.5));
    const taker = await signedInPage(browser(), await newPlayer(admin, 'Pam'), PHONE, {
      at: '/my-bets?tab=available',
    });
    await taker
      .getByRole('list', { name: 'Available bets' })
      .getByRole('listitem')
      .filter({ hasText: 'DAL -1.5' })
      .getByRole('button', { name: 'Accept Bet' })
      .click();
    const sheet = taker.getByRole('alertdialog', { name: 'Accept this bet?' });
    const confirm = sheet.getByRole('button', { name: 'Accept Bet' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await coveredBy(taker, 'Bet Accepted')).toEqual([]);

    // The copied link, then the comment that goes with it: said on the button, with no toast at all.
    await taker.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await taker.goto(`${baseUrl()}/bets/${bet.id}`);
    await taker.getByRole('textbox').first().waitFor();
    await taker.getByRole('button', { name: 'Share' }).click();
    await taker.getByRole('button', { name: 'Link Copied' }).waitFor();
    await taker.getByRole('status').filter({ hasText: 'Link Copied' }).waitFor({ state: 'attached' });
    expect(await taker.locator('[data-sonner-toast]').count()).toBe(0);
    await taker.getByRole('button', { name: 'Share' }).waitFor({ timeout: 6_000 });
  });
});

describe('toasts on a phone, on a page scrolled to its controls (390 px)', () => {
  it('"Invitation Sent" lies clear of the form scrolled under the header; "Link Copied" is said on the button', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE);
    // Enough invitations below the form for the page to scroll it up to the header.
    for (let index = 0; index < 8; index += 1)
      await callApi(admin, 'POST', '/api/admin/invitations', {
        email: `scrolled.${Date.now()}.${index}@example.com`,
      });
    await admin.goto(`${baseUrl()}/admin/user-management`);
    await admin.getByRole('list', { name: 'Invitations' }).getByRole('listitem').first().waitFor();
    const email = admin.getByLabel('Email address');
    await email.fill(`toasted.${Date.now()}@example.com`);
    // The field just under the header, where a toast used to land.
    await email.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 64));
    expect(await email.evaluate((field) => Math.round(field.getBoundingClientRect().top))).toBe(64);

    await admin.getByRole('button', { name: 'Send Invitation' }).click();
    expect(await coveredBy(admin, 'Invitation Sent')).toEqual([]);

    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await admin.getByRole('button', { name: 'Copy link' }).click();
    await admin.getByRole('button', { name: 'Link Copied' }).waitFor();
    await admin
      .getByRole('status')
      .filter({ hasText: /^Link Copied\. Send it to toasted\./ })
      .waitFor({
        state: 'attached',
      });
    expect(await admin.locator('[data-sonner-toast]').filter({ hasText: 'Link Copied' }).count()).toBe(0);
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toMatch(/\/register\?token=/);
  });
});
