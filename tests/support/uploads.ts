import type { ImportResult } from '../../functions/store/imports';
import { callApi, multipartFile } from './api';
import { ADMIN_EMAIL } from './users';

export type UploadResponse = Pick<
  ImportResult,
  'uploadId' | 'created' | 'updated' | 'unchanged' | 'errors' | 'errorDetails' | 'message'
> &
  Required<Pick<ImportResult, 'warnings' | 'warningDetails'>>;

/** Uploads a file as the admin screen does: multipart, field csvFile, through the real S3 import path. */
export async function upload(
  path: string,
  file: { name: string; type: string; text: string },
  as = ADMIN_EMAIL,
) {
  const { body, contentType } = await multipartFile('csvFile', file);
  return callApi<UploadResponse>('POST', path, {
    as,
    rawBody: body,
    headers: { 'content-type': contentType },
  });
}

export const uploadSchedule = (text: string, name = 'schedule.csv') =>
  upload('/api/games/upload-csv', { name, type: 'text/csv', text });
export const uploadLines = (text: string) =>
  upload('/api/betting-lines/upload-csv', { name: 'lines.csv', type: 'text/csv', text });

export const SCHEDULE_HEADER = 'game_id,home_team,away_team,game_date,game_time,season,week,timezone';
