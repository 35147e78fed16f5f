import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAll, entryOf, LAMBDAS, packagesIn, type Bundle } from '../../bench/bundles';
import { apiEvent, auditEvent, plainRequests, triggerEvents, type EventMaker } from '../../bench/cold-starts';
import { Container, runBundle, type BundleRun } from '../../bench/lambda-container';
import { endpointCases, type PreparedRequest } from '../../bench/endpoints';
import { NOT_INVITED } from '../../functions/auth/pre-sign-up';
import { getImportResult } from '../../functions/store/imports';
import { routes, type Capability, type Route } from '../../functions/routes';
import { findUserIdByEmail } from '../../functions/store/users';
import { auditsSettled } from '../../functions/audit/launch';
import { getAudit } from '../../functions/store/audit';
import {
  activityFunction,
  auditFunction,
  importTriggers,
  notifyFunction,
  preSignUpFunction,
  scheduledJobs,
} from '../../functions/triggers';
import { functionNameOf, handlerOf, lambdaContext } from '../../infra/local/api-gateway';
import { scanTable } from '../../functions/migrations/scan-table';
import { APP_ORIGIN, sessionCookiesFor } from '../support/api';
import { outbox } from '../support/outbox';
import { ADMIN_EMAIL, ensureAdmin } from '../support/users';

/**
 * Every function the stack deploys, bundled with the stack's own esbuild options and run in a Node
 * process as Lambda runs it (bench/lambda-container.ts), against this file's DynamoDB Local table
 * and s3rver bucket. An API function's routes go to one container in turn, as to a warm Lambda: a
 * cold start on the first, warm after. A mistake in the ESM banner, an alias or a build-time option fails here, not in
 * AWS. Each route's bundle answers as its source does (the same request on fresh state through the
 * local gateway's handler) and changes the same kinds of items; it logs one JSON line for the
 * request, with no email in anything it prints, and its metrics. All of them are built once, in one
 * esbuild run (bench/bundles.ts), for the checks of what they carry and of how they run.
 */
let bundles: Map<string, Bundle>;
const bundleOf = (handler: string): Bundle => {
  const found = bundles.get(handler);
  if (!found) throw new Error(`No bundle for ${handler}`);
  return found;
};
// The live-scores job reads a recorded scoreboard, as it would ESPN's (docs/product.md, Live scores).
const LIVE_SCORES_URL = fileURLToPath(
  new URL('../fixtures/espn-scoreboard-2023-week-1.json', import.meta.url),
);
const ENVIRONMENT = { STAGE: 'test', LIVE_SCORES_URL };
const run = (handler: string, event: unknown) =>
  runBundle(bundleOf(handler).file, event, handler.replaceAll('/', '-'), ENVIRONMENT);

let requests: Map<string, () => PreparedRequest | Promise<PreparedRequest>>;
let triggers: Map<string, EventMaker>;

// 57 bundles and their maps: about 60 MB a run, left behind they filled the disk.
const bundlesDir = mkdtempSync(join(tmpdir(), 'pigskin-bundles-'));
afterAll(() => rmSync(bundlesDir, { recursive: true, force: true }));

/**
 * Each API function's one container, started on its first route's request (its cold start) and kept
 * warm for its other routes, as Lambda keeps a container between requests.
 */
const containers = new Map<string, Promise<Container>>();
const containerOf = (handler: string) => {
  let started = containers.get(handler);
  if (!started) {
    started = Container.start(bundleOf(handler).file, handler.replaceAll('/', '-'), ENVIRONMENT);
    containers.set(handler, started);
  }
  return started;
};
// Registered after the folder's removal, so run before it: the containers go first.
afterAll(async () => {
  await Promise.all([...containers.values()].map(async (started) => (await started).stop()));
});

beforeAll(async () => {
  bundles = await bundleAll(bundlesDir);
  await ensureAdmin();
  const cases = await endpointCases(ADMIN_EMAIL);
  const plain = plainRequests(ADMIN_EMAIL);
  requests = new Map([
    ...cases.map((endpoint) => [endpoint.routeKey, endpoint.prepare] as const),
    ...[...plain].map(([key, request]) => [key, () => request] as const),
  ]);
  triggers = await triggerEvents(ADMIN_EMAIL);
  // Building every function takes a few seconds alone, minutes on a machine busy with other suites.
}, 300_000);

