import { apiFunction } from '../http/api-function';

/** Starting the ledger audit: its result item and the audit function. */
export const auditStart = apiFunction({
  name: 'audit-start',
  uses: ['table:read', 'audit:record', 'audit:invoke'],
  // prettier-ignore
  routes: [
    // Marks the run started and answers it; the audit's own Scan runs apart, in its own function.
    { method: 'POST', path: '/api/admin/audit', access: 'admin', load: () => import('../admin/start-audit'), calls: 4 },
  ],
});

export const { handler } = auditStart;
