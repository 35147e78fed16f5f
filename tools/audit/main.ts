/**
 * npm run audit: checks the ledger's invariants over the whole table (the same check the dashboard's
 * Run Audit starts, functions/store/ledger-audit.ts), records the outcome for the dashboard, and exits
 * 0 when it is consistent, 1 with every violation listed otherwise. The table: see tools/local-table.ts.
 */
import { connectToTable } from '../local-table';

const disconnect = await connectToTable();
try {
  const { auditLedger } = await import('../../functions/store/ledger-audit');
  const { recordAudit } = await import('../../functions/store/audit');
  const { items, problems } = await auditLedger();
  await recordAudit({ items, problems });
  if (problems.length === 0) {
    console.log(`Ledger consistent: ${items} items checked.`);
  } else {
    console.log(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${items} items:`);
    for (const problem of problems) console.log(`  - ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await disconnect();
}