interface Effect {
  /** The `entity` of every item created, changed or deleted. */
  entities: string[];
  /** The channels of the messages that reached the outbox. */
  messages: string[];
}

/** What running `act` changed: the kinds of items in the table, and the outbox. */
async function effectOf<T>(act: () => Promise<T>): Promise<{ value: T; effect: Effect }> {
  const snapshot = async () => new Map((await scanTable()).map((item) => [`${item.pk}|${item.sk}`, item]));
  const [before, sentBefore] = [await snapshot(), (await outbox()).length];
  const value = await act();
  const [after, sent] = [await snapshot(), await outbox()];
  const entities = new Set<string>();
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(key), after.get(key)];
    if (JSON.stringify(was) !== JSON.stringify(is)) entities.add(String((is ?? was)?.entity));
  }
  const messages = sent.slice(sentBefore).map((entry) => entry.channel);
  return { value, effect: { entities: [...entities].sort(), messages: messages.sort() } };
}

async function eventFor(request: PreparedRequest): Promise<APIGatewayProxyEventV2> {
  const cookie = request.as ? (await sessionCookiesFor(request.as)).join('; ') : '';
  return apiEvent(APP_ORIGIN, request, cookie) as APIGatewayProxyEventV2;
}

/** The answer as a client sees it: status, content type, and the JSON body's shape. */
function shapeOf(answer: APIGatewayProxyStructuredResultV2 | undefined) {
  const contentType = String(answer?.headers?.['content-type'] ?? '');
  const body: unknown = contentType.startsWith('application/json')
    ? JSON.parse(answer?.body ?? 'null')
    : null;
  const keys = (value: unknown) =>
    value && typeof value === 'object'
      ? Object.keys((Array.isArray(value) ? (value[0] as object | undefined) : value) ?? {}).sort()
      : [];
  return { status: answer?.statusCode, contentType, keys: keys(body) };
}

interface LogLine {
  level?: string;
  message?: string;
  [field: string]: unknown;
}
const jsonLines = (output: string[]) =>
  output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);
const metricsIn = (output: string[]) =>
  jsonLines(output)
    .filter((line) => line._aws)
    .flatMap((line) =>
      (
        line._aws as { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] }
      ).CloudWatchMetrics.flatMap((directive) =>
        directive.Metrics.map((metric) => ({ namespace: directive.Namespace, name: metric.Name, line })),
      ),
    );

/** Metrics a route's first request must publish, besides the cold start every function's does. */
const ROUTE_METRICS: Record<string, string[]> = {
  'POST /api/bets': ['BetsProposed'],
  'POST /api/bets/{id}/accept': ['BetsAccepted'],
  'POST /api/bets/{id}/accept-settlement': ['BetsSettled'],
  'POST /api/admin/bets/{id}/settle': ['BetsSettled'],
  'POST /api/user/phone/code': ['NotificationsSent'],
  'POST /api/admin/invitations': ['NotificationsSent'],
};

/** The SDK clients a function may carry, by what it uses (docs/decisions.md, Lambda bundles). */
const CLIENT_FOR: Record<string, (uses: readonly Capability[]) => boolean> = {
  '@aws-sdk/client-dynamodb': () => true,
  '@aws-sdk/client-s3': (uses) => uses.includes('imports:put') || uses.includes('imports:get'),
  '@aws-sdk/client-ses': (uses) => uses.includes('email'),
  '@aws-sdk/client-sns': (uses) => uses.includes('sms'),
  // The VAPID keys' parameters (functions/notifications/vapid.ts).
  '@aws-sdk/client-ssm': (uses) => uses.includes('push:send') || uses.includes('push:public-key'),
  '@aws-sdk/client-lambda': (uses) => uses.includes('audit:invoke'),
  '@aws-sdk/client-cognito-identity-provider': (uses) => uses.includes('idp:sign-out'),
};

