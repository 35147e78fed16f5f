import { serveRoutes } from '../http/api-function';
import { handler as importsUploadLines } from '../imports/upload-lines';
import { handler as importsUploadSchedule } from '../imports/upload-schedule';
import { uploads } from './uploads.routes';

/** The uploads function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(uploads, {
  'POST /api/games/upload-csv': importsUploadSchedule,
  'POST /api/betting-lines/upload-csv': importsUploadLines,
});
