import { CheckCircle2, ChevronRight, Download, FileWarning, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { toast } from '../../components/toasts';
import { LINES_COLUMNS, SCHEDULE_COLUMNS } from '../../../../domain/csv/columns';
import { isCsvFile } from '../../../../domain/csv/csv-file';
import type * as Samples from '../../../../domain/csv/samples';
import { calendarWeek, type SeasonWeek } from '../../../../domain/seasons';
import {
  UPLOAD_STAGES,
  UploadError,
  useCsvUpload,
  type ImportKind,
  type ImportResult,
} from '../../api/uploads';
import { useWeekGames } from '../../api/games';
import { useSeasons } from '../../api/seasons';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { lazyComponent } from '../../components/lazy-component';

interface KindTexts {
  title: string;
  description: string;
  /** A file for the week asked for that imports as it is, and its name. */
  sample: (samples: typeof Samples, week: SeasonWeek) => string;
  sampleName: (week: SeasonWeek) => string;
  /** docs/product.md, CSV formats: the columns the file's header row must have. */
  columns: readonly string[];
  /** When no row of a file went in. */
  nothingImported: string;
  /** docs/product.md, Admin screens: the failure toast, given the status text. */
  failure: (statusText: string) => [title: string, description: string];
}

const KINDS: Record<ImportKind, KindTexts> = {
  schedule: {
    title: 'Upload Schedule',
    description: 'Games are matched by game_id, so uploading a file again updates its games.',
    sample: (samples, week) => samples.sampleScheduleCsv(week),
    sampleName: ({ season, week }) => `schedule-${season}-week-${week}.csv`,
    columns: SCHEDULE_COLUMNS,
    nothingImported: 'No games imported',
    failure: (statusText) => ['Upload Failed', `Upload failed: ${statusText}`],
  },
  lines: {
    title: 'Upload Betting Lines',
    description: "Lines are matched to games by the schedule's game_id; upload the schedule first.",
    sample: (samples, week) => samples.sampleLinesCsv(week),
    sampleName: ({ season, week }) => `lines-${season}-week-${week}.csv`,
    columns: LINES_COLUMNS,
    nothingImported: 'No betting lines imported',
    failure: (statusText) => ['Failed to upload betting lines', statusText],
  },
};

/** An import in which every row failed: nothing went in, whatever the call's status. */
const importedNothing = (result: ImportResult) =>
  !result.stillRunning && result.errors > 0 && result.created === 0 && !result.updated && !result.unchanged;

const SHOWN_DETAILS = 5;

// Loaded when opened (docs/decisions.md, first-visit budgets): a phone shows the upload first.
const CsvFormats = lazyComponent(() => import('./csv-formats'), 'CsvFormats');

/** 'Columns and formats': every column's format, for both files (docs/product.md, CSV formats). */
function FormatsDisclosure({ kind }: { kind: ImportKind }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group rounded-lg border border-stone-200 text-sm text-stone-700"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 font-medium text-stone-800',
          '[&::-webkit-details-marker]:hidden',
        )}
      >
        <ChevronRight className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
        Columns and formats
      </summary>
      {open && <CsvFormats kind={kind} />}
    </details>
  );
}

/** Picks a CSV file, uploads it, and shows how the import went. */
export function CsvUploadCard({ kind }: { kind: ImportKind }) {
  const texts = KINDS[kind];
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<{ result?: ImportResult; failure?: string } | null>(null);
  const upload = useCsvUpload(kind);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setOutcome(null);
    setProgress(0);
    if (chosen && !isCsvFile(chosen)) {
      toast.error('Invalid File', { description: 'Please select a valid CSV file' });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!file || upload.isPending) return;
    setOutcome(null);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          // 202: the server stopped waiting; the import goes on, so there is nothing to count yet.
          setProgress(result.stillRunning ? 0 : UPLOAD_STAGES.done);
          setOutcome({ result });
          setFile(null);
          if (input.current) input.current.value = '';
          // The server's summary carries the counts: "Imported 12 new games, updated 2; 1 row has errors."
          if (result.stillRunning) toast.info('Upload Received', { description: result.message });
          else if (importedNothing(result))
            toast.error(texts.nothingImported, { description: result.message });
          else if (result.errors > 0 || result.warnings > 0)
            toast.warning('Upload Complete', { description: result.message });
          else toast.success('Upload Complete', { description: result.message });
        },
        onError: (error) => {
          setProgress(0);
          const statusText = error.message;
          setOutcome({
            failure: statusText,
            result: error instanceof UploadError ? error.result : undefined,
          });
          const [title, description] = texts.failure(statusText);
          toast.error(title, { description });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader
        title={texts.title}
        description={texts.description}
        action={<SampleDownload texts={texts} />}
      />
      <CardBody className="space-y-4">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
              CSV file
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={upload.isPending}
              onChange={choose}
              aria-describedby={`${inputId}-columns`}
              className={cn(
                'block w-full min-w-0 rounded-lg border border-stone-300 bg-white text-sm text-stone-700 shadow-xs',
                'file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-stone-300',
                'file:bg-stone-100 file:px-3 file:font-semibold file:text-stone-800 hover:file:bg-stone-200',
                'disabled:opacity-50',
              )}
            />
          </div>
          <Button type="submit" disabled={!file || upload.isPending}>
            <Upload className="h-4 w-4" aria-hidden />
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </form>
        <div className="space-y-2">
          <p id={`${inputId}-columns`} className="text-xs text-stone-500">
            Header row: <span className="font-mono break-words">{texts.columns.join(', ')}</span>
          </p>
          <FormatsDisclosure kind={kind} />
        </div>
        {progress > 0 && <UploadProgress value={progress} />}
        {outcome && <UploadOutcome {...outcome} nothingImported={texts.nothingImported} />}
      </CardBody>
    </Card>
  );
}

