import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import type { Bet } from '../domain/bets';
import { freePort } from '../infra/local/http-utils';
import { startCloudFrontFront } from './cloudfront-front';
import { calibratedSlowdown } from './cpu-slowdown';
import { signInOverHttp } from './http-session';

/**
 * Lighthouse's mobile performance category (its default: a mid-range phone on a slow 4G link,
 * simulated) on the signed-in screens people open most, as the seeded player jordan@example.com, each
 * held to a score of 90 or more (docs/performance.md). The numbers are Lighthouse's own, comparable
 * with any other Lighthouse run, which hand-written timings would not be.
 */
export const LIGHTHOUSE_TARGET = 90;

/** Lighthouse's own phone: a CPU 4 times slower than the machine running it. */
const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

export interface LighthouseScore {
  screen: string;
  /** Lighthouse's version and the browser's, as the report says them. */
  lighthouseVersion: string;
  userAgent: string;
  /** The CPU slowdown the runs simulated. */
  slowdown: number;
  /** 0-100, the median run's (by score). */
  score: number;
  /** The same screen's median score at Lighthouse's default slowdown of 4. */
  scoreAtDefault: number;
  /** The same screen's median score at `slowdown` from the local host itself (HTTP/1.1, gzip). */
  scoreFromLocalHost: number;
  /**
   * The page's main thread by its own CPU time (the trace's thread durations), the median of the runs:
   * all of its tasks, and the blocking time their CPU alone makes at `slowdown` after the first paint.
   * Lighthouse's own figures use the tasks' wall time, which on two cores includes the time the thread
   * waited for a core (the local host and the browser's other processes).
   */
  mainThreadCpuMs: number;
  ownBlockingMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** The machine's one-minute load average over this screen's runs, lowest and highest. */
  load: [number, number];
}

export interface Lighthouses {
  benchmarkIndex: number;
  /** Whether the host kept off a core the browser had (keepHostOffFirstCore). */
  pinned: boolean;
  scores: LighthouseScore[];
}

/** The screens measured, by a short name `npm run bench -- --lighthouse <name ...>` accepts. */
const SCREENS: { name: string; screen: string; path: (bet: Bet) => string }[] = [
  { name: 'games', screen: 'Games (`/`)', path: () => '/' },
  { name: 'my-bets', screen: 'My Bets (`/my-bets`)', path: () => '/my-bets' },
  { name: 'leaderboard', screen: 'Leaderboard (`/leaderboard`)', path: () => '/leaderboard' },
  { name: 'wallet', screen: 'Wallet (`/wallet`)', path: () => '/wallet' },
  {
    name: 'game',
    screen: 'A game page (`/games/{id}`)',
    path: (bet) => `/games/${encodeURIComponent(bet.gameId ?? '')}`,
  },
];

const median = <T>(values: T[], by: (value: T) => number): T | undefined =>
  [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)];

/**
 * Runs Lighthouse `runs` times on each screen (those named in `only`, else all) against the local host
 * at `baseUrl` as a phone meets the deployed app: through a front that serves it as CloudFront does
 * (bench/cloudfront-front.ts: HTTPS, HTTP/2, brotli), and once more from the host itself, whose HTTP/1.1
 * queues a screen's files and reads six at a time where CloudFront sends them side by side. In
 * Debian's Chromium (`FULL_CHROMIUM_PATH`, else /usr/bin/chromium), headless. The
 * session cookie goes with every request as a header. Before each run Lighthouse empties the HTTP
 * cache and the site's storage, localStorage too (by default it keeps it, and the app's first script
 * reads ahead for a browser it remembers: web/src/early-reads.ts), so every run is the same visit: a
 * signed-in player on a device that kept nothing.
 */
