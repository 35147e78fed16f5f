import { chromium, type Page } from 'playwright-core';

/**
 * A phone on a poor connection, as issue 27 measured it: 400 kbps each way and 800 ms of latency,
 * applied by Chromium's network emulation to every request, the page's and the API's.
 */
export const SLOW_NETWORK = {
  offline: false,
  latency: 800,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
};

export interface FirstPaint {
  what: string;
  /** Medians over the runs, from navigation start. */
  firstContentfulPaintMs: number;
  /** When what the visitor came for showed: the landing's 'Get Started', the first game's card. */
  readyMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A first visit (nothing cached) to `url` on the slow network, timed by the page itself. */
async function visit(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const readyMs = await page.evaluate(() => performance.now());
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { firstContentfulPaintMs, readyMs };
}

/**
 * The first contentful paint, and the moment the screen is useful, of the landing page signed out
 * and of Games signed in (as jordan@example.com, a seeded player), on the slow network, `runs` times
 * each in a fresh browser context.
 */
export async function measureFirstPaint(baseUrl: string, runs = 3): Promise<FirstPaint[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: FirstPaint[] = [];
    const measure = async (what: string, signIn: boolean, ready: (page: Page) => Promise<unknown>) => {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        if (signIn) {
          await page.goto(`${baseUrl}/api/login`);
          await page.getByLabel('Email').fill('jordan@example.com');
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.getByTestId('nav-balance').waitFor();
        }
        samples.push(await visit(page, `${baseUrl}/`, ready));
        await context.close();
      }
      results.push({
        what,
        firstContentfulPaintMs: median(samples.map((sample) => sample.firstContentfulPaintMs)),
        readyMs: median(samples.map((sample) => sample.readyMs)),
      });
    };
    await measure('`/` signed out (the landing page)', false, (page) =>
      page.getByText('Get Started').first().waitFor({ timeout: 60_000 }),
    );
    await measure('`/` signed in (Games)', true, (page) =>
      page.getByRole('article').first().waitFor({ timeout: 60_000 }),
    );
    return results;
  } finally {
    await browser.close();
  }
}
