import type { S3Event } from 'aws-lambda';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver, { type S3rverEvent } from 's3rver';
import { importTriggers } from '../../functions/triggers';
import { lambdaContext } from './api-gateway';
import { loadFunction } from './functions';
import { freePort } from './http-utils';

export const IMPORTS_BUCKET = 'pigskin-imports';

/**
 * s3rver emits its event inside the upload, and on a busy machine before the object can be read: S3
 * invokes Lambda once the object is stored, so the import waits until it is (up to a minute, which
 * ends only a hang).
 */
async function untilStored(client: S3Client, key: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      await client.send(new HeadObjectCommand({ Bucket: IMPORTS_BUCKET, Key: key }));
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

type ImportHandler = (event: S3Event, context: ReturnType<typeof lambdaContext>) => Promise<void>;

/** S3 encodes event keys like a form: each segment URI-encoded, spaces as '+', slashes kept. */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%20/g, '+'))
    .join('/');

/**
 * The CSV bucket on a laptop: s3rver, plus the wiring S3 does in the cloud. s3rver emits an event for
 * every prefix, with raw keys, synchronously inside the upload; this keeps the import prefixes, encodes
 * keys as S3 does, and runs the same import handlers asynchronously, as S3 invokes Lambda.
 */
export async function startLocalS3(options: {
  directory: string;
}): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: IMPORTS_BUCKET }],
  });
  const running = new Set<Promise<void>>();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  server.on('event', (event: S3rverEvent) => {
    for (const record of event.Records) {
      const trigger = importTriggers.find((candidate) => record.s3.object.key.startsWith(candidate.prefix));
      if (!trigger || !record.eventName.startsWith('ObjectCreated')) continue;
      const s3Event = {
        Records: [
          {
            ...record,
            s3: { ...record.s3, object: { ...record.s3.object, key: encodeKey(record.s3.object.key) } },
          },
        ],
      };
      const run = untilStored(client, record.s3.object.key)
        .then(() => loadFunction<ImportHandler>(trigger.handler))
        .then((handler) =>
          handler(s3Event as unknown as S3Event, lambdaContext(trigger.handler.replaceAll('/', '-'))),
        )
        .catch((error: unknown) => console.error(`Import of ${record.s3.object.key} failed`, error))
        .finally(() => running.delete(run));
      running.add(run);
    }
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await Promise.all(running);
      client.destroy();
      await server.close();
    },
  };
}
