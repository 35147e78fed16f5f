import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routes, type Route } from '../functions/routes';
import { bundleEntries, entryOf } from './bundles';
import { Container } from './lambda-container';

/**
 * A player's Sunday on an idle stack (issue "Room to grow"): open the app, Games, a game page,
 * propose, a friend accepts, My Bets, Leaderboard, Wallet, settle. Each request goes to its function's
 * container, started cold on the function's first request and warm after, as Lambda keeps one for a
 * while. Run twice: with the functions the stack deploys (one per permission set), and with one
 * function per route, as the stack was built before.
 */
export const SUNDAY: readonly string[] = [
  'GET /api/auth/user',
  'GET /api/teams',
  'GET /api/seasons',
  'GET /api/games/{season}/{week}',
  'HEAD /api/bets/my',
  'GET /api/activity',
  'GET /api/games/{id}',
  'POST /api/bets',
  'POST /api/bets/{id}/accept',
  'GET /api/bets/my',
  'GET /api/leaderboard/weekly/{season}/{week}',
  'GET /api/transactions',
  'POST /api/bets/{id}/propose-settlement',
  'POST /api/bets/{id}/accept-settlement',
];

export interface SessionRun {
  layout: string;
  containers: number;
  /** The time of each request that met a cold start, import included, added up. */
  coldMs: number;
  /** Every request's time, cold or warm, added up. */
  totalMs: number;
}

/**
 * functions/<area>/<endpoint> of a route, read off its function's entry (functions/api/<name>.ts),
 * which imports each handler as a name and binds the route key to that name.
 */
async function handlerModuleOf(route: Route, functionsDir: string): Promise<string> {
  const entry = await readFile(join(functionsDir, `${entryOf(route)}.ts`), 'utf8');
  const name = new RegExp(`'${route.key.replace(/[{}]/g, '\\$&')}':\\s*(\\w+),`).exec(entry)?.[1];
  const module =
    name && new RegExp(`import \\{\\s*handler as ${name},?\\s*\\} from '\\.\\./([^']+)';`).exec(entry)?.[1];
  if (!module) throw new Error(`No handler module for ${route.key} in ${entryOf(route)}.ts`);
  return module;
}

/** An entry holding one route's function alone, as the stack built every route before. */
const singleRouteEntry = async (route: Route, functionsDir: string) =>
  [
    `import { apiFunction, serveRoutes } from '${join(functionsDir, 'http/api-function.ts')}';`,
    `import { handler as route } from '${join(functionsDir, `${await handlerModuleOf(route, functionsDir)}.ts`)}';`,
    `const fn = apiFunction({ name: 'one-route', uses: [], routes: { '${route.key}': ${JSON.stringify({ access: route.access, calls: route.calls })} } });`,
    `export const handler = serveRoutes(fn, { '${route.key}': route });`,
  ].join('\n');

/**
 * The session, in both layouts. `eventFor` prepares each step's request (bench/endpoints.ts) and
 * makes it the event API Gateway would send.
 */
export async function measureSession(
  eventFor: (key: string) => Promise<unknown>,
  runs: number,
): Promise<SessionRun[]> {
  const steps = SUNDAY.map((key) => {
    const route = routes.find((candidate) => candidate.key === key);
    if (!route) throw new Error(`No route ${key}`);
    return route;
  });
  const dir = await mkdtemp(join(tmpdir(), 'pigskin-session-'));
  try {
    const functionsDir = join(import.meta.dirname, '../functions');
    const entries: Record<string, string> = {};
    for (const route of steps) {
      entries[entryOf(route)] = join(functionsDir, `${entryOf(route)}.ts`);
      const file = join(dir, `route-${steps.indexOf(route)}.ts`);
      await writeFile(file, await singleRouteEntry(route, functionsDir));
      entries[`route-${steps.indexOf(route)}`] = file;
    }
    const bundles = await bundleEntries(entries, join(dir, 'out'));
    const layouts: [string, (route: Route, index: number) => string][] = [
      ['one function per permission set (deployed)', (route) => entryOf(route)],
      ['one function per route (before)', (_route, index) => `route-${index}`],
    ];
    const results: SessionRun[] = [];
    for (const [layout, functionOf] of layouts) {
      const samples: SessionRun[] = [];
      for (let run = 0; run < runs; run++) {
        const containers = new Map<string, Container>();
        let coldMs = 0;
        let totalMs = 0;
        try {
          for (const [index, route] of steps.entries()) {
            const name = functionOf(route, index);
            const file = bundles.get(name)?.file;
            if (!file) throw new Error(`No bundle ${name}`);
            let container = containers.get(name);
            if (!container)
              containers.set(name, (container = await Container.start(file, name, { STAGE: 'bench' })));
            const answer = await container.invoke(await eventFor(route.key));
            const status = (answer.result as { statusCode?: number } | undefined)?.statusCode ?? 500;
            if (status >= 400) throw new Error(`${route.key} answered ${String(status)} in the session`);
            const ms = answer.handlerMs + (answer.cold ? answer.importMs : 0);
            if (answer.cold) coldMs += ms;
            totalMs += ms;
          }
        } finally {
          await Promise.all([...containers.values()].map((container) => container.stop()));
        }
        samples.push({ layout, containers: containers.size, coldMs, totalMs });
      }
      const median = (pick: (run: SessionRun) => number) =>
        samples.map(pick).sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;
      results.push({
        layout,
        containers: samples[0]?.containers ?? 0,
        coldMs: median((run) => run.coldMs),
        totalMs: median((run) => run.totalMs),
      });
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** docs/performance.md's section on the session. */
export function sessionLines(runs: readonly SessionRun[], samples: number): string[] {
  return [
    "## A player's Sunday: cold starts met",
    '',
    "One player's session on an idle stack (bench/session.ts): open the app, Games, a game page, propose,",
    'a friend accepts, My Bets, Leaderboard, Wallet, settle: ' +
      `${SUNDAY.length} requests (${SUNDAY.map((key) => `\`${key}\``).join(', ')}).`,
    "Each request goes to its function's container: a fresh Node process on the function's first",
    "request (a cold start, its bundle's import counted), the same process after. Medians of " +
      `${samples} sessions, in both layouts.`,
    '',
    '| layout | cold starts | cold requests ms | whole session ms |',
    '|---|---|---|---|',
    ...runs.map(
      (run) => `| ${run.layout} | ${run.containers} | ${run.coldMs.toFixed(0)} | ${run.totalMs.toFixed(0)} |`,
    ),
    '',
  ];
}