describe('what each bundle carries', () => {
  it('carries each SDK client only where the function uses its service', () => {
    const found = LAMBDAS.map(({ handler, uses }) => {
      const packages = packagesIn(bundleOf(handler).metafile);
      return {
        handler,
        clients: Object.keys(CLIENT_FOR).filter((client) => packages.has(client)),
        expected: Object.entries(CLIENT_FOR)
          .filter(([, needed]) => needed(uses))
          .map(([client]) => client),
        strays: [...packages.keys()].filter((name) =>
          /^@aws-sdk\/(client-dynamodb-streams|credential-provider-(node|ini|sso|process))$/.test(name),
        ),
      };
    });
    for (const { handler, clients, expected, strays } of found) {
      expect(clients, handler).toEqual(expected);
      // Lambda hands the role's credentials in the environment: the rest of the chain stays out.
      expect(strays, handler).toEqual([]);
    }
    // Web Push's library goes only where push is sent: the notify function and the reminders job.
    expect(
      LAMBDAS.filter(({ handler }) => packagesIn(bundleOf(handler).metafile).has('web-push'))
        .map((fn) => fn.handler)
        .sort(),
    ).toEqual(['notifications/notify', 'schedules/pregame-reminders']);
    // Only the upload, import and feed functions talk to S3.
    expect(
      found
        .filter((fn) => fn.clients.includes('@aws-sdk/client-s3'))
        .map((fn) => fn.handler)
        .sort(),
    ).toEqual([
      'api/feed-fetch',
      'api/uploads',
      'imports/import-feed',
      'imports/import-lines',
      'imports/import-schedule',
      'schedules/fetch-feed',
    ]);
  });
});

describe('every route-table row, in its function as the stack bundles it', () => {
  it.each(routes.map((route) => [route.key, route] as const))(
    '%s answers as its source does, changes the same things and logs one line',
    async (key: string, route: Route) => {
      const prepare = requests.get(key);
      if (!prepare) throw new Error(`No request prepared for ${key}: add one to bench/endpoints.ts`);

      const sourceEvent = await eventFor(await prepare());
      const source = await effectOf(async () =>
        (await handlerOf(route))(sourceEvent, lambdaContext(functionNameOf(route))),
      );
      const request = await prepare();
      const event = await eventFor(request);
      const firstOfItsFunction = !containers.has(entryOf(route));
      const container = await containerOf(entryOf(route));
      const bundled = await effectOf(() => container.invoke(event));
      const answer = bundled.value.result as APIGatewayProxyStructuredResultV2;
      // A cold start on the function's first request only: its container answers the rest warm.
      expect(bundled.value.cold).toBe(firstOfItsFunction);

      expect(bundled.value.error, bundled.value.output.join('\n')).toBeUndefined();
      expect(shapeOf(answer), bundled.value.output.join('\n')).toEqual(shapeOf(source.value));
      expect(bundled.effect).toEqual(source.effect);

      const userId = request.as ? await findUserIdByEmail(request.as) : undefined;
      expectOneRequestLine(bundled.value, {
        requestId: event.requestContext.requestId,
        routeKey: key,
        method: route.method,
        path: event.rawPath,
        status: answer.statusCode,
        // Where the time went: a signed-in request reads the table for its session at least.
        ...(userId ? { userId, dynamodbCalls: expect.any(Number), dynamodbMs: expect.any(Number) } : {}),
      });
      expectNoPersonalData(bundled.value, request.as);
      const published = metricsIn(bundled.value.output).map((metric) => metric.name);
      expect(published).toEqual(expect.arrayContaining(ROUTE_METRICS[key] ?? []));
      expect(published.includes('ColdStart'), 'a cold start is counted once').toBe(firstOfItsFunction);
    },
  );
});

