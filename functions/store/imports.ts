import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, tableName } from './client';
import { importEntity, type ImportResult } from './entities';
import { importKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

export type { ImportResult };

const KEEP_RESULTS_SECONDS = 30 * 24 * 60 * 60;

/**
 * A file of thousands of bad rows, each quoting what it found, would pass DynamoDB's 400 KB item
 * limit: the result keeps the first 100 details, each cut to 300 characters (about 30 KB at most),
 * and `errors` counts them all; warnings likewise. The admin screen shows the first 5 and counts the rest.
 */
export const STORED_ERROR_DETAILS = 100;
const DETAIL_CHARACTERS = 300;

const clipped = (detail: string) =>
  detail.length <= DETAIL_CHARACTERS ? detail : `${detail.slice(0, DETAIL_CHARACTERS - 1)}…`;

export async function saveImportResult(result: ImportResult): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...result,
        errorDetails: result.errorDetails.slice(0, STORED_ERROR_DETAILS).map(clipped),
        warningDetails: result.warningDetails?.slice(0, STORED_ERROR_DETAILS).map(clipped),
        entity: 'importResult',
        ...importKey(result.uploadId),
        [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(Date.parse(result.finishedAt) / 1000) + KEEP_RESULTS_SECONDS,
      },
    }),
  );
}

export function getImportResult(uploadId: string): Promise<ImportResult | undefined> {
  return getItem(importEntity, importKey(uploadId), { consistent: true });
}

const WAIT_MS = 20_000;
const POLL_MS = 200;

/** The import's result once its Lambda has written it, or undefined after 20 s (it may still come). */
export async function waitForImportResult(uploadId: string): Promise<ImportResult | undefined> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const result = await getImportResult(uploadId);
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}
