import { serveRoutes } from '../http/api-function';
import { handler as adminStartAudit } from '../admin/start-audit';
import { auditStart } from './audit-start.routes';

/** The audit-start function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(auditStart, {
  'POST /api/admin/audit': adminStartAudit,
});
