import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import { sampleLinesCsv, sampleScheduleCsv } from '../domain/csv/samples';
import { calendarWeek } from '../domain/seasons';
import type { AuditEvent } from '../functions/audit/run-audit';
import { getAudit, startAudit } from '../functions/store/audit';
import { acceptBet, proposeBet } from '../functions/store/bets';
import { addScheduledGame } from '../functions/store/schedule';
import { putImportFile } from '../functions/imports/bucket';
import { routes } from '../functions/routes';
import { betKey } from '../functions/store/keys';
import { createUser } from '../functions/store/users';
import {
  auditFunction,
  importTriggers,
  streamFunctions,
  preSignUpFunction,
  scheduledJobs,
} from '../functions/triggers';
import { matchRoute, toApiGatewayEvent } from '../infra/local/api-gateway';
import { scheduledEvent } from '../infra/local/scheduled-jobs';
import { bundle, LAMBDAS, type Bundle } from './bundles';
import { runBundle, type BundleRun } from './lambda-container';
import type { PreparedRequest } from './endpoints';

const ROOT = join(import.meta.dirname, '..');
export const BASELINE = 'baseline: DynamoDB document client, one GetItem';
const CALLS_ALONE = 'calls-alone';

export interface ColdStart {
  name: string;
  api: boolean;
  bytes: number;
  /** Medians over the runs. */
  importMs: number;
  firstMs: number;
  totalMs: number;
  /** The median of each run's cold start over the baseline's cold start run just before it. */
  ratio: number;
  /**
   * The same over the baseline for a handler holding nothing but the document client and making the
   * function's DynamoDB calls all at once (bench/calls-alone-handler.ts): below it no code can go.
   */
  callsAloneRatio?: number;
}

type Run = Pick<BundleRun, 'importMs' | 'handlerMs'>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const total = (run: Run) => run.importMs + run.handlerMs;

/** What each function is asked on its first invocation: a fresh event per run. */
export type EventMaker = () => Promise<unknown>;

interface Target {
  name: string;
  entry?: string;
  event: EventMaker;
}

/**
 * What the bench starts cold: each API route in its function's bundle (a cold start of the function
 * that loads that route's handler module), and each function no route fronts.
 */
function coldStartTargets(only: readonly string[]) {
  return LAMBDAS.filter((fn) => only.length === 0 || only.includes(fn.handler)).flatMap(({ handler, api }) =>
    api
      ? api.routes.map((route) => ({ name: route.key, module: handler, api: true }))
      : [{ name: handler, module: handler, api: false }],
  );
}

/**
 * Every cold start (of API routes and other functions, or only of those functions named) next to the
 * baseline's, `runs` times each, with the environment the local host runs the handlers with (DynamoDB
 * Local, s3rver, the dev identity provider, the outbox). Each run follows a run of the baseline, and
 * its ratio is taken against that one: a machine shared with other work slows both alike. The
 * baseline's row holds all of its runs. `events` and `callsOf` are by route key or handler module.
 */
