import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { getAuditResult } from '../store/audit';

/** The latest `npm run audit` result (null before the first run): the audit itself scans, so it never runs here. */
export const handler = endpoint({}, async () => json((await getAuditResult()) ?? null));
