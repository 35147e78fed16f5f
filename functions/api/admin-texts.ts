import { serveRoutes } from '../http/api-function';
import { handler as adminTestSms } from '../admin/test-sms';
import { adminTexts } from './admin-texts.routes';

/** The admin-texts function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(adminTexts, {
  'POST /api/admin/test-sms': adminTestSms,
});
