import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { launchAudit } from '../audit/launch';
import { failAudit, getAudit, startAudit } from '../store/audit';

/**
 * POST /api/admin/audit: starts the ledger audit and answers 202 at once with it running; the
 * dashboard reads GET /api/admin/audit until it is done. Refused (409) while a run is under way.
 */
export const handler = endpoint({}, async () => {
  const startedAt = await startAudit();
  try {
    await launchAudit({ startedAt });
  } catch (error) {
    await failAudit(startedAt, 'The audit could not be started: try again');
    throw error;
  }
  return json(await getAudit(), 202);
});
