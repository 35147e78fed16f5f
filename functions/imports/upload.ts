import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isCsvFile } from '../../domain/csv/csv-file';
import { isNflverseSchedule } from '../../domain/csv/nflverse';
import { MAX_IMPORT_ROWS } from '../../domain/constants';
import { InvalidRequest, TooLarge } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { waitForImportResult, type ImportResult } from '../store/imports';
import type { ImportKind } from '../triggers';
import { putImportFile } from './bucket';
import { tooManyRows } from './run-import';

/**
 * Lambda takes a request of at most 6 MB, and API Gateway hands it a multipart body in base64 (4 bytes
 * for every 3): 4 MB of form is the most that reaches the function whole, with room for its headers.
 * A season's schedule or lines file is tens of kilobytes; nflverse's games.csv, every season since
 * 1999, about 2 MB.
 */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const megabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A file refused whole is the uploader's to fix (400); a failed import is ours (500). */
const UPLOAD_STATUS: Record<ImportResult['status'], number> = { done: 200, refused: 400, failed: 500 };

/**
 * POST /api/games/upload-csv and /api/betting-lines/upload-csv (multipart field csvFile). The file
 * goes into the bucket like any other import, and the call waits for the import Lambda's result
 * (docs/architecture.md, Imports from S3: one path for every CSV).
 */
export function uploadEndpoint(kind: ImportKind) {
  return endpoint({}, async ({ event, user }) => {
    const text = await csvFileOf(event);
    const uploadId = randomUUID();
    // The nflverse schedule file, recognised by its header, goes the feed's way (docs/product.md).
    const target = kind === 'schedule' && isNflverseSchedule(text) ? 'feed' : kind;
    if (target !== 'feed') refuseTooManyRows(text);
    await putImportFile(target, uploadId, text, user.email);
    const result = await waitForImportResult(uploadId);
    if (!result) {
      return json(
        {
          uploadId,
          created: 0,
          errors: 0,
          errorDetails: [],
          warnings: 0,
          warningDetails: [],
          message: 'The file was received and is still being imported. Reload in a minute to see it.',
        },
        202,
      );
    }
    const { created, updated, unchanged, errors, errorDetails, message } = result;
    const { warnings = 0, warningDetails = [] } = result;
    return json(
      { uploadId, created, updated, unchanged, errors, errorDetails, warnings, warningDetails, message },
      UPLOAD_STATUS[result.status],
    );
  });
}

async function csvFileOf(event: APIGatewayProxyEventV2): Promise<string> {
  const contentType = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new InvalidRequest('Send the file as multipart/form-data, in the field csvFile');
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (body.length > MAX_FILE_BYTES)
    throw new TooLarge(
      `The file is ${megabytes.format(body.length / 1024 / 1024)} MB; an upload may be at most 4 MB`,
    );
  let form: FormData;
  try {
    // The platform's own multipart parser (undici), as a browser would read the form.
    form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new InvalidRequest('The upload is not a valid multipart form');
  }
  const file = form.get('csvFile');
  if (!(file instanceof File)) throw new InvalidRequest('Attach the file in the field csvFile');
  if (!isCsvFile(file)) throw new InvalidRequest('Please select a valid CSV file');
  return file.text();
}

/**
 * A schedule or lines file of more rows than an import takes is refused here, at once, with the
 * import's own words (docs/decisions.md, "What an upload may create"): in the bucket it would be read
 * whole before being refused, and the upload's wait would run out first. Lines are counted, not rows:
 * a quoted field could hold a line break, so a file counted over the limit is parsed to be sure.
 */
function refuseTooManyRows(text: string): void {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  if (lines <= MAX_IMPORT_ROWS) return;
  // Counted as the import counts them (domain/csv/read-csv.ts): records after the header with a value.
  const rows = Papa.parse<string[]>(text)
    .data.slice(1)
    .filter((record) => record.some((value) => value.trim() !== '')).length;
  if (rows > MAX_IMPORT_ROWS) throw new TooLarge(tooManyRows(rows));
}
