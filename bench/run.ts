/**
 * npm run bench: per endpoint, DynamoDB calls against their budgets, the time spent in DynamoDB,
 * and latency against the local host (autocannon for reads, sequential requests for writes); the
 * schedule feed's import and re-fetch (bench/feed.ts); each
 * Lambda's cold start against a DynamoDB-only baseline; the web app's initial JavaScript and CSS per
 * route, and first and second visits on a slow network (bench/first-paint.ts). Writes docs/performance.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { routes } from '../functions/routes';
import { freePort } from '../infra/local/http-utils';
import { startLocalHost } from '../infra/local/host';
import { entryOf } from './bundles';
import type { ColdStart, EventMaker } from './cold-starts';
import type { FirstPaint } from './first-paint';
import type { LiveScoresCost } from './live-scores';
import { signInOverHttp } from './http-session';
import { budgetKbOf, LANDING_BUDGET_KB, SCREEN_BUDGET_KB, webSizes } from './web-sizes';

const ROOT = join(import.meta.dirname, '..');
const PERFORMANCE_MD = join(ROOT, 'docs/performance.md');
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SEQUENTIAL_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);
const CONNECTIONS = 8;
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 5);
/** Sessions per layout (bench/session.ts); their medians go in docs/performance.md. */
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 5);
/** Lighthouse runs per screen (bench/lighthouse.ts); the median's numbers go in docs/performance.md. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * Cold starts over the baseline's, at most (docs/performance.md): for an API route, which people wait
 * on, its own share (its cold start less its DynamoDB calls alone); for the other functions, the
 * whole cold start.
 */
const COLD_START_BUDGET = { apiOwnShare: 1, other: 2 };
const ownShare = (cold: ColdStart) => cold.ratio - (cold.callsAloneRatio ?? 0);

/** A route's DynamoDB call budget, from its row (functions/api/). */
const budgetOf = (key: string) => routes.find((route) => route.key === key)?.calls ?? 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sessions = new Map<string, string>();
async function cookiesOf(baseUrl: string, email: string | undefined): Promise<string> {
  if (!email) return '';
  if (!sessions.has(email)) sessions.set(email, await signInOverHttp(baseUrl, email));
  return sessions.get(email) ?? '';
}

interface Row {
  routeKey: string;
  calls: number;
  budget: number;
  commands: string;
  /** One request at a time: median time inside DynamoDB, median latency. */
  dbMs: number;
  sequentialMs: number;
  /** Under load (reads only). */
  p50?: number;
  p99?: number;
  rps?: number;
}

/**
 * Each endpoint's DynamoDB calls, then its timings; `callsOnly` stops after the calls (of the routes
 * in `only`, if given), for the cold starts' "calls alone".
 */
