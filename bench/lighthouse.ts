import { cpus, loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Bet } from '../domain/bets';
import { freePort } from '../infra/local/http-utils';
import { signInOverHttp } from './http-session';

/**
 * Lighthouse's mobile performance category (its default: a mid-range phone on a slow 4G link,
 * simulated) on the signed-in screens people open most, as the seeded player jordan@example.com, each
 * held to a score of 90 or more (docs/performance.md). The numbers are Lighthouse's own, comparable
 * with any other Lighthouse run, which hand-written timings would not be.
 */
export const LIGHTHOUSE_TARGET = 90;

export interface LighthouseScore {
  screen: string;
  /** Lighthouse's version and the browser's, as the report says them. */
  lighthouseVersion: string;
  userAgent: string;
  /** 0-100, the median run's (by score). */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** The machine's one-minute load average over this screen's runs, lowest and highest. */
  load: [number, number];
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
 * at `baseUrl`, in Debian's Chromium (`FULL_CHROMIUM_PATH`, else /usr/bin/chromium), headless. The
 * session cookie goes with every request as a header. Before each run Lighthouse empties the HTTP
 * cache and the site's storage, localStorage too (by default it keeps it, and the app's first script
 * reads ahead for a browser it remembers: web/src/early-reads.ts), so every run is the same visit: a
 * signed-in player on a device that kept nothing.
 */
export async function measureLighthouse(
  baseUrl: string,
  { runs = 3, only = [] }: { runs?: number; only?: readonly string[] } = {},
): Promise<LighthouseScore[]> {
  const unknown = only.filter((name) => !SCREENS.some((screen) => screen.name === name));
  if (unknown.length > 0)
    throw new Error(`No screen named ${unknown.join(', ')}: ${SCREENS.map(({ name }) => name).join(', ')}`);
  const cookie = await signInOverHttp(baseUrl, 'jordan@example.com');
  const [bet] = (await (await fetch(`${baseUrl}/api/bets/my`, { headers: { cookie } })).json()) as Bet[];
  if (!bet) throw new Error('The demo player has no bet, so no game page to measure');
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const { name, screen, path } of SCREENS) {
      if (only.length > 0 && !only.includes(name)) continue;
      const samples: Omit<LighthouseScore, 'load'>[] = [];
      const loads: number[] = [];
      for (let run = 0; run < runs; run++) {
        loads.push(loadavg()[0] ?? 0);
        const result = await lighthouse(`${baseUrl}${path(bet)}`, {
          port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          extraHeaders: { cookie },
          clearStorageTypes: [
            'local_storage',
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
          ],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${screen}`);
        const { audits, categories } = result.lhr;
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          screen,
          lighthouseVersion: result.lhr.lighthouseVersion,
          userAgent: result.lhr.environment.hostUserAgent,
          score: Math.round((categories.performance?.score ?? 0) * 100),
          firstContentfulPaintMs: numeric('first-contentful-paint'),
          largestContentfulPaintMs: numeric('largest-contentful-paint'),
          totalBlockingTimeMs: numeric('total-blocking-time'),
          cumulativeLayoutShift: numeric('cumulative-layout-shift'),
        });
        loads.push(loadavg()[0] ?? 0);
      }
      const middle = median(samples, (sample) => sample.score);
      if (middle) scores.push({ ...middle, load: [Math.min(...loads), Math.max(...loads)] });
    }
    return scores;
  } finally {
    await browser.close();
  }
}

const HEADING = '## Lighthouse';

/** docs/performance.md's Lighthouse section, from `runs` runs of each screen. */
export function lighthouseLines(scores: readonly LighthouseScore[], runs: number): string[] {
  const [first] = scores;
  const browserVersion = /Chrome\/([\d.]+)/.exec(first?.userAgent ?? '')?.[1] ?? 'unknown';
  const under = scores.filter(({ score }) => score < LIGHTHOUSE_TARGET);
  return [
    HEADING,
    '',
    `Measured by \`npm run bench -- --lighthouse\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length} cores), apart from`,
    `the rest of this file: Lighthouse ${first?.lighthouseVersion ?? ''}'s mobile performance category, its defaults (a`,
    `mid-range phone on a slow 4G link, simulated) in Chromium ${browserVersion}, on a first visit of the seeded player`,
    'jordan@example.com (signed in: the session cookie goes with every request; nothing cached or stored, no',
    `service worker) to each screen (bench/lighthouse.ts). The median of ${runs} runs by score. Every screen is held to`,
    `${LIGHTHOUSE_TARGET} or more. The simulation scales with the CPU it is given: run it on a quiet machine. The local`,
    'host answers the API on the same cores as the browser, so a screen measured again moves by several points.',
    `The machine's one-minute load average during the runs: ${loadRange(scores)}.`,
    '',
    '| screen | score | first contentful paint | largest contentful paint | total blocking time | cumulative layout shift |',
    '|---|---|---|---|---|---|',
    ...scores.map(
      (row) =>
        `| ${row.screen} | ${row.score} | ${seconds(row.firstContentfulPaintMs)} | ${seconds(row.largestContentfulPaintMs)} | ${Math.round(row.totalBlockingTimeMs)} ms | ${row.cumulativeLayoutShift.toFixed(3)} |`,
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
