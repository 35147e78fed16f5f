import { apiFunction } from '../http/api-function';

/** Starting the ledger audit: its result item and the audit function. */
export const auditStart = apiFunction({
  name: 'audit-start',
  uses: ['table:read', 'audit:record', 'audit:invoke'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/admin/audit', access: 'admin', load: () => import('../admin/start-audit') },
  ],
});

export const { handler } = auditStart;