async function measureEndpoints(
  baseUrl: string,
  adminEmail: string,
  { callsOnly = false, only }: { callsOnly?: boolean; only?: ReadonlySet<string> } = {},
): Promise<Row[]> {
  const { endpointCases, NOT_PER_REQUEST } = await import('./endpoints');
  const { countDynamoDbCalls } = await import('./dynamodb-calls');
  const cases = (await endpointCases(adminEmail)).filter((endpoint) => !only || only.has(endpoint.routeKey));
  const cookiesFor = (email: string | undefined) => cookiesOf(baseUrl, email);
  const send = async (request: Awaited<ReturnType<(typeof cases)[number]['prepare']>>) => {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        origin: baseUrl,
        cookie: await cookiesFor(request.as),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${request.method} ${request.path}: ${response.status}`);
  };
  await send({ method: 'GET', path: '/api/teams', as: adminEmail }); // a warm container: teams cached

  // Counting first, one request at a time with nothing else running; the load comes after.
  const rows: Row[] = [];
  const firstRequests = new Map<string, Awaited<ReturnType<(typeof cases)[number]['prepare']>>>();
  for (const endpoint of cases) {
    const first = await endpoint.prepare();
    await cookiesFor(first.as);
    const { calls, timed } = await countDynamoDbCalls(() => send(first));
    firstRequests.set(endpoint.routeKey, first);
    rows.push({
      routeKey: endpoint.routeKey,
      calls: calls.length,
      budget: budgetOf(endpoint.routeKey),
      commands: timed.map((call) => call.command).join(', '),
      dbMs: 0,
      sequentialMs: 0,
    });
  }

  if (callsOnly) return rows;
  // What follows sends each endpoint far more than a person would (one user, many connections): the
  // flood limits would refuse it. Their UpdateItem is in the counts above.
  process.env.FLOOD_LIMITS = 'off';
  for (const row of rows) {
    const endpoint = cases.find((candidate) => candidate.routeKey === row.routeKey);
    const first = firstRequests.get(row.routeKey);
    if (!endpoint || !first) continue;
    // One request at a time (fresh state for writes): the request's latency and its time in DynamoDB.
    const latencies: number[] = [];
    const inDatabase: number[] = [];
    for (let sample = 0; sample < SEQUENTIAL_SAMPLES; sample++) {
      const request = first.method === 'GET' || first.method === 'HEAD' ? first : await endpoint.prepare();
      await cookiesFor(request.as);
      const started = performance.now();
      const { timed } = await countDynamoDbCalls(() => send(request));
      latencies.push(performance.now() - started);
      inDatabase.push(timed.reduce((sum, call) => sum + call.milliseconds, 0));
    }
    row.sequentialMs = percentile(latencies, 50);
    row.dbMs = percentile(inDatabase, 50);
    if (first.method === 'GET') {
      const result = await autocannon({
        url: `${baseUrl}${first.path}`,
        connections: CONNECTIONS,
        duration: READ_SECONDS,
        headers: { cookie: await cookiesFor(first.as) },
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${row.routeKey}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      Object.assign(row, { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average });
    } else if (first.method === 'HEAD') {
      // autocannon waits for a body HEAD never has: the same load, from fetch.
      Object.assign(row, await concurrentLoad(() => send(first), CONNECTIONS, READ_SECONDS));
    }
    console.log(
      `${row.routeKey}: ${row.calls} calls, ${ms(row.sequentialMs)} ms (${ms(row.dbMs)} in DynamoDB)`,
    );
  }
  for (const key of NOT_PER_REQUEST)
    rows.push({
      routeKey: key,
      calls: NaN,
      budget: budgetOf(key),
      commands: 'sign-in or upload: see bench/endpoints.ts',
      dbMs: NaN,
      sequentialMs: NaN,
    });
  return rows.sort(
    (a, b) =>
      routes.findIndex((route) => route.key === a.routeKey) -
      routes.findIndex((route) => route.key === b.routeKey),
  );
}

/** Keeps `connections` requests in flight for `seconds`; latency percentiles and throughput. */
async function concurrentLoad(request: () => Promise<void>, connections: number, seconds: number) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await request();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: latencies.length / seconds };
}

/** The first event of every Lambda: its route's prepared request (signed in), or its trigger's event. */
async function coldStartEvents(baseUrl: string, adminEmail: string): Promise<Map<string, EventMaker>> {
  const { endpointCases } = await import('./endpoints');
  const { apiEvent, plainRequests, triggerEvents } = await import('./cold-starts');
  const cases = await endpointCases(adminEmail);
  const plain = plainRequests(adminEmail);
  const events = await triggerEvents(adminEmail);
  for (const route of routes) {
    const key = route.key;
    const prepare = cases.find((endpoint) => endpoint.routeKey === key)?.prepare ?? (() => plain.get(key));
    events.set(key, async () => {
      const request = await prepare();
      if (!request) throw new Error(`No cold-start request for ${key}`);
      return apiEvent(baseUrl, request, await cookiesOf(baseUrl, request.as));
    });
  }
  return events;
}

/** The event of one step of the session (bench/session.ts): its endpoint's prepared request, signed in. */
async function sessionEvents(
  baseUrl: string,
  adminEmail: string,
): Promise<(key: string) => Promise<unknown>> {
  const { endpointCases } = await import('./endpoints');
  const { apiEvent } = await import('./cold-starts');
  const cases = await endpointCases(adminEmail);
  return async (key) => {
    const prepare = cases.find((endpoint) => endpoint.routeKey === key)?.prepare;
    if (!prepare) throw new Error(`No prepared request for ${key}`);
    const request = await prepare();
    return apiEvent(baseUrl, request, await cookiesOf(baseUrl, request.as));
  };
}

/** Each API route's DynamoDB calls, by route key, where they were counted. */
function callsOfRoutes(rows: readonly Row[]): Map<string, string[]> {
  return new Map(
    rows.filter((row) => Number.isFinite(row.calls)).map((row) => [row.routeKey, row.commands.split(', ')]),
  );
}

/** The cold-start section of docs/performance.md: the baseline first, then the slowest first. */
function coldStartLines(
  coldStarts: ColdStart[],
  baselineName: string,
): { lines: string[]; slowApi: ColdStart[] } {
  const baseline = coldStarts.find((cold) => cold.name === baselineName);
  if (!baseline) throw new Error('No baseline cold start');
  const functions = coldStarts.filter((cold) => cold !== baseline).sort((a, b) => b.ratio - a.ratio);
  // The sign-in steps and the uploads have no calls-alone measure (bench/endpoints.ts, NOT_PER_REQUEST).
  const slowApi = functions.filter(
    (cold) =>
      cold.api && cold.callsAloneRatio !== undefined && ownShare(cold) > COLD_START_BUDGET.apiOwnShare,
  );
  const slowOther = functions.filter((cold) => !cold.api && cold.ratio > COLD_START_BUDGET.other);
  const lines = [
    '## Lambda cold starts',
    '',
    'What a user waits for when a request lands on a new Lambda container: the function bundled as the',
    'stack bundles it (infra/aws/bundling.ts), imported in a fresh Node process (its source map left',
    "unread, as in the stack), then answering one event against DynamoDB Local: for the API, each route's",
    "request signed in, in its function's bundle (the function loads that route's handler module); for the",
    `other functions, their trigger's event. Medians of ${COLD_STARTS} cold starts each, next to a baseline bundle`,
    'that holds only the DynamoDB document client and answers one GetItem (bench/baseline-handler.ts).',
    'Each run follows one of the baseline, and "× baseline" is the median of their ratios (the machine is',
    'shared: both are slowed alike). Local numbers on a shared machine: compare them with each other,',
    'not with AWS. Flood limits are on, as deployed.',
    '',
    '"Calls alone ×" is the same ratio for a bundle holding only the document client that makes the',
    "route's DynamoDB calls (their kinds and number, counted on the endpoint, on small items) all at",
    'once (bench/calls-alone-handler.ts), run after each of its cold starts: no code making those calls',
    'answers sooner. "Own share ×" is the difference: what our code and its libraries add.',
    `Budgets: every API route's own share within ${COLD_START_BUDGET.apiOwnShare}× the baseline, every other`,
    `function within ${COLD_START_BUDGET.other}×.`,
    '',
    '| route or function | API | bundle | import ms | first event ms | cold start ms | × baseline | calls alone × | own share × |',
    '|---|---|---|---|---|---|---|---|---|',
    ...[baseline, ...functions].map(
      (cold) =>
        `| ${cold === baseline ? `**${cold.name}**` : cold.api ? `\`${cold.name}\`` : `\`functions/${cold.name}.ts\``} | ${cold.api ? 'yes' : ''} | ${kb(cold.bytes)} | ${ms(cold.importMs)} | ${ms(cold.firstMs)} | ${ms(cold.totalMs)} | ${cold.ratio.toFixed(2)} | ${cold.callsAloneRatio?.toFixed(2) ?? ''} | ${cold.api && cold.callsAloneRatio !== undefined ? ownShare(cold).toFixed(2) : ''} |`,
    ),
    '',
    slowApi.length === 0
      ? `Every API route's own share is within ${COLD_START_BUDGET.apiOwnShare}× the baseline.`
      : `API routes whose own share is over ${COLD_START_BUDGET.apiOwnShare}× the baseline (${slowApi.length}): ${slowApi.map((cold) => `\`${cold.name}\``).join(', ')}.`,
    '',
    slowOther.length === 0
      ? `Every other function's cold start is within ${COLD_START_BUDGET.other}× the baseline's.`
      : `Other functions over ${COLD_START_BUDGET.other}× the baseline (${slowOther.length}): ${slowOther.map((cold) => `\`${cold.name}\``).join(', ')}.`,
  ];
  return { lines, slowApi };
}

// `npm run bench -- --cold-starts [handler ...]`: the cold starts alone (of these functions), printed;
// `npm run bench -- --first-paint`: the visits on a slow network alone (first and second), printed;
// `npm run bench -- --session`: the player's Sunday (bench/session.ts) alone, printed.
const coldStartsOnly = process.argv.includes('--cold-starts');
const sessionOnly = process.argv.includes('--session');
const firstPaintOnly = process.argv.includes('--first-paint');
// `npm run bench -- --live-scores`: the live-scores job's runs (bench/live-scores.ts) alone, printed.
const liveScoresOnly = process.argv.includes('--live-scores');
// `npm run bench -- --lighthouse [games my-bets ...]`: Lighthouse on the main screens (of those named),
// printed; with every screen, its section of docs/performance.md written in place (bench/lighthouse.ts).
const lighthouseOnly = process.argv.includes('--lighthouse');
const lighthouseScreens = lighthouseOnly ? process.argv.slice(process.argv.indexOf('--lighthouse') + 1) : [];
const onlyFunctions = coldStartsOnly ? process.argv.slice(process.argv.indexOf('--cold-starts') + 1) : [];
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'pigskin-bench-'));
// The host's own live-scores runs would be counted with the bench's (bench/live-scores.ts runs the job).
process.env.LIVE_SCORES_URL ??= 'off';
const host = await startLocalHost({
  port,
  dataDir,
  inMemoryDatabase: true,
  notifications: false,
});
try {
  const adminEmail = host.adminEmails.split(',')[0] ?? '';
  const { SLOW_NETWORK } = await import('./first-paint');
  const { measureSession, sessionLines } = await import('./session');
  const { measureLiveScores } = await import('./live-scores');
  if (lighthouseOnly) {
    await benchLighthouse(host.url, lighthouseScreens);
  } else if (liveScoresOnly) {
    console.log(liveScoresLines(await measureLiveScores()).join('\n'));
  } else if (firstPaintOnly) {
    console.log(firstPaintLines(await measureVisits(host.url), SLOW_NETWORK).join('\n'));
  } else if (sessionOnly) {
    const runs = await measureSession(await sessionEvents(host.url, adminEmail), SESSIONS);
    console.log(sessionLines(runs, SESSIONS).join('\n'));
  } else {
    const rows = coldStartsOnly ? [] : await measureEndpoints(host.url, adminEmail);
    const measuredRoutes = routes.filter(
      (route) => onlyFunctions.length === 0 || onlyFunctions.includes(entryOf(route)),
    );
    const callRows = coldStartsOnly
      ? await measureEndpoints(host.url, adminEmail, {
          callsOnly: true,
          only: new Set(measuredRoutes.map((route) => route.key)),
        })
      : rows;
    const { measureFeed } = await import('./feed');
    const feed = coldStartsOnly ? [] : await measureFeed();
    const liveScores = coldStartsOnly ? [] : await measureLiveScores();
    const firstPaint = coldStartsOnly ? [] : await measureVisits(host.url);
    // The store reads its table's name at load: imported once the host has set it.
    const { BASELINE, measureColdStarts } = await import('./cold-starts');
    const coldStarts = await measureColdStarts(
      await coldStartEvents(host.url, adminEmail),
      COLD_STARTS,
      onlyFunctions,
      callsOfRoutes(callRows),
    );
    const coldStartSection = coldStartLines(coldStarts, BASELINE);
    const session = coldStartsOnly
      ? []
      : sessionLines(await measureSession(await sessionEvents(host.url, adminEmail), SESSIONS), SESSIONS);
    if (coldStartsOnly) {
      console.log(`\n${coldStartSection.lines.join('\n')}`);
    } else {
      const web = webSizes();
      const overBudget = rows.filter((row) => row.calls > row.budget);
      const webOverBudget = web.routes.filter(({ route, jsBytes }) => jsBytes / 1024 > budgetKbOf(route));
      const lines = [
        '# Performance',
        '',
        `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on this machine (${cpus().length} cores, Node ${process.version}),`,
        'against the local host (DynamoDB Local in memory) with demo data. Latencies are local: they show',
        'what our code costs on top of the database, not what AWS will answer. Notifications come from the',
        "table's stream, read apart from the request as in the cloud, so they cost the request nothing here.",
        '',
        '## Endpoints',
        '',
        "DynamoDB calls per request (budget in each route's row, functions/api/, held in `npm test` by",
        'tests/integration/call-budgets.test.ts). Then, one request at a time (writes on fresh state each),',
        `the median over ${SEQUENTIAL_SAMPLES} requests of the time spent inside DynamoDB Local and of the whole`,
        'request: "× DB" is their ratio, what our code and HTTP cost on top of the database. Reads then',
        `run under load: autocannon, ${CONNECTIONS} connections for ${READ_SECONDS} s (HEAD through fetch: autocannon`,
        "waits for the body a HEAD never has). The counts include the flood limit's UpdateItem; the",
        "timings run with the flood limits off, since they send one user's requests by the hundred.",
        '',
        '| endpoint | calls | budget | DynamoDB calls | DB ms | request ms | × DB | load p50 ms | load p99 ms | req/s |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...rows.map((row) =>
          Number.isNaN(row.calls)
            ? `| \`${row.routeKey}\` | | ${row.budget} | ${row.commands} | | | | | | |`
            : `| \`${row.routeKey}\` | ${row.calls} | ${row.budget} | ${row.commands} | ${ms(row.dbMs)} | ${ms(row.sequentialMs)} | ${(row.sequentialMs / Math.max(row.dbMs, 0.01)).toFixed(1)} | ${row.p50 === undefined ? '' : ms(row.p50)} | ${row.p99 === undefined ? '' : ms(row.p99)} | ${row.rps === undefined ? '' : row.rps.toFixed(0)} |`,
        ),
        '',
        overBudget.length === 0
          ? 'Every endpoint is within its budget.'
          : `Over budget: ${overBudget.map((row) => row.routeKey).join(', ')}.`,
        '',
        '## The schedule feed',
        '',
        'The nflverse file (bench/feed.ts): a whole real season imported into an empty schedule, the same',
        'file again, and the fetch job finding the feed unchanged. Times are local, with DynamoDB Local;',
        "the writes of a re-import are only the dashboard's note of it.",
        '',
        '| what | ms | DynamoDB calls | writes | calls |',
        '|---|---|---|---|---|',
        ...feed.map(
          (cost) => `| ${cost.what} | ${ms(cost.ms)} | ${cost.calls} | ${cost.writes} | ${cost.commands} |`,
        ),
        '',
        ...liveScoresLines(liveScores),
        '',
        ...coldStartSection.lines,
        '',
        ...session,
        '## Web app',
        '',
        'What a first visit to each route downloads before the screen shows, gzipped (bench/web-sizes.ts):',
        "the entries (the app's and its first script, web/src/early-reads.ts) and their static imports, plus,",
        "signed in, the signed-in frame and the route's page with theirs. Budgets, held by",
        `tests/infra/web-bundle-size.test.ts: ${LANDING_BUDGET_KB} KB of JavaScript for a`,
        `signed-out visitor's \`/\`, ${SCREEN_BUDGET_KB} KB for any signed-in screen. Dialogs, toasts and other parts`,
        'shown on request load apart from the screen.',
        '',
        '| route | JavaScript (gzip) | budget | CSS (gzip) |',
        '|---|---|---|---|',
        ...web.routes.map(
          ({ route, jsBytes, cssBytes }) =>
            `| ${route} | ${kb(jsBytes)} | ${budgetKbOf(route)} KB | ${kb(cssBytes)} |`,
        ),
        '',
        'Loaded once a signed-in screen is shown and the browser is idle, so they still work if the network',
        'goes away later:',
        '',
        '| part | JavaScript (gzip) |',
        '|---|---|',
        ...web.idle.map(({ what, jsBytes }) => `| ${what} | ${kb(jsBytes)} |`),
        '',
        webOverBudget.length === 0
          ? 'Every route is within its budget.'
          : `Over budget: ${webOverBudget.map(({ route }) => route).join(', ')}.`,
        '',
        ...firstPaintLines(firstPaint, SLOW_NETWORK),
        '',
        // Measured apart, on a quiet machine (`npm run bench -- --lighthouse`): kept as it was.
        ...(await import('./lighthouse')).lighthouseSection(readFileSync(PERFORMANCE_MD, 'utf8')),
      ];
      await writePerformanceMd(lines.join('\n'));
      console.log(
        `\nWrote docs/performance.md (${rows.length} endpoints, ${coldStarts.length - 1} cold starts, ${web.routes.length} routes).`,
      );
      if (overBudget.length > 0 || webOverBudget.length > 0) process.exitCode = 1;
    }
    // The cold-start budget is a target read from the table: on a shared machine one slow run can
    // cross it, so it does not fail the bench as a DynamoDB call over budget does.
    const { slowApi } = coldStartSection;
    if (!coldStartsOnly && slowApi.length > 0)
      console.log(
        `API routes whose own share is over ${COLD_START_BUDGET.apiOwnShare}× the baseline: ${slowApi.map((cold) => cold.name).join(', ')}`,
      );
  }
} finally {
  await host.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Written formatted here, not by a second command in the npm script: that one would take the script's
 * arguments (`npm run bench -- --cold-starts ...`) as its own.
 */
async function writePerformanceMd(markdown: string): Promise<void> {
  const options = { ...(await resolveConfig(PERFORMANCE_MD)), filepath: PERFORMANCE_MD };
  writeFileSync(PERFORMANCE_MD, await format(markdown, options));
}

/** Lighthouse's scores, printed; with every screen measured, written into docs/performance.md in place. */
async function benchLighthouse(baseUrl: string, only: string[]): Promise<void> {
  const { LIGHTHOUSE_TARGET, lighthouseLines, measureLighthouse, withLighthouseSection } =
    await import('./lighthouse');
  const measured = await measureLighthouse(baseUrl, { runs: LIGHTHOUSE_RUNS, only });
  const section = lighthouseLines(measured, LIGHTHOUSE_RUNS);
  console.log(section.join('\n'));
  if (only.length === 0) {
    await writePerformanceMd(withLighthouseSection(readFileSync(PERFORMANCE_MD, 'utf8'), section));
    console.log('\nWrote the Lighthouse section of docs/performance.md.');
  }
  if (measured.scores.some(({ score }) => score < LIGHTHOUSE_TARGET)) process.exitCode = 1;
}

/** docs/performance.md's section on the live-scores job (bench/live-scores.ts). */
function liveScoresLines(costs: readonly LiveScoresCost[]): string[] {
  return [
    '## The live-scores job',
    '',
    'One run of the job (bench/live-scores.ts), medians of 5, local with DynamoDB Local and the source',
    'answering at once: with no game in a window (every minute of the week), with 16 games in play',
    '(the real 2023 week 1, every score changed), and at their final whistle, the second read of the',
    'completed scores, which records 16 official finals and settles 32 bets. In the cloud it runs every',
    'minute, so bets settle within two minutes of the source showing a game completed.',
    '',
    '| run | ms | DynamoDB calls | writes | calls |',
    '|---|---|---|---|---|',
    ...costs.map(
      (cost) => `| ${cost.what} | ${ms(cost.ms)} | ${cost.calls} | ${cost.writes} | ${cost.commands} |`,
    ),
  ];
}

/**
 * The visits on a slow network twice: from the host as `npm start` serves them (HTTP/1.1, which
 * Chromium asks to gzip), and through a front that serves them as CloudFront does (HTTPS and HTTP/2,
 * brotli).
 */
async function measureVisits(hostUrl: string): Promise<FirstPaint[]> {
  const { measureFirstPaint } = await import('./first-paint');
  const { startCloudFrontFront } = await import('./cloudfront-front');
  const local = await measureFirstPaint(hostUrl);
  const front = await startCloudFrontFront(hostUrl);
  try {
    const deployed = await measureFirstPaint(hostUrl, front.url);
    return [
      ...local.map((visit) => ({ ...visit, what: `${visit.what}, local host` })),
      ...deployed.map((visit) => ({ ...visit, what: `${visit.what}, as deployed` })),
    ];
  } finally {
    await front.close();
  }
}

/** docs/performance.md's section on visits over a slow network (bench/first-paint.ts). */
function firstPaintLines(
  visits: FirstPaint[],
  network: { latency: number; downloadThroughput: number },
): string[] {
  return [
    '## Visits on a slow network',
    '',
    `A phone at 390 px on Chromium's network emulation: ${(network.downloadThroughput * 8) / 1000} kbps and`,
    `${network.latency} ms of latency, on every request of the page and of the service worker (bench/first-paint.ts).`,
    "Medians of 3 visits: the first contentful paint, and when the screen is useful (the landing's Get",
    "Started, Games' first game), from navigation start. A first visit has nothing cached and no service",
    "worker; the player's has signed in, which opened Games once. A second visit comes through the service",
    "worker the first one installed. Before the first script asked for what Games reads beside the app's",
    'code (docs/decisions.md, First paint), Games was useful at 10.6 s on a first visit and 3.1 s on a second.',
    '"Local host" is `npm start` as it is: HTTP/1.1, six requests at a time, and gzip (Chromium asks for',
    'brotli only over HTTPS). "As deployed" goes through a front that serves the host as CloudFront does',
    "(bench/cloudfront-front.ts): HTTPS and HTTP/2, and the build's brotli copies (docs/decisions.md,",
    'Precompressed assets).',
    '',
    '| visit | first contentful paint | useful |',
    '|---|---|---|',
    ...visits.map(
      (visit) =>
        `| ${visit.what} | ${(visit.firstContentfulPaintMs / 1000).toFixed(1)} s | ${(visit.readyMs / 1000).toFixed(1)} s |`,
    ),
  ];
}
