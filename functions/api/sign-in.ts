import { serveRoutes } from '../http/api-function';
import { handler as authLogin } from '../auth/login';
import { handler as authLogoutPage } from '../auth/logout-page';
import { signIn } from './sign-in.routes';

/** The sign-in function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(signIn, {
  'GET /api/login': authLogin,
  'GET /api/logout': authLogoutPage,
});
