import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { failAudit, finishAudit } from '../store/audit';
import { auditLedger } from '../store/ledger-audit';

/** What starts a run: its start time, which names it (functions/store/audit.ts). */
export interface AuditEvent {
  startedAt: string;
}

/**
 * The audit function: reads the whole table a page at a time, checks every invariant and records the
 * outcome for the dashboard. In the cloud it is a function of its own, started asynchronously, with
 * Lambda's longest timeout (docs/decisions.md, The ledger audit runs from the dashboard).
 */
export async function runAudit(event: AuditEvent): Promise<void> {
  const started = Date.now();
  try {
    const outcome = await auditLedger();
    await finishAudit(event.startedAt, outcome);
    logger.info('Ledger audit finished', {
      items: outcome.items,
      problems: outcome.problems.length,
      durationMs: Date.now() - started,
    });
  } catch (error) {
    logger.error('The ledger audit failed', { error });
    await failAudit(event.startedAt, 'The audit stopped before it finished: run it again');
  }
}

export const handler = observed(runAudit);