export async function measureLighthouse(
  baseUrl: string,
  { runs = 3, only = [] }: { runs?: number; only?: readonly string[] } = {},
): Promise<Lighthouses> {
  const unknown = only.filter((name) => !SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0)
    throw new Error(`No screen named ${unknown.join(', ')}: ${SCREENS.map(({ name }) => name).join(', ')}`);
  const cookie = await signInOverHttp(baseUrl, 'jordan@example.com');
  const [bet] = (await (await fetch(`${baseUrl}/api/bets/my`, { headers: { cookie } })).json()) as Bet[];
  if (!bet) throw new Error('The demo player has no bet, so no game page to measure');
  const port = await freePort();
  const executable = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';
  const pinned = keepHostOffFirstCore(executable);
  // In this process, so kept off the browser's core with the host: CloudFront's work is not the phone's.
  const front = await startCloudFrontFront(baseUrl);
  const browser = await chromium.launch({
    executablePath: pinned ?? executable,
    // The front's certificate is made for the run.
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  const run = async (url: string, slowdown: number) => {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      extraHeaders: { cookie },
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      clearStorageTypes: [
        'local_storage',
        'indexeddb',
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
      ],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return { lhr: result.lhr, ...mainThreadCpu(result.artifacts.Trace.traceEvents, slowdown) };
  };
  try {
    // The index moves from run to run with what else the cores do: the median of five, on a page
    // that is only text.
    const indexes: number[] = [];
    for (let calibration = 0; calibration < 5; calibration++)
      indexes.push((await run(`${baseUrl}/unauthorized`, DEFAULT_SLOWDOWN)).lhr.environment.benchmarkIndex);
    const benchmarkIndex = median(indexes, (index) => index) ?? 0;
    const slowdown = Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
    const scores: LighthouseScore[] = [];
    for (const { name, screen, path } of SCREENS) {
      if (only.length > 0 && !only.includes(name)) continue;
      const samples: Omit<
        LighthouseScore,
        'load' | 'scoreAtDefault' | 'scoreFromLocalHost' | 'mainThreadCpuMs' | 'ownBlockingMs'
      >[] = [];
      const cpu: number[] = [];
      const blocking: number[] = [];
      const atDefault: number[] = [];
      const fromLocalHost: number[] = [];
      const loads: number[] = [];
      for (let index = 0; index < runs; index++) {
        loads.push(loadavg()[0] ?? 0);
        const { lhr, cpuMs, blockingMs } = await run(`${front.url}${path(bet)}`, slowdown);
        cpu.push(cpuMs);
        blocking.push(blockingMs);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          screen,
          lighthouseVersion: lhr.lighthouseVersion,
          userAgent: lhr.environment.hostUserAgent,
          slowdown,
          score: scoreOf(lhr),
          firstContentfulPaintMs: numeric('first-contentful-paint'),
          largestContentfulPaintMs: numeric('largest-contentful-paint'),
          totalBlockingTimeMs: numeric('total-blocking-time'),
          cumulativeLayoutShift: numeric('cumulative-layout-shift'),
        });
        atDefault.push(scoreOf((await run(`${front.url}${path(bet)}`, DEFAULT_SLOWDOWN)).lhr));
        fromLocalHost.push(scoreOf((await run(`${baseUrl}${path(bet)}`, slowdown)).lhr));
        loads.push(loadavg()[0] ?? 0);
      }
      const middle = median(samples, (sample) => sample.score);
      if (middle)
        scores.push({
          ...middle,
          scoreAtDefault: median(atDefault, (score) => score) ?? 0,
          scoreFromLocalHost: median(fromLocalHost, (score) => score) ?? 0,
          mainThreadCpuMs: median(cpu, (ms) => ms) ?? 0,
          ownBlockingMs: median(blocking, (ms) => ms) ?? 0,
          load: [Math.min(...loads), Math.max(...loads)],
        });
    }
    return { benchmarkIndex, pinned: pinned !== undefined, scores };
  } finally {
    await browser.close();
    await front.close();
    if (pinned) rmSync(dirname(pinned), { recursive: true, force: true });
  }
}

