import { serveRoutes } from '../http/api-function';
import { handler as userTestPregameNotifications } from '../user/test-pregame-notifications';
import { pregameTest } from './pregame-test.routes';

/** The pregame-test function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(pregameTest, {
  'POST /api/test-pregame-notifications': userTestPregameNotifications,
});
