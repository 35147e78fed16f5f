import { saveAuditResult, type AuditResult } from '../../functions/store/audit';
import { checkLedger } from './check-ledger';
import { scanTable } from './scan-table';

/** Reads the whole table, checks every invariant, records the result for the Admin Dashboard. */
export async function auditTable(): Promise<AuditResult & { allDetails: string[] }> {
  const items = await scanTable();
  const problems = checkLedger(items);
  const result: AuditResult = {
    checkedAt: new Date().toISOString(),
    items: items.length,
    problems: problems.length,
    details: problems.slice(0, 20),
  };
  await saveAuditResult(result);
  return { ...result, allDetails: problems };
}
