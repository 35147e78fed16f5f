import { serveRoutes } from '../http/api-function';
import { handler as userSendPhoneCode } from '../user/send-phone-code';
import { handler as userTestSms } from '../user/test-sms';
import { texts } from './texts.routes';

/** The texts function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(texts, {
  'POST /api/user/phone/code': userSendPhoneCode,
  'POST /api/test-sms': userTestSms,
});
