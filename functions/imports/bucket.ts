import { awsFetch, regionalEndpoint, type Credentials } from '../aws-fetch';
import { requiredEnv } from '../config';
import { importTriggerFor, type ImportKind } from '../triggers';

/** The CSV bucket: uploads through the API land here, and each new object runs its import. */
const bucket = () => requiredEnv('IMPORTS_BUCKET');

/** imports/<kind>/<uploadId>.csv: the upload id names the import's result. */
export function importObjectKey(kind: ImportKind, uploadId: string): string {
  return `${importTriggerFor(kind).prefix}${uploadId}.csv`;
}

/** The upload id of an object key: its file name without the extension (files put by hand too). */
export function uploadIdOf(key: string): string {
  return (key.split('/').pop() ?? key).replace(/\.csv$/i, '');
}

/** On a laptop S3_ENDPOINT points at s3rver, which takes path-style URLs and its own credentials. */
function objectRequest(bucketName: string, key: string): { url: string; credentials?: Credentials } {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const endpoint = process.env.S3_ENDPOINT;
  return endpoint
    ? {
        url: `${endpoint}/${bucketName}/${path}`,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }
    : { url: `${regionalEndpoint(`${bucketName}.s3`)}/${path}` };
}

export async function putImportFile(
  kind: ImportKind,
  uploadId: string,
  text: string,
  uploadedBy: string,
): Promise<void> {
  const { url, credentials } = objectRequest(bucket(), importObjectKey(kind, uploadId));
  const headers = { 'Content-Type': 'text/csv; charset=utf-8', 'x-amz-meta-uploaded-by': uploadedBy };
  await awsFetch('S3 PutObject', 's3', url, { method: 'PUT', headers, body: text }, credentials);
}

export async function readImportFile(bucketName: string, key: string): Promise<string> {
  const { url, credentials } = objectRequest(bucketName, key);
  const response = await awsFetch('S3 GetObject', 's3', url, { method: 'GET' }, credentials);
  return response.text();
}
