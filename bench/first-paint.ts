import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';

/**
 * A phone on a poor connection, as issue 27 measured it: 400 kbps each way and 800 ms of latency,
 * applied by Chromium's network emulation to every request, the page's and the API's, and to the
 * service worker's own.
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
const gamesShown = (page: Page) => page.getByRole('article').first().waitFor({ timeout: 60_000 });

/** A visit to `url` on the slow network, nothing in the HTTP cache, timed by the page itself. */
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
 * Signs in as jordan@example.com, a seeded player, on the host (whose address the identity provider
 * sends back to); the sign-in lands on Games, there and, through a front, on the front's address too.
 */
async function signIn(page: Page, hostUrl: string, siteUrl: string) {
  await page.goto(`${hostUrl}/api/login`);
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('nav-balance').waitFor();
  if (siteUrl === hostUrl) return;
  await page.goto(`${siteUrl}/`);
  await gamesShown(page);
}

/**
 * Once the app's service worker has installed (every screen's files precached) and controls the page,
 * the slow network on it too: its fetches of the API are its own, not the page's.
 */
async function slowServiceWorker(browser: Browser, page: Page): Promise<CDPSession> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find(
    (target) => target.type === 'service_worker' && target.url.startsWith(new URL(page.url()).origin),
  );
  if (!worker) throw new Error('The service worker is not running');
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });
  const send = (id: number, method: string, params: object) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
  await send(1, 'Network.enable', {});
  await send(2, 'Network.emulateNetworkConditions', SLOW_NETWORK);
  return cdp;
}

/**
 * The first contentful paint, and the moment the screen is useful, on the slow network, `runs` times
 * each in a fresh browser context: first visits (nothing cached, no service worker yet) to the landing
 * page signed out and to Games signed in, and a second visit to Games, through the service worker the
 * first one installed. `siteUrl` is where the visits go: the host itself, or a front before it
 * (bench/cloudfront-front.ts).
 */
export async function measureFirstPaint(hostUrl: string, siteUrl = hostUrl, runs = 3): Promise<FirstPaint[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    // The front's certificate is made for the run.
    args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const newContext = (serviceWorkers: 'allow' | 'block') =>
    browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers });
  try {
    const results: FirstPaint[] = [];
    const measure = async (
      what: string,
      run: (context: BrowserContext) => Promise<Awaited<ReturnType<typeof visit>>>,
      serviceWorkers: 'allow' | 'block' = 'block',
    ) => {
      const samples = [];
      for (let index = 0; index < runs; index++) {
        const context = await newContext(serviceWorkers);
        samples.push(await run(context));
        await context.close();
      }
      results.push({
        what,
        firstContentfulPaintMs: median(samples.map((sample) => sample.firstContentfulPaintMs)),
        readyMs: median(samples.map((sample) => sample.readyMs)),
      });
    };
    await measure('`/` signed out (the landing page)', async (context) =>
      visit(await context.newPage(), `${siteUrl}/`, (page) =>
        page.getByText('Get Started').first().waitFor({ timeout: 60_000 }),
      ),
    );
    await measure('`/` signed in (Games)', async (context) => {
      const page = await context.newPage();
      await signIn(page, hostUrl, siteUrl);
      return visit(page, `${siteUrl}/`, gamesShown);
    });
    await measure(
      '`/` signed in (Games), second visit through the service worker',
      async (context) => {
        const page = await context.newPage();
        await signIn(page, hostUrl, siteUrl);
        const worker = await slowServiceWorker(browser, page);
        try {
          return await visit(page, `${siteUrl}/`, gamesShown);
        } finally {
          await worker.detach();
        }
      },
      'allow',
    );
    return results;
  } finally {
    await browser.close();
  }
}
