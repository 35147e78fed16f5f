import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, expect, inject } from 'vitest';
import webPush from 'web-push';
import { ensureTable } from '../../infra/local/create-table';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../infra/local/dynamodb-local';
import { IMPORTS_BUCKET, startLocalS3 } from '../../infra/local/local-s3';
import { TEST_CLIENT_ID } from './test-identity-provider';

/**
 * Runs before each integration test file imports anything: every file gets a table of its own on the
 * shared DynamoDB Local, a CSV bucket of its own (s3rver, wired to the import handlers as the local
 * host wires it), and the environment the handlers read at load, as in Lambda.
 */
const tableName = `test-${randomUUID()}`;

/**
 * The files that read their table's stream, as the notify and record-activity functions do. The
 * others' tables have none (infra/local/create-table.ts): a file missing here that opens the stream
 * fails at once, "The table ... has no stream".
 */
const READ_THE_STREAM = [
  'activity',
  'digest',
  'just-hit',
  'live-push',
  'notifications',
  'one-message',
  'proposition-disputes',
  'push',
].map((name) => `tests/integration/${name}.test.ts`);
const readsTheStream = READ_THE_STREAM.some((file) => expect.getState().testPath?.endsWith(file));
// Push is signed with keys of the run's own, handed over as the local host hands its own over.
const vapid = webPush.generateVAPIDKeys();
const scratch = mkdtempSync(join(tmpdir(), 'pigskin-test-'));
// After hooks run last-registered first: this one after s3rver has stopped writing into it.
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const s3 = await startLocalS3({ directory: join(scratch, 's3') });
afterAll(() => s3.stop());
Object.assign(process.env, {
  TABLE_NAME: tableName,
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  AWS_REGION: LOCAL_REGION,
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  APP_ORIGIN: 'http://127.0.0.1:3000',
  OIDC_ISSUER: inject('issuer'),
  OIDC_CLIENT_ID: TEST_CLIENT_ID,
  ADMIN_EMAILS: 'admin@example.com',
  OUTBOX_FILE: join(scratch, 'outbox.jsonl'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:admin@example.com',
  IMPORTS_BUCKET,
  S3_ENDPOINT: s3.endpoint,
  // Suites that race and fuzz send far more than a person would; the flood limits have their own
  // file (flood-limits.test.ts), and the call budgets count them.
  FLOOD_LIMITS: 'off',
  // Handlers run in this process: their request lines would bury the test report. Errors still show;
  // tests/integration/bundles.test.ts reads the lines of functions run as Lambda runs them.
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  POWERTOOLS_METRICS_DISABLED: 'true',
});

const client = new DynamoDBClient({
  endpoint: inject('dynamoEndpoint'),
  region: LOCAL_REGION,
  credentials: LOCAL_CREDENTIALS,
});
await ensureTable(client, tableName, { stream: readsTheStream });
client.destroy();

// Every environment has the 32 teams (the local host seeds them on first start).
const { saveTeams } = await import('../../functions/store/teams');
const { NFL_TEAMS } = await import('../../domain/teams');
await saveTeams(NFL_TEAMS);

// Whatever a test file did, its table must still be consistent (npm run audit's checks).
afterAll(async () => {
  const { checkLedger } = await import('../../functions/store/ledger-audit');
  const { scanTable } = await import('../../functions/migrations/scan-table');
  const problems = checkLedger(await scanTable());
  if (problems.length > 0)
    throw new Error(`The ledger audit found ${problems.length} problems:\n${problems.join('\n')}`);
});
