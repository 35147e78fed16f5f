import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GAMES_KEY } from './games';
import { BETTING_LINES_KEY } from './admin';
import { ApiError } from './http';
import { SEASONS_KEY } from './seasons';
import { refreshQueries } from './query-client';

/** The admin's CSV uploads (docs/product.md, CSV formats): sent with their progress, answered by the import. */

export type ImportKind = 'schedule' | 'lines';

const UPLOAD_PATHS: Record<ImportKind, string> = {
  schedule: '/api/games/upload-csv',
  lines: '/api/betting-lines/upload-csv',
};

/**
 * docs/product.md, CSV formats: what an upload answers. `updated` and `unchanged` are newer; older answers
 * may lack them.
 */
export interface ImportResult {
  created: number;
  updated?: number;
  unchanged?: number;
  errors: number;
  errorDetails: string[];
  /** Rows imported but read otherwise than written (docs/product.md, CSV formats: time zones). */
  warnings: number;
  warningDetails: string[];
  message: string;
  /** 202: the import was still running when the call stopped waiting. */
  stillRunning: boolean;
}

/** A refused or failed upload. `result` is there when the import ran and failed (its rows' errors). */
export class UploadError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly result?: ImportResult,
  ) {
    super(status, message);
  }
}

/** The upload's stages (docs/product.md, Admin screens: 25, 50, 75, then 100 when done). */
export const UPLOAD_STAGES = { sending: 25, answered: 50, read: 75, done: 100 } as const;

export interface CsvUpload {
  file: File;
  /** Told each stage as the call reaches it; the caller shows `done` once it has the result. */
  onProgress?: (percent: number) => void;
}

/**
 * POST the file as multipart/form-data in the field csvFile (docs/product.md, CSV formats), then refresh what
 * it changed.
 */
export function useCsvUpload(kind: ImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: CsvUpload) => uploadCsv(kind, file, onProgress),
    onSuccess: () => refreshQueries(queryClient, [GAMES_KEY, BETTING_LINES_KEY, SEASONS_KEY]),
  });
}

async function uploadCsv(
  kind: ImportKind,
  file: File,
  onProgress: (percent: number) => void = () => undefined,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('csvFile', file);
  onProgress(UPLOAD_STAGES.sending);
  // The server answers once the import has run (docs/architecture.md, Imports from S3), so most of the wait
  // is this call.
  const response = await fetch(UPLOAD_PATHS[kind], {
    method: 'POST',
    credentials: 'include',
    body: form,
  }).catch(() => {
    throw new UploadError(0, 'The server could not be reached');
  });
  onProgress(UPLOAD_STAGES.answered);
  const body = (await response.json().catch(() => undefined)) as Partial<ImportResult> | undefined;
  onProgress(UPLOAD_STAGES.read);
  const result = body && typeof body.created === 'number' ? toResult(body, response.status) : undefined;
  if (!response.ok) {
    // 'Upload failed: {status text}' (docs/product.md, Admin screens): the server's reason when it gave one,
    // else the HTTP status.
    const statusText = body?.message || response.statusText || `HTTP ${response.status}`;
    throw new UploadError(response.status, statusText, result);
  }
  if (!result) throw new UploadError(response.status, 'The server sent an unexpected answer');
  return result;
}

function toResult(body: Partial<ImportResult>, status: number): ImportResult {
  return {
    created: body.created ?? 0,
    updated: body.updated,
    unchanged: body.unchanged,
    errors: body.errors ?? 0,
    errorDetails: body.errorDetails ?? [],
    warnings: body.warnings ?? 0,
    warningDetails: body.warningDetails ?? [],
    message: body.message ?? '',
    stillRunning: status === 202,
  };
}
