import { LoaderCircle, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../components/toasts';
import type { AuditRun } from '../../../../domain/audit';
import { useLedgerAudit, useRunAudit } from '../../api/admin';
import { messageOf } from '../../api/http';
import { calendarDateTime } from '../../components/dates';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { counted } from '../../../../domain/words';

const when = calendarDateTime;
/**
 * The ledger audit from the dashboard: Run Audit starts it on the server (it reads the whole table,
 * in its own function), the card follows it while it runs, then shows when it ran, its result and the
 * first problems it found.
 */
export function LedgerAuditCard() {
  const audit = useLedgerAudit();
  const run = useRunAudit();
  const headingId = useId();
  const current = audit.data;
  const running = current?.status === 'running';
  const tone = !current?.checkedAt
    ? 'bg-stone-100 text-stone-500'
    : current.problems
      ? 'bg-red-50 text-red-700'
      : 'bg-brand-50 text-brand-700';

  function start() {
    run.mutate(undefined, {
      onError: (error) => toast.error('Audit Failed', { description: messageOf(error, 'Please try again') }),
    });
  }

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardBody className="flex flex-wrap items-start gap-4">
        <span className={cn('rounded-lg p-2.5', tone)} aria-hidden>
          {!current?.checkedAt ? (
            <ShieldQuestion className="h-5 w-5" />
          ) : current.problems ? (
            <ShieldAlert className="h-5 w-5" />
          ) : (
            <ShieldCheck className="h-5 w-5" />
          )}
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h2 id={headingId} className="font-semibold">
            Ledger audit
          </h2>
          <p className="text-xs text-stone-500">
            Checks every balance against its ledger, every bet against its entries, and the leaderboards.
          </p>
          <div className="mt-2 space-y-2 text-sm" aria-live="polite">
            {audit.isPending ? (
              <Skeleton className="h-4 w-48" />
            ) : audit.isError ? (
              <p className="text-red-700">Could not load the last audit: {audit.error.message}</p>
            ) : (
              <AuditState audit={current ?? null} />
            )}
          </div>
        </div>
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          disabled={running || run.isPending || audit.isPending}
          onClick={start}
        >
          {running || run.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <ShieldCheck className="h-4 w-4" aria-hidden />
          )}
          {running || run.isPending ? 'Running...' : 'Run Audit'}
        </Button>
      </CardBody>
    </Card>
  );
}

function AuditState({ audit }: { audit: AuditRun | null }) {
  if (!audit) return <p className="text-stone-600">Not run yet.</p>;
  return (
    <>
      {audit.status === 'running' && (
        <p className="font-medium text-stone-800">
          Reading the whole table, started {when(audit.startedAt)}...
        </p>
      )}
      {audit.status === 'failed' && (
        <p className="font-medium text-red-700">
          The run started {when(audit.startedAt)} failed: {audit.error ?? 'no reason given'}
        </p>
      )}
      {audit.checkedAt && <Outcome audit={audit} />}
    </>
  );
}

/** The last finished run: when, how many items, and the first problems in full. */
function Outcome({ audit }: { audit: AuditRun }) {
  const problems = audit.problems ?? 0;
  const { details } = audit;
  const last = audit.status === 'done' ? '' : 'Last result: ';
  if (problems === 0)
    return (
      <p className="text-stone-600">
        {last}
        <strong className="text-brand-800">Ledger consistent</strong> ·{' '}
        {(audit.items ?? 0).toLocaleString('en-US')} items checked on {when(audit.checkedAt ?? '')}
      </p>
    );
  return (
    <>
      <p className="text-red-700">
        {last}
        <strong>{counted(problems, 'problem')}</strong> found in {(audit.items ?? 0).toLocaleString('en-US')}{' '}
        items on {when(audit.checkedAt ?? '')}
      </p>
      <ul
        className="max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-xs text-stone-700"
        aria-label="Problems found"
      >
        {details.map((detail) => (
          <li key={detail} className="break-words">
            {detail}
          </li>
        ))}
      </ul>
      {problems > details.length && (
        <p className="text-xs text-stone-500">
          The first {details.length} are shown; {problems - details.length} more were found.
        </p>
      )}
    </>
  );
}
