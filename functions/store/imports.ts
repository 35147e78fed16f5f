import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportKind } from '../triggers';
import { db, getItem, tableName } from './client';
import { importKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

/** The outcome of one import, as the upload call answers it (docs/product.md, CSV formats). */
export interface ImportResult {
  uploadId: string;
  kind: ImportKind;
  /** `refused`: the file as a whole could not be imported (empty, no header, too many rows). */
  status: 'done' | 'refused' | 'failed';
  created: number;
  updated: number;
  unchanged: number;
  /** Every error the import found; `errorDetails` keeps only the first STORED_ERROR_DETAILS of them. */
  errors: number;
  errorDetails: string[];
  message: string;
  finishedAt: string;
}

const KEEP_RESULTS_SECONDS = 30 * 24 * 60 * 60;

/**
 * A file of thousands of bad rows, each quoting what it found, would pass DynamoDB's 400 KB item
 * limit: the result keeps the first 100 details, each cut to 300 characters (about 30 KB at most),
 * and `errors` counts them all. The admin screen shows the first 5 and counts the rest.
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
        entity: 'importResult',
        ...importKey(result.uploadId),
        [TIME_TO_LIVE_ATTRIBUTE]: Math.floor(Date.parse(result.finishedAt) / 1000) + KEEP_RESULTS_SECONDS,
      },
    }),
  );
}

export function getImportResult(uploadId: string): Promise<ImportResult | undefined> {
  return getItem<ImportResult>(importKey(uploadId), { consistent: true });
}
