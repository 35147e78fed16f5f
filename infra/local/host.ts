import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { TLSSocket } from 'node:tls';
import type { Logger } from '@aws-lambda-powertools/logger';
import { securityHeaders } from '../security-headers';
import {
  functionNameOf,
  handlerOf,
  hasMalformedEncoding,
  lambdaContext,
  matchRoute,
  toApiGatewayEvent,
  writeResult,
} from './api-gateway';
import { ensureTable } from './create-table';
import { lockDataDir } from './data-dir-lock';
import { createDevIdentityProvider, DEV_CLIENT_ID, MOUNT_PATH } from './dev-identity-provider';
import { startDynamoDbLocal, LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb-local';
import { LOCAL_HOST_FILE, LOCAL_TABLE_NAME } from './host-file';
import { PayloadTooLarge, readRequestBody } from './http-utils';
import { IMPORTS_BUCKET, startLocalS3 } from './local-s3';
import { serveOutbox } from './outbox';
import { localVapidKeys } from './vapid-keys';
import { startScheduledJobs } from './scheduled-jobs';
import { positionFileOf, startStreamFunctions } from './notifications';

export interface LocalHostOptions {
  port: number;
  /** Where DynamoDB Local, the dev identity provider and the outbox keep their data. */
  dataDir: string;
  /** Keep the database in memory (tests); everything else still goes to dataDir. */
  inMemoryDatabase?: boolean;
  /** Serve the web app through Vite's dev server (hot reload) instead of web/dist. */
  dev?: boolean;
  /**
   * Read the table's stream into its functions, notify and record-activity (the default). The bench
   * turns it off: in the cloud they run in their own functions, and their reads are not the request's.
   */
  notifications?: boolean;
}

export interface LocalHost {
  url: string;
  adminEmails: string;
  /** What the first start on empty data seeded; empty when the data was already there. */
  seeded: string[];
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Pigskin on one laptop: the same handlers as the cloud, behind a gateway built from the same route
 * table, with DynamoDB Local, a dev identity provider and an outbox in place of AWS services.
 */
export async function startLocalHost(options: LocalHostOptions): Promise<LocalHost> {
  const dataDir = resolve(options.dataDir);
  mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
  const lock = await lockDataDir(dataDir, {
    onWait: (pid) =>
      console.log(`  Waiting for the Pigskin still stopping on ${dataDir} (process ${pid})...`),
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const database = await startDynamoDbLocal({
    dbPath: options.inMemoryDatabase ? undefined : join(dataDir, 'dynamodb'),
  });
  const s3 = await startLocalS3({ directory: join(dataDir, 's3') });

  // Handlers read their configuration at load, as in Lambda, so it is in place before any is imported.
  const adminEmails = process.env.ADMIN_EMAILS ?? 'admin@example.com';
  const vapid = localVapidKeys(dataDir);
  Object.assign(process.env, {
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: database.endpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    APP_ORIGIN: origin,
    OIDC_ISSUER: `${origin}${MOUNT_PATH}`,
    OIDC_CLIENT_ID: DEV_CLIENT_ID,
    ADMIN_EMAILS: adminEmails,
    OUTBOX_FILE: join(dataDir, 'outbox.jsonl'),
    // Push lands in the outbox too; browsers subscribe with this public key all the same.
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: `mailto:${adminEmails.split(',')[0]?.trim() || 'admin@example.com'}`,
    IMPORTS_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    STAGE: 'local',
    // docs/product.md, Live scores, On a laptop: the demo's game under way plays out from a replay.
    LIVE_SCORES_URL: process.env.LIVE_SCORES_URL ?? 'replay',
    // The functions' own logger, one readable line per request; LOG_FORMAT=json prints what Lambda
    // prints. Metrics stay off: their embedded-format lines are for CloudWatch, not a terminal.
    LOG_FORMAT: process.env.LOG_FORMAT ?? 'text',
    POWERTOOLS_METRICS_DISABLED: process.env.POWERTOOLS_METRICS_DISABLED ?? 'true',
  });

  const client = new DynamoDBClient({
    endpoint: database.endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const created = await ensureTable(client, LOCAL_TABLE_NAME);
  writeFileSync(
    join(dataDir, LOCAL_HOST_FILE),
    JSON.stringify({ dynamodbEndpoint: database.endpoint, url: origin }),
  );
  client.destroy();
  // Data from an earlier version is brought up to date before the first request (a no-op after once).
  await (await import('../../functions/migrations/seasons')).migrateToSeasons();
  await (await import('../../functions/migrations/user-search')).migrateUserSearch();
  const seeded = created
    ? await (await import('./seed')).seedDemoData(adminEmails.split(',')[0]?.trim() ?? '')
    : [];
  // The stream functions start at the stream's end on a new table: the demo's bets (and an earlier
  // version's) reach their games' tallies here instead.
  await (await import('../../functions/migrations/game-tallies')).migrateGameTallies();
  await (await import('../../functions/migrations/period-records')).migratePeriodRecords();
  // Loaded now, not once stopping: Ctrl-C reaches the whole process group, tsx's esbuild service
  // too, and a module first imported after it cannot be compiled (docs/decisions.md, Ctrl-C stops
  // the local host).
  const { auditsSettled } = await import('../../functions/audit/launch');
  const notifications =
    options.notifications === false
      ? undefined
      : await startStreamFunctions({
          endpoint: database.endpoint,
          tableName: LOCAL_TABLE_NAME,
          positionFileOf: (fn) => join(dataDir, positionFileOf(fn)),
        });

  const identityProvider = await createDevIdentityProvider({
    issuer: `${origin}${MOUNT_PATH}`,
    appOrigin: origin,
    dataDir,
  });
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('Local host error', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error');
    });
  });
  // An idle connection stays open for a minute. With Node's 5 s, a keep-alive client that paused
  // about that long (a browser test between two calls, on a busy machine) sent its next request as
  // the host closed the socket, and got ECONNRESET instead of an answer (tests/README.md).
  server.keepAliveTimeout = 65_000;
  // A request Node refuses before any handler sees it still gets the JSON refusal every other one gets.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return;
    const [status, reason, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large (16 KB at most)']
        : [400, 'Bad Request', 'The request could not be read'];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  const webApp = await webAppServer(options.dev ?? false, server);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Cookies and the OIDC issuer are bound to one host name: 127.0.0.1, never localhost.
    if (/^localhost(:|$)/i.test(request.headers.host ?? '')) {
      response.writeHead(302, { location: `${origin}${request.url ?? '/'}` }).end();
      return;
    }
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname === MOUNT_PATH || url.pathname.startsWith(`${MOUNT_PATH}/`))
      return identityProvider(request, response);
    if (url.pathname === '/_local/outbox' || url.pathname === '/_local/outbox.json') {
      return serveOutbox(response, String(process.env.OUTBOX_FILE), url.pathname.endsWith('.json'));
    }
    // What CloudFront adds to the site's responses, the app's files and the API's alike.
    const https = (request.socket as Partial<TLSSocket>).encrypted === true;
    for (const [name, value] of Object.entries(securityHeaders({ https, csp: !options.dev })))
      response.setHeader(name, value);
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      // A change is in the table once its answer is sent: the stream functions read it then.
      if (request.method !== 'GET' && request.method !== 'HEAD')
        response.once('finish', () => notifications?.nudge());
      return api(request, response, url);
    }
    webApp(request, response);
  }

  const stopJobs = startScheduledJobs();

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolveListen());
  });

  return {
    url: origin,
    adminEmails,
    seeded,
    stop: async () => {
      lock.stopping();
      stopJobs();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      });
      // An audit started from the dashboard finishes (and records its outcome) before the table goes.
      await auditsSettled();
      await s3.stop();
      await notifications?.stop();
      await database.stop();
      rmSync(join(dataDir, LOCAL_HOST_FILE), { force: true });
      lock.release();
    },
  };
}

