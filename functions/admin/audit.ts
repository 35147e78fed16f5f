import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { getAudit } from '../store/audit';

/** GET /api/admin/audit: the ledger audit under way or the last one (null before the first). */
export const handler = endpoint({}, async () => json((await getAudit()) ?? null));
