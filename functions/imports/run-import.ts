import type { S3Event } from 'aws-lambda';
import { MAX_IMPORT_ROWS } from '../../domain/constants';
import type { ParsedFile } from '../../domain/csv/read-csv';
import { logger } from '../observability/logger';
import { count } from '../observability/metrics';
import { observed } from '../observability/middleware';
import { saveImportResult, type ImportResult } from '../store/imports';
import type { UpsertOutcome } from '../store/games';
import type { ImportKind } from '../triggers';
import { readImportFile, uploadIdOf } from './bucket';

export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
  errorDetails: string[];
  /** Rows imported but read otherwise than written (docs/product.md, CSV formats: time zones). */
  warningDetails: string[];
  /** The sentence the upload answers with, when the import says it better than the counts do. */
  message?: string;
}

const wholeNumber = new Intl.NumberFormat('en-US');

/** What a file of more than MAX_IMPORT_ROWS data rows is told, by the import or at its upload. */
export const tooManyRows = (dataRows: number) =>
  `The file has ${wholeNumber.format(dataRows)} rows; at most ${wholeNumber.format(MAX_IMPORT_ROWS)} can be imported at once. Split it into smaller files`;

/**
 * Imports a parsed file's good rows, a few at a time, and tallies them; a row the store refuses
 * becomes an error line beside the parser's, all in row order, and its warning goes (it did not
 * import). A file of more than MAX_IMPORT_ROWS rows is refused whole (docs/decisions.md, "What an
 * upload may create").
 */
export async function importRows<T extends { rowNumber: number }>(
  file: ParsedFile<T>,
  upsert: (row: T) => Promise<UpsertOutcome | { outcome: UpsertOutcome; warning?: string }>,
  isRowError: (error: unknown) => boolean,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = {
    created: 0,
    updated: 0,
    unchanged: 0,
    errorDetails: [],
    warningDetails: [],
  };
  // Every data row is either parsed or has exactly one error line (a file-level error comes alone).
  const dataRows = file.rows.length + file.errors.length;
  if (dataRows > MAX_IMPORT_ROWS) {
    outcome.errorDetails = [tooManyRows(dataRows)];
    return outcome;
  }
  const rowErrors: string[] = [];
  const storeWarnings: string[] = [];
  const refusedRows = new Set<number>();
  const queue = [...file.rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      try {
        const upserted = await upsert(row);
        if (typeof upserted === 'string') outcome[upserted] += 1;
        else {
          outcome[upserted.outcome] += 1;
          if (upserted.warning) storeWarnings.push(`Row ${row.rowNumber}: ${upserted.warning}`);
        }
      } catch (error) {
        if (!isRowError(error)) throw error;
        rowErrors.push(`Row ${row.rowNumber}: ${(error as Error).message}`);
        refusedRows.add(row.rowNumber);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // File-level messages (no row number) first, then rows in order.
  const rowOf = (message: string) => Number(/^Row (\d+):/.exec(message)?.[1] ?? 0);
  outcome.errorDetails = [...file.errors, ...rowErrors].sort((a, b) => rowOf(a) - rowOf(b));
  outcome.warningDetails = [
    ...file.warnings.filter((warning) => !refusedRows.has(rowOf(warning))),
    ...storeWarnings,
  ].sort((a, b) => rowOf(a) - rowOf(b));
  return outcome;
}

const NOUN: Record<ImportKind, [string, string]> = {
  schedule: ['game', 'games'],
  lines: ['betting line', 'betting lines'],
  feed: ['game', 'games'],
};

/** A problem with the file itself (empty, missing columns, too many rows) has no row number. */
const fileProblemOf = (outcome: ImportOutcome) =>
  outcome.errorDetails.find((detail) => !detail.startsWith('Row '));

function summary(kind: ImportKind, outcome: ImportOutcome): string {
  const fileProblem = fileProblemOf(outcome);
  if (fileProblem) return `The file could not be imported: ${fileProblem}.`;
  if (outcome.message) return outcome.message;
  const [one, many] = NOUN[kind];
  const errors = outcome.errorDetails.length;
  const rowsWithErrors = `${errors} ${errors === 1 ? 'row has' : 'rows have'} errors`;
  if (outcome.created + outcome.updated + outcome.unchanged === 0)
    return `No ${many} imported: ${rowsWithErrors}.`;
  const parts = [`Imported ${outcome.created} new ${outcome.created === 1 ? one : many}`];
  if (outcome.updated > 0) parts.push(`updated ${outcome.updated}`);
  if (outcome.unchanged > 0) parts.push(`${outcome.unchanged} unchanged`);
  const warnings = outcome.warningDetails.length;
  const notes = [
    ...(errors > 0 ? [rowsWithErrors] : []),
    ...(warnings > 0 ? [`${warnings} ${warnings === 1 ? 'row has a warning' : 'rows have warnings'}`] : []),
  ];
  return `${[parts.join(', '), ...notes].join('; ')}.`;
}

/** S3 event keys are URL-encoded, with '+' for spaces. */
const objectKey = (encoded: string) => decodeURIComponent(encoded.replace(/\+/g, ' '));

/**
 * The handler of an import Lambda: for each file that landed in the bucket, import it and record the
 * result under its upload id, which the upload call is waiting for. A failure is recorded too, then
 * rethrown so the platform retries (imports are idempotent) and the error shows in the logs.
 */
export function importHandler(
  kind: ImportKind,
  importText: (text: string, now: Date) => Promise<ImportOutcome>,
) {
  return observed(async (event: S3Event): Promise<void> => {
    for (const record of event.Records) {
      const key = objectKey(record.s3.object.key);
      const uploadId = uploadIdOf(key);
      const base = { uploadId, kind, finishedAt: '' } satisfies Partial<ImportResult>;
      try {
        const outcome = await importText(await readImportFile(record.s3.bucket.name, key), new Date());
        count('ImportRowsRejected', outcome.errorDetails.length);
        logger.info('Import finished', {
          kind,
          uploadId,
          created: outcome.created,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          rejected: outcome.errorDetails.length,
          warned: outcome.warningDetails.length,
        });
        await saveImportResult({
          ...base,
          ...outcome,
          // Nothing of a refused file was imported: the upload answers 400 (bad input, not ours).
          status: fileProblemOf(outcome) ? 'refused' : 'done',
          errors: outcome.errorDetails.length,
          warnings: outcome.warningDetails.length,
          message: summary(kind, outcome),
          finishedAt: new Date().toISOString(),
        });
      } catch (error) {
        logger.error('Import failed', { kind, uploadId, error });
        await saveImportResult({
          ...base,
          status: 'failed',
          created: 0,
          updated: 0,
          unchanged: 0,
          errors: 1,
          errorDetails: [],
          warnings: 0,
          warningDetails: [],
          message: 'The import failed on our side. Please try again.',
          finishedAt: new Date().toISOString(),
        });
        throw error;
      }
    }
  });
}
