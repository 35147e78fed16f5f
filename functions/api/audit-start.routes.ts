import { apiFunction } from '../http/api-function';

/** Starting the ledger audit: its result item and the audit function. */
export const auditStart = apiFunction({
  name: 'audit-start',
  uses: ['table:read', 'audit:record', 'audit:invoke'],
  routes: {
    // Marks the run started and answers it; the audit's own Scan runs apart, in its own function.
    'POST /api/admin/audit': { access: 'admin', calls: 4 },
  },
});
