import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { requiredEnv } from '../config';
import { countingCalls } from '../observability/aws-calls';
import { importTriggerFor, type ImportKind } from '../triggers';

/** The CSV bucket: uploads through the API land here, and each new object runs its import. */
const bucket = () => requiredEnv('IMPORTS_BUCKET');

/**
 * Created once per container, with the SDK's standard retries. On a laptop S3_ENDPOINT points at
 * s3rver, which takes path-style URLs and its own credentials, and stores a streamed upload's chunk
 * framing unless checksums are left to the calls that require them. Its calls are counted.
 */
const localEndpoint = process.env.S3_ENDPOINT;
export const s3 = countingCalls(
  new S3Client({
    retryMode: 'standard',
    maxAttempts: 3,
    ...(localEndpoint && {
      endpoint: localEndpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    }),
  }),
  'S3',
);

/** imports/<kind>/<uploadId>.csv: the upload id names the import's result. */
export function importObjectKey(kind: ImportKind, uploadId: string): string {
  return `${importTriggerFor(kind).prefix}${uploadId}.csv`;
}

/** The upload id of an object key: its file name without the extension (files put by hand too). */
export function uploadIdOf(key: string): string {
  return (key.split('/').pop() ?? key).replace(/\.csv$/i, '');
}

export async function putImportFile(
  kind: ImportKind,
  uploadId: string,
  text: string,
  uploadedBy: string,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: importObjectKey(kind, uploadId),
      Body: text,
      ContentType: 'text/csv; charset=utf-8',
      // Who sent the file stays with it (the bucket keeps no access log).
      Metadata: { 'uploaded-by': uploadedBy },
    }),
  );
}

export async function readImportFile(bucketName: string, key: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
  if (!Body) throw new Error(`s3://${bucketName}/${key} has no body`);
  return Body.transformToString('utf-8');
}