const STAGE_LABELS: Record<number, string> = {
  [UPLOAD_STAGES.sending]: 'Uploading and importing...',
  [UPLOAD_STAGES.answered]: 'Reading the result...',
  [UPLOAD_STAGES.read]: 'Refreshing the lists...',
  [UPLOAD_STAGES.done]: 'Done',
};

function UploadProgress({ value }: { value: number }) {
  const stage = STAGE_LABELS[value] ?? 'Uploading...';
  const done = value >= UPLOAD_STAGES.done;
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium text-stone-700" aria-live="polite">
          {stage}
        </span>
        <span className="text-stone-500 tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-700 transition-[width] duration-300',
            !done && 'motion-safe:animate-pulse',
          )}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Downloads a sample file that imports as it is: made for the week under way, or the next one whose
 * games are all still to come (domain/csv/samples.ts, sampleWeek).
 */
function SampleDownload({ texts }: { texts: KindTexts }) {
  const underWay = useSeasons().data?.current;
  const games = useWeekGames(underWay?.season ?? 0, underWay?.week ?? 0, underWay !== undefined);
  async function download() {
    // Loaded on the click, with the time zone rules it uses (docs/decisions.md, first-visit budgets).
    const samples = await import('../../../../domain/csv/samples');
    const now = new Date();
    const kickoffs = games.data?.map((game) => game.gameDate) ?? [];
    const week = samples.sampleWeek(underWay ?? calendarWeek(now), kickoffs, now);
    const url = URL.createObjectURL(new Blob([texts.sample(samples, week)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = texts.sampleName(week);
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    // Not before the week's games are read: without their kickoffs a started week looks unstarted, and
    // the schedule and lines samples could be made for different weeks.
    <Button
      variant="ghost-brand"
      disabled={underWay === undefined || games.isPending}
      onClick={() => void download()}
    >
      <Download className="h-4 w-4" aria-hidden />
      Sample CSV
    </Button>
  );
}

function UploadOutcome({
  result,
  failure: callFailure,
  nothingImported,
}: {
  result?: ImportResult;
  failure?: string;
  nothingImported: string;
}) {
  // Every row refused reads as a failure, not as a finished upload; the rows below say why.
  const failure = callFailure ?? (result && importedNothing(result) ? nothingImported : undefined);
  const clean = !failure && result && !result.stillRunning && result.errors === 0 && result.warnings === 0;
  const counts =
    result && !result.stillRunning
      ? [
          { label: 'Created', value: result.created },
          { label: 'Updated', value: result.updated },
          { label: 'Unchanged', value: result.unchanged },
          { label: 'Errors', value: result.errors },
        ].filter((count): count is { label: string; value: number } => count.value !== undefined)
      : [];

  return (
    <div
      role={failure ? 'alert' : 'status'}
      data-testid="upload-outcome"
      className={cn(
        'rounded-lg border p-4 text-sm',
        failure
          ? 'border-red-200 bg-red-50'
          : clean
            ? 'border-green-200 bg-green-50'
            : 'border-amber-200 bg-amber-50',
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        {clean ? (
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden />
        ) : (
          <FileWarning
            className={cn('mt-0.5 h-4 w-4 shrink-0', failure ? 'text-red-700' : 'text-amber-700')}
            aria-hidden
          />
        )}
        <span className="break-words">{failure ?? (result?.message || 'The import finished')}</span>
      </p>
      {counts.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {counts.map((count) => (
            <div key={count.label} className="rounded-md bg-white/70 px-3 py-2">
              <dt className="text-xs text-stone-500">{count.label}</dt>
              <dd className="text-lg font-bold tabular-nums">{count.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {result && (
        <>
          <RowDetails title="Rows with errors" details={result.errorDetails} count={result.errors} />
          <RowDetails
            title="Imported with warnings"
            details={result.warningDetails}
            count={result.warnings}
          />
        </>
      )}
    </div>
  );
}

/** docs/product.md, Admin screens: the first 5 details are shown and the rest only counted. */
function RowDetails({ title, details, count }: { title: string; details: string[]; count: number }) {
  const shown = details.slice(0, SHOWN_DETAILS);
  const more = Math.max(count, details.length) - shown.length;
  if (shown.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-medium">{title}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 break-words text-stone-700">
        {shown.map((detail, index) => (
          <li key={index}>{detail}</li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-stone-600">and {more} more</p>}
    </div>
  );
}
