/**
 * The ledger audit as the dashboard shows it (GET /api/admin/audit): the run under way or the last
 * one, its outcome (items read, how many problems, the first ones) or why it failed. A new run keeps
 * the last outcome until it replaces it.
 */
export interface AuditRun {
  status: 'running' | 'done' | 'failed';
  /** When the current (or last) run started: it names the run, so only it writes its outcome. */
  startedAt: string;
  /** When the last run that finished checked the table; null, with the rest, before any finished. */
  checkedAt: string | null;
  items: number | null;
  problems: number | null;
  /** The first problems found; `npm run audit` prints them all. */
  details: string[];
  /** Why the last run failed. */
  error: string | null;
}
