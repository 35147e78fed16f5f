import { CheckCircle2, Download, FileWarning, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { isCsvFile } from '../../../../domain/csv/csv-file';
import {
  UPLOAD_STAGES,
  UploadError,
  useCsvUpload,
  type ImportKind,
  type ImportResult,
} from '../../api/admin';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';

interface KindTexts {
  title: string;
  description: string;
  sample: string;
  /** SPEC 3: the columns the file's header row must have. */
  columns: string[];
  /** SPEC 8: the failure toast, given the status text. */
  failure: (statusText: string) => [title: string, description: string];
}

const KINDS: Record<ImportKind, KindTexts> = {
  schedule: {
    title: 'Upload Schedule',
    description: 'Games are matched by game_id, so uploading a file again updates its games.',
    sample: '/samples/schedule-2025-week-1.csv',
    columns: ['game_id', 'home_team', 'away_team', 'game_date', 'game_time', 'season', 'week', 'timezone'],
    failure: (statusText) => ['Upload Failed', `Upload failed: ${statusText}`],
  },
  lines: {
    title: 'Upload Betting Lines',
    description: "Lines are matched to games by the schedule's game_id; upload the schedule first.",
    sample: '/samples/lines-2025-week-1.csv',
    columns: ['gameId', 'spreadFavorite', 'spreadLine', 'totalLine'],
    failure: (statusText) => ['Failed to upload betting lines', statusText],
  },
};

/** SPEC 2: the first 5 error details are shown and the rest only counted. */
const SHOWN_ERRORS = 5;

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
          else if (result.errors > 0) toast.warning('Upload Complete', { description: result.message });
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
        action={
          <a
            href={texts.sample}
            download
            className="inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            <Download className="h-4 w-4" aria-hidden />
            Sample CSV
          </a>
        }
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
                'file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-stone-300',
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
        <p id={`${inputId}-columns`} className="text-xs text-stone-500">
          Header row: <span className="font-mono break-words">{texts.columns.join(', ')}</span>
        </p>
        {progress > 0 && <UploadProgress value={progress} />}
        {outcome && <UploadOutcome {...outcome} />}
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
            !done && 'animate-pulse',
          )}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

function UploadOutcome({ result, failure }: { result?: ImportResult; failure?: string }) {
  const clean = !failure && result && !result.stillRunning && result.errors === 0;
  const shown = result?.errorDetails.slice(0, SHOWN_ERRORS) ?? [];
  const more = result ? Math.max(result.errors, result.errorDetails.length) - shown.length : 0;
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
      {shown.length > 0 && (
        <div className="mt-3">
          <p className="font-medium">Rows with errors</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 break-words text-stone-700">
            {shown.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-stone-600">and {more} more</p>}
        </div>
      )}
    </div>
  );
}