describe('the same logger, for a person at a terminal (the local host prints this way)', () => {
  it('prints one readable line per request: method, path, status, time taken, user id and DynamoDB calls', async () => {
    const request = await (requests.get('GET /api/bets/my') ?? (() => undefined))();
    if (!request?.as) throw new Error('No request prepared for GET /api/bets/my');
    const userId = await findUserIdByEmail(request.as);
    const printed = await runBundle(bundleOf('api/reads').file, await eventFor(request), 'api-reads', {
      LOG_FORMAT: 'text',
      POWERTOOLS_METRICS_DISABLED: 'true',
    });
    expect(printed.output, printed.output.join('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^\\d\\d:\\d\\d:\\d\\d\\.\\d{3}  GET /api/bets/my 200  \\d+ ms  user ${userId}  dynamodbCalls=\\d+  dynamodbMs=\\d+$`,
        ),
      ),
    ]);
  });
});

describe("an error's log line, as the stack bundles a function", () => {
  it('names the source files and lines it came from, read through the source map beside the bundle', async () => {
    const request = await (requests.get('GET /api/teams') ?? (() => undefined))();
    if (!request) throw new Error('No request prepared for GET /api/teams');
    // A table that is not there: DynamoDB refuses the session's read, and the request fails with a 500.
    const failed = await runBundle(bundleOf('api/polled').file, await eventFor(request), 'api-polled', {
      TABLE_NAME: 'no-such-table',
    });
    expect(failed.result).toMatchObject({ statusCode: 500 });
    const [line] = jsonLines(failed.output).filter((printed) => printed.level === 'ERROR');
    const error = line?.error as { stack?: string; location?: string } | undefined;
    expect(error?.stack, failed.output.join('\n')).toMatch(/node_modules\/@aws-sdk\/core\/.+\.js:\d+:\d+/);
    expect(error?.stack).toMatch(/functions\/store\/client\.ts:\d+:\d+/);
    expect(error?.stack).not.toMatch(/index\.mjs:\d/);
    expect(error?.location).toMatch(/node_modules\/@aws-sdk\/core\/.+\.js:\d+$/);
  });
});

function expectOneRequestLine(run: BundleRun, fields: Record<string, unknown>): void {
  const requestLines = jsonLines(run.output).filter((line) => line.routeKey !== undefined);
  expect(requestLines, run.output.join('\n')).toHaveLength(1);
  const [line] = requestLines;
  expect(line).toMatchObject({
    ...fields,
    service: 'pigskin',
    durationMs: expect.any(Number),
    cold_start: run.cold,
    function_request_id: expect.any(String),
  });
  const status = Number(fields.status);
  expect(line?.level).toBe(status >= 500 ? 'ERROR' : status === 403 || status === 429 ? 'WARN' : 'INFO');
}

/** Nothing the function printed names a person: no email (the caller's or any), no token. */
function expectNoPersonalData(run: BundleRun, email: string | undefined): void {
  const printed = run.output.join('\n');
  if (email) expect(printed).not.toContain(email);
  expect(printed).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  expect(printed).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
}

