import { serveRoutes } from '../http/api-function';
import { handler as adminUsersDelete } from '../admin/users/delete';
import { handler as adminUsersSetStatus } from '../admin/users/set-status';
import { handler as userSignOutEverywhere } from '../user/sign-out-everywhere';
import { signOuts } from './sign-outs.routes';

/** The sign-outs function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(signOuts, {
  'POST /api/user/sign-out-everywhere': userSignOutEverywhere,
  'PATCH /api/admin/users/{id}/status': adminUsersSetStatus,
  'DELETE /api/admin/users/{id}': adminUsersDelete,
});