/**
 * A phone runs the page on its own CPU while the API answers from AWS; here the local host and
 * DynamoDB Local answer on the same cores, and Lighthouse times the page's tasks by the wall clock,
 * so their work would count as the page's. Where Linux's taskset can, this process and its children
 * (the host, DynamoDB Local) keep off the first core and the browser may use every core, so the page
 * always has one the host does not take. A browser held to the first core alone scored lower (63-82
 * against 75-89): its own processes (GPU, network, tracing) then wait behind the page. Answers the path
 * of a script that starts the browser so, or undefined on one core or without taskset.
 */
function keepHostOffFirstCore(executable: string): string | undefined {
  const cores = availableParallelism();
  if (process.platform !== 'linux' || cores < 2) return undefined;
  try {
    for (const pid of [process.pid, ...descendantsOf(process.pid)])
      execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', `1-${cores - 1}`, String(pid)], {
        stdio: 'ignore',
      });
  } catch {
    return undefined;
  }
  const script = join(mkdtempSync(join(tmpdir(), 'pigskin-lighthouse-')), 'chromium');
  writeFileSync(
    script,
    `#!/bin/sh\nexec taskset --cpu-list 0-${cores - 1} ${JSON.stringify(executable)} "$@"\n`,
  );
  chmodSync(script, 0o755);
  return script;
}

/** Every process under `parent`, from /proc (a process's fourth stat field is its parent). */
function descendantsOf(parent: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name, in parentheses, may hold spaces: the fields after its last ")" are plain.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // It ended while being read.
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, of] of parents)
      if (of === pid) {
        found.push(child);
        visit(child);
      }
  };
  visit(parent);
  return found;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The page's main thread (the renderer thread that ran the most) in a Lighthouse trace: the CPU
 * time of all its tasks, and the blocking time (each task's part over 50 ms) that CPU time makes
 * once slowed by `slowdown`, from the first contentful paint on, as total blocking time counts.
 */
function mainThreadCpu(events: readonly TraceEvent[], slowdown: number) {
  const tasks = new Map<string, TraceEvent[]>();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mains.has(thread)) continue;
    const list = tasks.get(thread);
    if (list) list.push(event);
    else tasks.set(thread, [event]);
  }
  const cpuOf = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const sum = (list: readonly TraceEvent[]) => list.reduce((total, task) => total + cpuOf(task), 0);
  const main = [...tasks.values()].sort((a, b) => sum(b) - sum(a))[0] ?? [];
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts ?? 0;
  const blockingMs = main
    .filter((task) => task.ts >= firstPaint)
    .reduce((total, task) => total + Math.max(0, cpuOf(task) * slowdown - 50), 0);
  return { cpuMs: sum(main), blockingMs };
}

const scoreOf = (lhr: { categories: Record<string, { score: number | null } | undefined> }) =>
  Math.round((lhr.categories.performance?.score ?? 0) * 100);

const HEADING = '## Lighthouse';

