import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportKind } from '../triggers';
import { db, getItem, tableName } from './client';
import { importKey } from './keys';
import { TIME_TO_LIVE_ATTRIBUTE } from './table-definition';

/** The outcome of one import, as the upload call answers it (SPEC 7: created, errors, errorDetails, message). */
export interface ImportResult {
  uploadId: string;
  kind: ImportKind;
  status: 'done' | 'failed';
  created: number;
  updated: number;
  unchanged: number;
  errors: number;
  errorDetails: string[];
  message: string;
  finishedAt: string;
}

const KEEP_RESULTS_SECONDS = 30 * 24 * 60 * 60;

export async function saveImportResult(result: ImportResult): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...result,
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
