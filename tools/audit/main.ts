/**
 * npm run audit: checks the ledger's invariants over the whole table and exits 0 when it is
 * consistent, 1 with every violation listed otherwise.
 *
 * Which table: TABLE_NAME (with AWS credentials, or DYNAMODB_ENDPOINT) when set; otherwise the local
 * host's, through the DynamoDB Local it is running, or one started here on the same data (.data/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  startDynamoDbLocal,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  type DynamoDbLocal,
} from '../../infra/local/dynamodb-local';
import { LOCAL_HOST_FILE, LOCAL_TABLE_NAME } from '../../infra/local/host-file';

let started: DynamoDbLocal | undefined;
if (!process.env.TABLE_NAME) {
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const hostFile = join(dataDir, LOCAL_HOST_FILE);
  let endpoint = existsSync(hostFile)
    ? (JSON.parse(readFileSync(hostFile, 'utf8')) as { dynamodbEndpoint: string }).dynamodbEndpoint
    : undefined;
  if (
    endpoint &&
    !(await fetch(endpoint).then(
      () => true,
      () => false,
    ))
  )
    endpoint = undefined;
  if (!endpoint) {
    if (!existsSync(join(dataDir, 'dynamodb')))
      throw new Error(`No local data in ${dataDir}: run npm start first, or set TABLE_NAME`);
    started = await startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') });
    endpoint = started.endpoint;
  }
  Object.assign(process.env, {
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
}

try {
  const { auditTable } = await import('./audit');
  const result = await auditTable();
  if (result.problems === 0) {
    console.log(`Ledger consistent: ${result.items} items checked.`);
  } else {
    console.log(`${result.problems} problem${result.problems === 1 ? '' : 's'} in ${result.items} items:`);
    for (const problem of result.allDetails) console.log(`  - ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await started?.stop();
}