describe('every function outside the route table, as the stack bundles it', () => {
  it('the notify function tells the proposer their bet was accepted, from the stream record', async () => {
    const maker = triggers.get(notifyFunction.handler);
    if (!maker) throw new Error('No stream event');
    const { value, effect } = await effectOf(async () => run(notifyFunction.handler, await maker()));
    expect(value.error, value.output.join('\n')).toBeUndefined();
    expect(value.result).toEqual({ batchItemFailures: [] });
    expect(effect.messages).toEqual(['email']);
    expect(effect.entities).toContain('delivery');
    expect(metricsIn(value.output).map((metric) => metric.name)).toEqual(
      expect.arrayContaining(['ColdStart', 'NotificationsSent']),
    );
    expectNoPersonalData(value, undefined);
  });

  it("the record-activity function writes the acceptance into the feed and its game's tally once, from the stream record", async () => {
    const maker = triggers.get(activityFunction.handler);
    if (!maker) throw new Error('No stream event');
    const event = await maker();
    const { value, effect } = await effectOf(async () => run(activityFunction.handler, event));
    expect(value.error, value.output.join('\n')).toBeUndefined();
    expect(value.result).toEqual({ batchItemFailures: [] });
    expect(effect.entities.sort()).toEqual(['activity', 'activityStamp', 'gameTally']);
    // The same record again writes nothing more.
    const again = await effectOf(async () => run(activityFunction.handler, event));
    expect(again.effect.entities).toEqual([]);
    expect(jsonLines(value.output)).toContainEqual(
      expect.objectContaining({ message: 'Stream records handled', recorded: 1 }),
    );
    expectNoPersonalData(value, undefined);
  });

  it.each(importTriggers.map((trigger) => [trigger.kind, trigger] as const))(
    'the %s import reads the file S3 announced and records its result',
    async (_kind, trigger) => {
      const maker = triggers.get(trigger.handler);
      if (!maker) throw new Error('No S3 event');
      const event = (await maker()) as { Records: { s3: { object: { key: string } } }[] };
      const { value } = await effectOf(() => run(trigger.handler, event));
      expect(value.error, value.output.join('\n')).toBeUndefined();
      const uploadId = (event.Records[0]?.s3.object.key.split('/').pop() ?? '').replace(/\.csv$/, '');
      const result = await getImportResult(uploadId);
      expect(result, value.output.join('\n')).toMatchObject({ status: 'done', errors: 0 });
      expect((result?.created ?? 0) + (result?.updated ?? 0) + (result?.unchanged ?? 0)).toBeGreaterThan(0);
      expect(jsonLines(value.output).find((line) => line.message === 'Import finished')).toMatchObject({
        uploadId,
        rejected: 0,
      });
    },
  );

  it.each(scheduledJobs.map((job) => [job.name, job] as const))(
    'the %s job runs on its schedule event',
    async (_name, job) => {
      const maker = triggers.get(job.handler);
      if (!maker) throw new Error('No schedule event');
      const { value } = await effectOf(async () => run(job.handler, await maker()));
      expect(value.error, value.output.join('\n')).toBeUndefined();
      expect(value.result).toEqual(expect.objectContaining({}));
      const [count] = Object.values(value.result as Record<string, unknown>);
      expect(count).toEqual(expect.any(Number));
      expect(metricsIn(value.output).map((metric) => metric.name)).toContain('ColdStart');
    },
  );

  it("the pre-sign-up check admits an admin and refuses a stranger with Cognito's message", async () => {
    const maker = triggers.get(preSignUpFunction.handler);
    if (!maker) throw new Error('No sign-up event');
    const admitted = await run(preSignUpFunction.handler, await maker());
    expect(admitted.error, admitted.output.join('\n')).toBeUndefined();
    expect(admitted.result).toMatchObject({ triggerSource: 'PreSignUp_SignUp' });

    const stranger = 'someone-new@example.com';
    const refused = await run(preSignUpFunction.handler, {
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: stranger } },
      response: {},
    });
    expect(refused.error).toBe(NOT_INVITED);
    expectNoPersonalData(refused, stranger);
  });

  it('the ledger audit reads the table and records its outcome as the run that started it', async () => {
    await auditsSettled();
    // POST /api/admin/audit's bundle above marked a run started, as in the cloud, where this function
    // then runs it (its in-process run on a laptop ends with the process).
    const { startedAt } = await auditEvent();
    const { value } = await effectOf(async () => run(auditFunction.handler, { startedAt }));
    expect(value.error, value.output.join('\n')).toBeUndefined();
    expect(await getAudit()).toMatchObject({ status: 'done', startedAt, items: expect.any(Number) });
    expect(jsonLines(value.output)).toContainEqual(
      expect.objectContaining({ message: 'Ledger audit finished', function_name: expect.any(String) }),
    );
    expect(metricsIn(value.output).map((metric) => metric.name)).toContain('ColdStart');
  });

  it('covers every function the stack deploys', () => {
    const covered = new Set([
      ...routes.map(entryOf),
      auditFunction.handler,
      notifyFunction.handler,
      activityFunction.handler,
      preSignUpFunction.handler,
      ...importTriggers.map((trigger) => trigger.handler),
      ...scheduledJobs.map((job) => job.handler),
    ]);
    expect(LAMBDAS.map((fn) => fn.handler).filter((handler) => !covered.has(handler))).toEqual([]);
  });
});
