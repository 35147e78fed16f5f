/**
 * Points an offline tool (npm run audit, npm run migrate) at a table: TABLE_NAME (with AWS
 * credentials, or DYNAMODB_ENDPOINT) when set; otherwise the local host's, through the DynamoDB Local
 * it is running, or one started here on the same data (.data/). Answers how to stop what it started.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal, LOCAL_CREDENTIALS, LOCAL_REGION } from '../infra/local/dynamodb-local';
import { LOCAL_HOST_FILE, LOCAL_TABLE_NAME } from '../infra/local/host-file';

export async function connectToTable(): Promise<() => Promise<void>> {
  if (process.env.TABLE_NAME) return () => Promise.resolve();
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
  let stop = () => Promise.resolve();
  if (!endpoint) {
    if (!existsSync(join(dataDir, 'dynamodb')))
      throw new Error(`No local data in ${dataDir}: run npm start first, or set TABLE_NAME`);
    const started = await startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') });
    endpoint = started.endpoint;
    stop = () => started.stop();
  }
  Object.assign(process.env, {
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: endpoint,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  });
  return stop;
}
