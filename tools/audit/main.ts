/**
 * npm run audit: checks the ledger's invariants over the whole table and exits 0 when it is
 * consistent, 1 with every violation listed otherwise. The table: see tools/local-table.ts.
 */
import { connectToTable } from '../local-table';

const disconnect = await connectToTable();
try {
  const { auditTable } = await import('./audit');
  const result = await auditTable();
  if (result.problems === 0) {
    console.log(`Ledger consistent: ${result.items} items checked.`);
  } else {
    console.log(`${result.problems} problem${result.problems === 1 ? '' : 's'} in ${result.items} items:`);
    for (const problem of result.allDetails) console.log(`  - ${problem}`);
    process.exitCode = 1;
  }
} finally {
  await disconnect();
}
