import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, browserForFile, PHONE, signedInPage } from '../support/browser';

const browser = browserForFile();

/** The file the host's feed reads (FEED_URL, tests/support/e2e-global-setup.ts). */
async function publishFeed(text: string): Promise<void> {
  const file = inject('feedFile');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * The header and week 2 of the real 2024 file, under game ids of their own: 16 games played, each
 * with its final score.
 */
async function weekTwo(): Promise<string> {
  const [header = '', ...rows] = (
    await readFile(new URL('../fixtures/nflverse-games-2024.csv', import.meta.url), 'utf8')
  )
    .trimEnd()
    .split('\n');
  const games = rows.filter((row) => row.split(',')[3] === '2').map((row) => `card_${row}`);
  expect(games).toHaveLength(16);
  return [header, ...games].join('\n');
}

/** What the card shows against one of its labels ("Last outcome", "Games"...). */
const shown = (card: Locator, label: string) => card.locator(`dt:text-is("${label}") + dd`).innerText();

describe('the schedule feed card', () => {
  it('fetches the feed at 390 px: a new file is imported, the same one is unchanged, and a page that is not the schedule fails with the last import kept', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE, { blank: true });
    await publishFeed(await weekTwo());
    await admin.goto(`${baseUrl()}/admin`);
    const card = admin.getByRole('region', { name: 'Schedule feed' });
    await card.getByText('2024 season', { exact: true }).waitFor();

    // Held until the button has been seen busy: an import of 16 games may answer within a blink.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route('**/api/admin/feed/fetch', async (route) => {
      await held;
      await route.continue();
    });
    await card.getByRole('button', { name: 'Fetch Now' }).click();
    expect(await card.getByRole('button', { name: 'Fetching...' }).isDisabled()).toBe(true);
    release();
    await admin.getByText('Feed fetched: changed').waitFor();
    await admin.unroute('**/api/admin/feed/fetch');
    await expect.poll(() => shown(card, 'Last outcome')).toBe('Changed');
    expect(await shown(card, 'Games')).toBe('16 new · 0 moved · 0 unchanged');
    // The games have all kicked off and are new here: each takes its closing line (docs/product.md,
    // The NFL schedule feed), and their finals are the scores.
    expect(await shown(card, 'Lines')).toBe('16 set · 0 unchanged');
    expect(await shown(card, 'Finals')).toMatch(/^16 applied · 0 unchanged\s+0 bets settled, 0 re-graded$/);
    expect(await shown(card, 'Last fetched')).not.toBe('Not yet');
    expect(await shown(card, 'Last changed')).not.toBe('Not yet');

    // The same file again, from the keyboard.
    await card.getByRole('button', { name: 'Fetch Now' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText('Feed fetched: unchanged').waitFor();
    await expect.poll(() => shown(card, 'Last outcome')).toBe('Unchanged');
    expect(await shown(card, 'Games')).toBe('16 new · 0 moved · 0 unchanged');

    // The address now answers a page that is not the schedule: nothing is imported from it.
    await publishFeed('<html>Moved</html>');
    await card.getByRole('button', { name: 'Fetch Now' }).click();
    await expect.poll(() => shown(card, 'Last outcome')).toBe('Failed');
    await card
      .getByText(
        '1 failure in a row: The file is not the nflverse schedule: its header lacks game_type, gameday or gametime',
      )
      .waitFor();
    await card.getByText('The last good games, lines and finals stay in place.').waitFor();
    expect(await shown(card, 'Games')).toBe('16 new · 0 moved · 0 unchanged');
    expect(await shown(card, 'Finals')).toMatch(/^16 applied/);
    await admin.getByText('Feed fetch failed').waitFor();

    // Within the phone's width: nothing scrolls sideways.
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // On Games, a final game shows its result where the proposal buttons were.
    await admin.goto(`${baseUrl()}/?season=2024&week=2`);
    const cards = admin.getByRole('article');
    await expect.poll(() => cards.count()).toBe(16);
    const results = await cards.getByText(/^Final: /).allInnerTexts();
    expect(results).toHaveLength(16);
    for (const result of results) expect(result).toMatch(/^Final: (.+ won (\d+)-(\d+)|a (\d+)-\4 tie)$/);
    expect(await cards.getByRole('button', { name: /^Propose/ }).count()).toBe(0);
  });
});