let gatewayLogger: Logger | undefined;

/** An answer of the gateway itself (no function ran), with a line in the log as a function's would have. */
async function gatewayAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  statusCode: number,
  message: string,
  headers: Record<string, string> = {},
): Promise<void> {
  writeResult(response, {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ message }),
  });
  gatewayLogger ??= (await import('../../functions/observability/logger')).newLogger();
  gatewayLogger.info(`${request.method ?? 'GET'} ${url.pathname} ${statusCode}`, {
    method: request.method,
    path: url.pathname,
    status: statusCode,
    gateway: message,
  });
}

async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const method = request.method ?? 'GET';
  if (hasMalformedEncoding(url.pathname))
    return gatewayAnswer(
      request,
      response,
      url,
      400,
      'The path is not valid: its percent-encoding is malformed',
    );
  const matched = matchRoute(method, url.pathname);
  if (!matched) return gatewayAnswer(request, response, url, 404, 'Not found');
  let body: Buffer;
  try {
    body = await readRequestBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof PayloadTooLarge)) throw error;
    return gatewayAnswer(request, response, url, 413, error.message, { connection: 'close' });
  }
  const event = toApiGatewayEvent(
    { method, url, headers: request.headers, sourceIp: request.socket.remoteAddress ?? '127.0.0.1' },
    body,
    matched.route,
    matched.params,
  );
  const handler = await handlerOf(matched.route);
  writeResult(response, await handler(event, lambdaContext(functionNameOf(matched.route))));
}

type Middleware = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The built app from web/dist as CloudFront serves it: the SPA fallback, the same cache headers, the
 * build's brotli copy of a script or stylesheet to a browser that takes it, and the rest compressed
 * (brotli or gzip, as the browser accepts) from 1,000 bytes up. Or Vite's dev server.
 */
async function webAppServer(dev: boolean, server: ReturnType<typeof createServer>): Promise<Middleware> {
  if (dev) {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      configFile: join(ROOT, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    server.once('close', () => void vite.close());
    return (request, response) => vite.middlewares(request, response);
  }
  const distDir = join(ROOT, 'web/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    return (_request, response) =>
      response
        .writeHead(503, { 'content-type': 'text/plain' })
        .end('The web app is not built yet: run npm run build');
  }
  const [{ default: sirv }, { default: compression }] = await Promise.all([
    import('sirv'),
    import('compression'),
  ]);
  // As CloudFront has them from the deployment (infra/aws/web.ts): hashed assets kept a year and never
  // revalidated, everything else (index.html, samples) revalidated on every visit.
  const serve = sirv(distDir, {
    single: true,
    etag: true,
    // docs/decisions.md, Precompressed assets. Browsers ask for brotli only over HTTPS.
    brotli: true,
    setHeaders: (response, pathname) =>
      response.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });
  // compression is written for Express and Connect; it needs only what node:http gives.
  const compress = compression({ threshold: 1000 }) as unknown as (
    ...args: [IncomingMessage, ServerResponse, () => void]
  ) => void;
  return (request, response) => compress(request, response, () => serve(request, response));
}