export async function measureColdStarts(
  events: Map<string, EventMaker>,
  runs: number,
  only: readonly string[] = [],
  callsOf: ReadonlyMap<string, readonly string[]> = new Map(),
): Promise<ColdStart[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pigskin-cold-'));
  const bundles = new Map<string, Promise<Bundle>>();
  const bundled = (module: string, entry?: string) => {
    let built = bundles.get(module);
    if (!built) {
      built = bundle(module, { entry, outdir: join(dir, module.replaceAll('/', '-')) });
      bundles.set(module, built);
    }
    return built;
  };
  const prepared = async (target: Target, module = target.name) => {
    const functionName = target.name === BASELINE ? 'baseline' : module.replaceAll('/', '-');
    const built = await bundled(module, target.entry);
    return {
      built,
      run: async (event?: unknown) => {
        // Flood limits on, as deployed (the endpoints' timings turn them off in this process).
        const sample = await runBundle(built.file, event ?? (await target.event()), functionName, {
          FLOOD_LIMITS: 'on',
        });
        checkAnswer(target.name, sample);
        return sample;
      },
    };
  };
  try {
    const baseline = await prepared({
      name: BASELINE,
      entry: join(ROOT, 'bench/baseline-handler.ts'),
      event: () => Promise.resolve({}),
    });
    const callsAlone = await prepared({
      name: CALLS_ALONE,
      entry: join(ROOT, 'bench/calls-alone-handler.ts'),
      event: () => Promise.resolve({ commands: [] }),
    });
    const baselineRuns: Run[] = [];
    const results: ColdStart[] = [];
    for (const { name, module, api } of coldStartTargets(only)) {
      const event = events.get(name);
      if (!event) throw new Error(`No cold-start event for ${name}`);
      const target = await prepared({ name, event }, module);
      const calls = callsOf.get(name);
      const samples: Run[] = [];
      const ratios: number[] = [];
      const callsAloneRatios: number[] = [];
      for (let run = 0; run < runs; run++) {
        const before = await baseline.run();
        const sample = await target.run();
        baselineRuns.push(before);
        samples.push(sample);
        ratios.push(total(sample) / total(before));
        if (calls) callsAloneRatios.push(total(await callsAlone.run({ commands: calls })) / total(before));
      }
      results.push({
        name,
        api,
        bytes: target.built.code.length,
        importMs: median(samples.map((sample) => sample.importMs)),
        firstMs: median(samples.map((sample) => sample.handlerMs)),
        totalMs: median(samples.map(total)),
        ratio: median(ratios),
        ...(calls ? { callsAloneRatio: median(callsAloneRatios) } : {}),
      });
      console.log(
        `${name}: cold start ${median(samples.map(total)).toFixed(0)} ms, ${median(ratios).toFixed(2)}× baseline` +
          (calls ? ` (its calls alone ${median(callsAloneRatios).toFixed(2)}×)` : ''),
      );
    }
    return [
      {
        name: BASELINE,
        api: false,
        bytes: baseline.built.code.length,
        importMs: median(baselineRuns.map((sample) => sample.importMs)),
        firstMs: median(baselineRuns.map((sample) => sample.handlerMs)),
        totalMs: median(baselineRuns.map(total)),
        ratio: 1,
      },
      ...results,
    ];
  } finally {
    // Profiles (BENCH_CPU_PROF) are read against the bundles' source maps, so those stay.
    if (process.env.BENCH_CPU_PROF) console.log(`Bundles kept for the profiles: ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A cold start counts only if the function really did its job: no server error, no flood limit's
 * refusal, no failed record.
 */
function checkAnswer(name: string, run: BundleRun): void {
  const answer = run.result as { statusCode?: number; batchItemFailures?: unknown[] } | undefined;
  const status = answer?.statusCode ?? 200;
  if (
    run.error !== undefined ||
    status >= 500 ||
    status === 429 ||
    (answer?.batchItemFailures?.length ?? 0) > 0
  ) {
    throw new Error(`${name} answered its cold-start event with ${run.error ?? JSON.stringify(run.result)}`);
  }
}

/** An API Gateway event for a prepared request, signed in with the cookies of its caller. */
export function apiEvent(baseUrl: string, request: PreparedRequest, cookie: string): unknown {
  const url = new URL(request.path, baseUrl);
  const matched = matchRoute(request.method, url.pathname);
  if (!matched) throw new Error(`No route for ${request.method} ${request.path}`);
  return toApiGatewayEvent(
    {
      method: request.method,
      url,
      headers: {
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      sourceIp: '127.0.0.1',
    },
    Buffer.from(request.body === undefined ? '' : JSON.stringify(request.body)),
    matched.route,
    matched.params,
  );
}

/**
 * The audit function's event: the run POST /api/admin/audit marked started, as the dashboard's button
 * leaves it for this function. That is one the route's own bundle left running (its in-process run
 * ends with its process), or a new one.
 */
export async function auditEvent(): Promise<AuditEvent> {
  const current = await getAudit();
  return { startedAt: current?.status === 'running' ? current.startedAt : await startAudit() };
}

/**
 * The first event of each function that no route fronts: a bet accepted (the stream's record), a CSV
 * landed in the bucket, a scheduled tick, a ledger audit started, a sign-up at the hosted login.
 */
export async function triggerEvents(adminEmail: string): Promise<Map<string, EventMaker>> {
  const player = (firstName: string) =>
    createUser({
      email: `${firstName.toLowerCase()}-${randomUUID()}@bench.example.com`,
      firstName,
      lastName: 'Cold',
    });
  const world = {
    players: [await player('Kit'), await player('Lou')] as const,
    game: await addScheduledGame({
      gameId: `cold-${randomUUID()}`,
      season: calendarWeek(new Date()).season,
      week: 8,
      gameDate: new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString(),
      homeTeamId: 4,
      awayTeamId: 16,
    }),
  };
  const events = new Map<string, EventMaker>();
  /** A bet's acceptance as the stream hands it over: the record both stream functions act on. */
  const acceptanceRecord = async () => {
    const [proposer, acceptor] = world.players;
    const { bet } = await proposeBet(proposer, {
      gameId: world.game.id,
      betType: 'spread',
      selection: 'home',
      spread: -2.5,
      amount: 100,
    });
    const accepted = await acceptBet(acceptor, bet.id);
    const image = (record: object) => marshall({ ...record, entity: 'bet', ...betKey(bet.id) });
    return {
      Records: [
        {
          eventID: randomUUID(),
          eventName: 'MODIFY',
          eventSource: 'aws:dynamodb',
          dynamodb: {
            Keys: marshall(betKey(bet.id)),
            OldImage: image(bet),
            NewImage: image(accepted),
            SequenceNumber: String(Date.now()),
            StreamViewType: 'NEW_AND_OLD_IMAGES',
          },
        },
      ],
    };
  };
  for (const fn of streamFunctions) events.set(fn.handler, acceptanceRecord);
  for (const trigger of importTriggers) {
    events.set(trigger.handler, async () => {
      const uploadId = `cold-${randomUUID()}`;
      const week = calendarWeek(new Date());
      const csv =
        trigger.kind === 'schedule'
          ? sampleScheduleCsv(week)
          : trigger.kind === 'lines'
            ? sampleLinesCsv(week)
            : feedOfSeason(week.season);
      await putImportFile(trigger.kind, uploadId, csv, adminEmail);
      const key = `${trigger.prefix}${uploadId}.csv`;
      return {
        Records: [
          {
            eventName: 'ObjectCreated:Put',
            s3: { bucket: { name: process.env.IMPORTS_BUCKET }, object: { key } },
          },
        ],
      };
    });
  }
  for (const job of scheduledJobs) {
    events.set(job.handler, () => Promise.resolve(scheduledEvent()));
  }
  events.set(auditFunction.handler, auditEvent);
  events.set(preSignUpFunction.handler, () =>
    Promise.resolve({
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: adminEmail } },
      response: {},
    }),
  );
  return events;
}

/**
 * Week 1 of the real 2024 season in the nflverse file (tests/fixtures), moved to `season` so that the
 * feed, which applies the season under way, imports it: the same games, lines and scores.
 */
function feedOfSeason(season: number): string {
  const [header = '', ...rows] = readFileSync(
    new URL('../tests/fixtures/nflverse-games-2024.csv', import.meta.url),
    'utf8',
  ).split('\n');
  return [header, ...rows.filter((row) => row.startsWith('2024_01_'))]
    .join('\n')
    .replace(/\b2025-/g, `${season + 1}-`)
    .replace(/\b2024(?=[-_,])/g, String(season));
}

/**
 * The cold-start request of routes the bench measures apart (bench/endpoints.ts, NOT_PER_REQUEST):
 * the sign-in steps as a signed-out browser asks them, the uploads as an admin without a file (they
 * answer 400 after the session's read; the import behind an upload is another function's cold start).
 */
export function plainRequests(adminEmail: string): Map<string, PreparedRequest> {
  return new Map(
    routes.flatMap((route): [string, PreparedRequest][] => {
      const key = route.key;
      if (key.startsWith('GET /api/login') || key === 'GET /api/callback' || key === 'POST /api/logout')
        return [[key, { method: route.method, path: route.path }]];
      // The feed is off on the bench's host: Fetch Now answers 409 after the session's reads.
      if (key === 'POST /api/admin/feed/fetch')
        return [[key, { method: route.method, path: route.path, as: adminEmail }]];
      if (route.path.endsWith('/upload-csv'))
        return [[key, { method: route.method, path: route.path, as: adminEmail, body: {} }]];
      return [];
    }),
  );
}
