import { serveRoutes } from '../http/api-function';
import { handler as adminInvitationsCreate } from '../admin/invitations/create';
import { invitations } from './invitations.routes';

/** The invitations function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(invitations, {
  'POST /api/admin/invitations': adminInvitationsCreate,
});