/** docs/performance.md's Lighthouse section, from `runs` runs of each screen. */
export function lighthouseLines({ benchmarkIndex, pinned, scores }: Lighthouses, runs: number): string[] {
  const [first] = scores;
  const browserVersion = /Chrome\/([\d.]+)/.exec(first?.userAgent ?? '')?.[1] ?? 'unknown';
  const slowdown = first?.slowdown ?? DEFAULT_SLOWDOWN;
  const under = scores.filter(({ score }) => score < LIGHTHOUSE_TARGET);
  return [
    HEADING,
    '',
    `Measured by \`npm run bench -- --lighthouse\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores), apart from`,
    `the rest of this file: Lighthouse ${first?.lighthouseVersion ?? ''}'s mobile performance category (a mid-range phone`,
    `on a slow 4G link, simulated) in Chromium ${browserVersion}, on a first visit of the seeded player`,
    'jordan@example.com (signed in: the session cookie goes with every request; nothing cached or stored, no',
    `service worker) to each screen as deployed: through a front that serves the local host as CloudFront does`,
    '(bench/cloudfront-front.ts: HTTPS, HTTP/2, brotli), where `npm start` alone speaks HTTP/1.1 and so queues a',
    'screen\'s files and reads six at a time (the column "from the local host"). The median of',
    `${runs} runs by score (bench/lighthouse.ts). Every screen is held to`,
    `${LIGHTHOUSE_TARGET} or more on the phone Lighthouse means: its CPU is this machine's slowed by the factor`,
    "Lighthouse's throttling guide gives for the machine's benchmark index (4 for an index of 1533; here the",
    `median of five was ${Math.round(benchmarkIndex)}, so ${slowdown}), and "at 4x" is the same screen slowed by Lighthouse's default 4,`,
    // 4 is right for one index only: above it, the default emulates a faster phone than the score's.
    slowdown > DEFAULT_SLOWDOWN
      ? 'a faster phone than the score is for, as this machine is faster than the one 4 is for.'
      : slowdown < DEFAULT_SLOWDOWN
        ? 'a slower phone, as this machine is slower than the one 4 is for.'
        : 'the same phone here.',
    ...(pinned
      ? [
          'The local host and DynamoDB Local kept off one core, which the browser',
          "had with the rest (taskset), as a phone's page has its CPU while the API answers from AWS: Lighthouse",
          "times tasks by the wall clock, which would count the host's work during a load as the page's.",
        ]
      : [
          'The local host answers the API on the same cores as the browser, so a',
          'screen measured again moves by several points: Lighthouse times tasks by the wall clock, which counts the',
          "time the page's main thread waited for a core.",
        ]),
    "The last two columns count the page's own CPU time only (the",
    "trace's thread time): all of it, and the blocking time it alone makes at the same slowdown. The machine's",
    `one-minute load average during the runs: ${loadRange(scores)}.`,
    '',
    `| screen | score (${slowdown}x) | first contentful paint | largest contentful paint | total blocking time | cumulative layout shift | score at 4x | score from the local host (${slowdown}x) | main thread's CPU | blocking by its CPU (${slowdown}x) |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...scores.map(
      (row) =>
        `| ${row.screen} | ${row.score} | ${seconds(row.firstContentfulPaintMs)} | ${seconds(row.largestContentfulPaintMs)} | ${Math.round(row.totalBlockingTimeMs)} ms | ${row.cumulativeLayoutShift.toFixed(3)} | ${row.scoreAtDefault} | ${row.scoreFromLocalHost} | ${Math.round(row.mainThreadCpuMs)} ms | ${Math.round(row.ownBlockingMs)} ms |`,
    ),
    '',
    under.length === 0
      ? `Every screen scores ${LIGHTHOUSE_TARGET} or more.`
      : `Under ${LIGHTHOUSE_TARGET}: ${under.map(({ screen }) => screen).join(', ')}.`,
  ];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const loadRange = (scores: readonly LighthouseScore[]) => {
  const loads = scores.flatMap(({ load }) => load);
  return `${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}`;
};

/** The Lighthouse section of docs/performance.md as it stands (none: empty), kept when the rest is written again. */
export function lighthouseSection(markdown: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(HEADING);
  if (start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start, end === -1 ? undefined : end);
}

/** `markdown` with its Lighthouse section replaced by `section`, or `section` added at its end. */
export function withLighthouseSection(markdown: string, section: readonly string[]): string {
  const kept = lighthouseSection(markdown);
  const lines = markdown.trimEnd().split('\n');
  if (kept.length === 0) return [...lines, '', ...section, ''].join('\n');
  const start = lines.indexOf(HEADING);
  return [...lines.slice(0, start), ...section, '', ...lines.slice(start + kept.length)].join('\n');
}
