import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { requiredEnv } from '../config';
import { importTriggerFor, type ImportKind } from '../triggers';

/**
 * The CSV bucket. On a laptop S3_ENDPOINT points at s3rver, which needs path-style URLs and its own
 * credentials; checksums only when required, or streamed uploads are stored with chunk framing.
 */
const endpoint = process.env.S3_ENDPOINT;
const s3 = new S3Client({
  requestChecksumCalculation: 'WHEN_REQUIRED',
  ...(endpoint
    ? { endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }
    : {}),
});

const bucket = () => requiredEnv('IMPORTS_BUCKET');

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
      Metadata: { 'uploaded-by': uploadedBy },
    }),
  );
}

export async function readImportFile(bucketName: string, key: string): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
  return (await object.Body?.transformToString('utf-8')) ?? '';
}
