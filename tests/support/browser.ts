import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { SeasonWeek, SeasonsOverview } from '../../domain/seasons';
import type { Game } from '../../domain/games';

/**
 * Debian's Chromium headless shell (never a downloaded browser), with the flags this machine's closed
 * network needs. The shell is the headless browser Playwright itself runs: the same Blink, without the
 * full browser's UI layers; it took a third less CPU than `chromium` on the same files
 * (docs/decisions.md, Test machinery).
 */
export function launchBrowser({ full = false, scrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: full
      ? (process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium')
      : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'),
    headless: true,
    // Playwright hides scrollbars in headless browsers unless told otherwise.
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * API answers a person using the app should never see: a 5xx, or a 429 (docs/decisions.md, "Flood
 * limits": no normal session reaches them). Collected from every signed-in page but those told to
 * expect refusals, and checked after each file's tests; a test's stand-in answers do not count.
 */
const refusedByTheApi: string[] = [];

/**
 * One Chromium for the test file that calls this (at its top level), closed after its tests. Each
 * test's people (browser contexts) leave with it: a page left open goes on polling the host every
 * 5 s, for the admin under the same per-user flood limit as the next test's pages, and two browser
 * test files run at once.
 */
export function browserForFile({
  serviceWorkers = 'block',
  // The headless shell refuses notifications their permission: a file that shows them runs Chromium.
  notifications = false,
  // Scrollbars as each device draws them: a laptop's take 15 px of the page's width once it is taller
  // than the window; a phone's (a context narrower than 768 px, then a touch phone) float over it.
  scrollbars = false,
}: {
  serviceWorkers?: 'block' | 'allow';
  notifications?: boolean;
  scrollbars?: boolean;
} = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser({ full: notifications, scrollbars });
    // The app's service worker (web/sw/) would answer the pages' requests out of Playwright's sight
    // (page.route cannot stand in for the server behind it) and from its cache when a test takes the
    // network away: only the files that test the worker itself let it run.
    // People here ask for less motion: a pulse left running (a game under way's dot, on every Games
    // screen of the shared host) kept Chromium drawing frames, a sixth of its CPU in three files
    // (tests/README.md). The accessibility file shows the motion both ways.
    const newContext = browser.newContext.bind(browser);
    const phone = (width = Infinity) => scrollbars && width < 768;
    browser.newContext = async (options) => {
      const context = await newContext({
        serviceWorkers,
        reducedMotion: 'reduce',
        ...(phone(options?.viewport?.width) ? { isMobile: true, hasTouch: true } : {}),
        ...options,
      });
      // Playwright's 30 s for a wait or a navigation ended a test that was only slow: beside the
      // server suite on two cores a screen can take that long. A wait ends a hang (tests/README.md).
      context.setDefaultTimeout(90_000);
      return context;
    };
  });
  afterEach(async () => {
    await Promise.all(
      browser
        ?.contexts()
        .filter((context) => !keptAcrossTests.has(context))
        .map(async (context) => {
          // A test's route handler still waiting on the server when the test ends would throw
          // "Request context disposed" into no one's hands, and vitest fails the run for it.
          await Promise.all(context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
          await context.close();
        }) ?? [],
    );
  });
  afterAll(async () => {
    await browser?.close();
    expect(refusedByTheApi).toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

/**
 * Contexts spared the close after each test: a file of many short tests on one signed-in person
 * (tests/support/page-per-person.ts) signs in once, not per test, and closes the context itself.
 */
const keptAcrossTests = new WeakSet<BrowserContext>();
export const keepAcrossTests = (context: BrowserContext) => keptAcrossTests.add(context);

export const baseUrl = () => inject('baseUrl');

/** Signs in through the dev identity provider's page, as a person would. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const STAND_IN_HEADER = 'x-test-stand-in';

/** Answers a request in the server's place, e.g. a failing API on purpose; not counted as refused. */
export function standIn(route: Route, status: number, body: unknown): Promise<void> {
  return route.fulfill({
    status,
    headers: { 'content-type': 'application/json', [STAND_IN_HEADER]: '1' },
    body: JSON.stringify(body),
  });
}

/**
 * Chooses a pick in the proposal dialog as a person does, by tapping its card. Its radio is visually
 * hidden, so checking it directly needs `force`, which skips Playwright's wait for the sheet to stop
 * moving: on a busy machine the click then lands while the sheet is still sliding in, off screen.
 */
export async function choosePick(dialog: Locator, name: RegExp): Promise<void> {
  const radio = dialog.page().getByRole('radio', { name });
  await dialog.locator('label').filter({ has: radio }).click();
  await expect.poll(() => dialog.getByRole('radio', { name }).isChecked()).toBe(true);
}

/**
 * Opens the proposal dialog as a person does: a game card's one Propose control, then the kind of bet
 * (docs/product.md, Games). Given the page, the first game open for betting.
 */
export async function openProposal(
  scope: Page | Locator,
  type: 'Spread' | 'Over/Under' | 'Straight-Up' | 'Proposition',
): Promise<void> {
  await scope.getByRole('button', { name: 'Propose a bet', disabled: false }).first().click();
  await scope
    .getByRole('button', { name: type === 'Proposition' ? 'Propose Proposition' : `Propose ${type} Bet` })
    .first()
    .click();
}

/** A laptop's window, and a phone's (the width most of the group uses). */
export const LAPTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * A new browser context (a different person), signed in through the sign-in page and on the Games
 * screen, or on `at` (a path of the app: sign-in returns there, as for a link opened signed out), since
 * a screen drawn only to be left costs a browser file seconds of CPU. `blank` instead signs in as
 * `signedInCaller` does and leaves the page blank, for a test that calls the API before it opens its
 * first screen. `floods`: this page is meant to be refused (429), so its refusals are not failures.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  viewport = LAPTOP,
  {
    floods = false,
    kept = false,
    at,
    blank = false,
  }: { floods?: boolean; kept?: boolean; at?: string; blank?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // Kept from its first moment: a concurrent test's end must not close it while it signs in.
  if (kept) keepAcrossTests(context);
  const page = await context.newPage();
  if (!floods)
    page.on('response', (response) => {
      if (response.status() !== 429 && response.status() < 500) return;
      // A test's own stand-in answer (standIn below) came from no server. Playwright's serverAddr()
      // does not tell them apart: Chromium reports an address for fulfilled requests too.
      if (response.headers()[STAND_IN_HEADER]) return;
      refusedByTheApi.push(`${email}: ${response.status()} ${response.request().method()} ${response.url()}`);
    });
  if (blank) {
    await signInByRequest(context, email);
    return page;
  }
  await page.goto(`${baseUrl()}/api/login${at ? `?returnTo=${encodeURIComponent(at)}` : ''}`);
  await signIn(page, email);
  await page.getByTestId('nav-balance').waitFor();
  return page;
}

/**
 * A person who only calls the API (the admin scheduling games and inviting players, a friend who
 * proposes for the test to see): the same sign-in through the identity provider, its form posted and
 * its redirects followed by the context's own request client, which keeps its cookies, so no screen
 * is drawn and none goes on polling the host. Its page stays blank: `callApi` takes it as any other.
 * Signed in once per file and person: sign-in and registration share the per-address flood limit
 * (120 calls a minute, docs/decisions.md), and every browser file calls from 127.0.0.1.
 */
export function signedInCaller(browser: Browser, email: string): Promise<Page> {
  const ofThisBrowser = callers.get(browser) ?? new Map<string, Promise<Page>>();
  callers.set(browser, ofThisBrowser);
  let caller = ofThisBrowser.get(email);
  if (!caller) {
    caller = signInWithoutAScreen(browser, email);
    ofThisBrowser.set(email, caller);
    // A failed sign-in is tried afresh by the next test (or this one's retry).
    caller.catch(() => ofThisBrowser.delete(email));
  }
  return caller;
}

const callers = new WeakMap<Browser, Map<string, Promise<Page>>>();

async function signInWithoutAScreen(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  keepAcrossTests(context);
  await signInByRequest(context, email);
  return context.newPage();
}

/** The identity provider's form posted by the context's request client, whose cookies the pages share. */
async function signInByRequest(context: BrowserContext, email: string): Promise<void> {
  const login = await context.request.get(`${baseUrl()}/api/login`);
  const action = /<form method="post" action="([^"]+)"/.exec(await login.text())?.[1];
  if (!action) throw new Error(`No sign-in form at ${login.url()}: ${login.status()}`);
  const signedIn = await context.request.post(new URL(action, login.url()).href, { form: { email } });
  expect(signedIn.ok(), `signing in as ${email}: ${signedIn.status()} ${signedIn.url()}`).toBe(true);
  expect(
    (await context.cookies(`${baseUrl()}/api/`)).some((cookie) => cookie.name === 'pigskin_session'),
    `signing in as ${email} ended on ${signedIn.url()} without a session`,
  ).toBe(true);
}

export interface OutboxEntry {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
}

export async function outbox(): Promise<OutboxEntry[]> {
  const response = await fetch(`${baseUrl()}/_local/outbox.json`);
  expect(response.ok).toBe(true);
  return (await response.json()) as OutboxEntry[];
}

/** Calls the API with the page's session, from the app's origin, as the web app does. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { origin: baseUrl(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

let players = 0;

/**
 * Invites a new player as the admin, registers them with the emailed link, and answers their email.
 * They register in Pacific time, as the registration page sends the browser's zone; `timeZone: null`
 * registers them with none, as seeded users and first-sign-in admins have.
 */
export async function newPlayer(
  admin: Page,
  firstName: string,
  { timeZone = 'America/Los_Angeles' }: { timeZone?: string | null } = {},
): Promise<string> {
  players += 1;
  const email = `${firstName.toLowerCase()}.${Date.now()}.${players}@example.com`;
  await callApi(admin, 'POST', '/api/admin/invitations', { email });
  const invitation = (await outbox()).find((entry) => entry.to === email);
  const token = decodeURIComponent(/token=(\S+)/.exec(invitation?.body ?? '')?.[1] ?? '');
  const response = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { origin: baseUrl(), 'content-type': 'application/json' },
    body: JSON.stringify({ token, firstName, lastName: 'Tester', ...(timeZone ? { timeZone } : {}) }),
  });
  expect(response.status).toBe(201);
  return email;
}

/** The season and week the Games screen opens on, as the server says. */
export async function weekUnderWay(page: Page): Promise<SeasonWeek> {
  return (await callApi<SeasonsOverview>(page, 'GET', '/api/seasons')).current;
}

type Matchup = { home: string; away: string };

/**
 * Uploads schedule rows through the real CSV path, for games kicking off `secondsFromNow` (negative:
 * already under way) in the week the Games screen opens on, and answers the upload's counts.
 */
async function uploadSchedule(
  admin: Page,
  games: Matchup[],
  ids: string[],
  secondsFromNow: number,
  weeksAhead = 0,
): Promise<unknown> {
  // Written in UTC: an abbreviation such as EST is read as New York's clock when it does not match the date.
  const local = new Date(Date.now() + secondsFromNow * 1000).toISOString();
  const underWay = await weekUnderWay(admin);
  const { season } = underWay;
  const week = underWay.week + weeksAhead;
  const rows = games.map(
    (game, index) =>
      `${ids[index] ?? ''},${game.home},${game.away},${local.slice(0, 10)},${local.slice(11, 19)},${season},${week},UTC`,
  );
  const response = await admin.request.post(`${baseUrl()}/api/games/upload-csv`, {
    headers: { origin: baseUrl() },
    multipart: {
      csvFile: {
        name: 'schedule.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          ['game_id,home_team,away_team,game_date,game_time,season,week,timezone', ...rows].join('\n'),
        ),
      },
    },
  });
  return response.json();
}

/**
 * Schedules games kicking off `secondsFromNow`, so a test can bet on them; answers their game ids.
 * In the week under way unless `weeksAhead`: a week holds at most 32 games, and every browser file
 * shares the host.
 */
export async function scheduleGamesSoon(
  admin: Page,
  games: Matchup[],
  secondsFromNow: number,
  weeksAhead = 0,
): Promise<string[]> {
  const ids = games.map((_, index) => `e2e-${Date.now()}-${index}`);
  expect(await uploadSchedule(admin, games, ids, secondsFromNow, weeksAhead)).toMatchObject({
    created: games.length,
    errors: 0,
  });
  return ids;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A game the week under way has, scheduled a day (and `laterSeconds`) ahead, with its id; or, with
 * `weeksAhead`, that many weeks later, in its own week (the Games screen shows it at `weekUrl`).
 */
export async function upcomingGame(
  admin: Page,
  teams: { home: string; away: string },
  laterSeconds = 0,
  { weeksAhead = 0 }: { weeksAhead?: number } = {},
): Promise<Game> {
  const [sourceId] = await scheduleGamesSoon(
    admin,
    [teams],
    DAY_SECONDS * (1 + 7 * weeksAhead) + laterSeconds,
    weeksAhead,
  );
  const underWay = await weekUnderWay(admin);
  const games = await callApi<Game[]>(
    admin,
    'GET',
    `/api/games/${underWay.season}/${underWay.week + weeksAhead}`,
  );
  const game = games.find((candidate) => candidate.gameId === sourceId);
  if (!game) throw new Error('The game was not scheduled');
  return game;
}

/**
 * A game kicking off in `laterSeconds`, filed under the week before the one under way (the week under
 * way when it is the first): its bets can settle without moving every file's leaderboard to a later
 * week (it opens on the latest week with results), and the week under way, nearly as full as a week may
 * be, keeps its room.
 */
export async function gameToSettle(
  admin: Page,
  teams: { home: string; away: string },
  laterSeconds: number,
): Promise<Game & { weeksAhead: number }> {
  const underWay = await weekUnderWay(admin);
  const weeks = underWay.week > 1 ? -1 : 0;
  const [sourceId] = await scheduleGamesSoon(admin, [teams], laterSeconds, weeks);
  const games = await callApi<Game[]>(admin, 'GET', `/api/games/${underWay.season}/${underWay.week + weeks}`);
  const game = games.find((candidate) => candidate.gameId === sourceId);
  if (!game) throw new Error('The game was not scheduled');
  // For kickOffNow, which keeps it in its week.
  return { ...game, weeksAhead: weeks };
}

/** A proposal's body backing the home team at `line`, as the API takes it. */
export const spread = (game: Pick<Game, 'id'>, amount: string, line: number) => ({
  gameId: game.id,
  betType: 'spread',
  selection: 'home',
  spread: line,
  amount,
});

/** The Games screen on a game's own week: its path, and its address. */
export const weekPath = (game: Pick<Game, 'season' | 'week'>) => `/?season=${game.season}&week=${game.week}`;
export const weekUrl = (game: Pick<Game, 'season' | 'week'>) => `${baseUrl()}${weekPath(game)}`;

/**
 * The admin moves these games' kickoff to a minute ago, as for a game played earlier than scheduled
 * (the same rows uploaded again with another time): betting closes and players can enter scores at
 * once, where a test would otherwise wait for a kickoff it set in the near future. Their bets move
 * with them (functions/store/schedule.ts), so the admin's Bet Settlement lists them at once too.
 */
export async function kickOffNow(
  admin: Page,
  games: Matchup[],
  ids: string[],
  weeksAhead = 0,
): Promise<void> {
  expect(await uploadSchedule(admin, games, ids, -60, weeksAhead)).toMatchObject({
    updated: games.length,
    errors: 0,
  });
}

/** The nav's balance, as the number it shows ("1,030.50" is 1030.5). */
export async function navBalance(page: Page): Promise<number> {
  return Number((await page.getByTestId('nav-balance').innerText()).replace(/[^\d.]/g, ''));
}
