import { LoaderCircle, RefreshCw, Rss } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { FeedImport, FeedStatus } from '../../../../domain/feed';
import { counted } from '../../../../domain/words';
import { useFeedStatus, useFetchFeed } from '../../api/admin';
import { messageOf } from '../../api/http';
import { calendarDateTime } from '../../components/dates';
import { toast } from '../../components/toasts';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';

const when = calendarDateTime;

const OUTCOMES: Record<NonNullable<FeedStatus['lastOutcome']>, string> = {
  changed: 'Changed',
  unchanged: 'Unchanged',
  failed: 'Failed',
};

/**
 * The NFL schedule feed from the dashboard (docs/product.md, The NFL schedule feed): whether it is
 * on, its last fetch and what the last changed file applied, and Fetch Now, which fetches it at once
 * and answers after its import has run.
 */
export function FeedCard() {
  const feed = useFeedStatus();
  const fetchNow = useFetchFeed();
  const headingId = useId();
  const current = feed.data;
  const tone = !current?.enabled
    ? 'bg-stone-100 text-stone-500'
    : current.lastOutcome === 'failed'
      ? 'bg-red-50 text-red-700'
      : 'bg-brand-50 text-brand-700';

  function start() {
    fetchNow.mutate(undefined, {
      onSuccess: (status) =>
        status.lastOutcome === 'failed'
          ? toast.error('Feed fetch failed', { description: status.lastError ?? undefined })
          : toast.success(`Feed fetched: ${status.lastOutcome ?? 'done'}`, {
              description:
                status.lastOutcome === 'changed' && status.lastImport
                  ? `${counted(status.lastImport.games.created, 'new game')}, ${counted(status.lastImport.finals.applied, 'final')} applied`
                  : undefined,
            }),
      onError: (error) =>
        toast.error('Feed fetch failed', { description: messageOf(error, 'Please try again') }),
    });
  }

  // The details take the card's whole width: beside the icon, a phone would wrap every date.
  return (
    <Card role="region" aria-labelledby={headingId} className="lg:col-span-2">
      <CardBody className="space-y-3">
        <div className="flex items-start gap-4">
          <span className={cn('rounded-lg p-2.5', tone)} aria-hidden>
            <Rss className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="font-semibold">
              Schedule feed
            </h2>
            <p className="text-xs text-stone-500">
              The public NFL schedule: new games, moved kickoffs, lines and finals. Read hourly, and every 10
              minutes while games are played.
            </p>
          </div>
        </div>
        <div className="text-sm" aria-live="polite">
          {feed.isPending ? (
            <Skeleton className="h-4 w-48" />
          ) : feed.isError ? (
            <p className="text-red-700">Could not load the feed: {feed.error.message}</p>
          ) : (
            <FeedState feed={feed.data} />
          )}
        </div>
        {current?.enabled && (
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={fetchNow.isPending}
            onClick={start}
          >
            {fetchNow.isPending ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <RefreshCw className="h-4 w-4" aria-hidden />
            )}
            {fetchNow.isPending ? 'Fetching...' : 'Fetch Now'}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

function FeedState({ feed }: { feed: FeedStatus }) {
  if (!feed.enabled) return <p className="text-stone-600">Off: no feed address is set (FEED_URL)</p>;
  const failed = feed.lastOutcome === 'failed';
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2 lg:gap-6">
      <div className="min-w-0 space-y-3">
        <div>
          <p className="font-medium text-stone-800">{feed.season} season</p>
          {feed.url && <p className="text-xs break-all text-stone-500">From {feed.url}</p>}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 px-3 py-2">
          <Row label="Last fetched">{feed.lastFetchedAt ? when(feed.lastFetchedAt) : 'Not yet'}</Row>
          <Row label="Last changed">{feed.lastChangedAt ? when(feed.lastChangedAt) : 'Not yet'}</Row>
          <Row label="Last outcome">
            <span className={cn('font-semibold', failed ? 'text-red-700' : 'text-stone-900')}>
              {feed.lastOutcome ? OUTCOMES[feed.lastOutcome] : 'Not fetched yet'}
            </span>
          </Row>
        </dl>
        {/* The error may hold a whole URL, which would otherwise widen the card past a phone. */}
        {failed && (
          <div className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 wrap-anywhere text-red-800">
            <p className="font-medium">
              {counted(feed.failuresInARow, 'failure')} in a row: {feed.lastError ?? 'no reason given'}
            </p>
            <p className="mt-1 text-xs">The last good games, lines and finals stay in place.</p>
          </div>
        )}
      </div>
      {feed.lastImport ? (
        <LastImport applied={feed.lastImport} />
      ) : (
        <p className="text-stone-600">No file imported yet.</p>
      )}
    </div>
  );
}

/** What the last changed file applied, its first problems, and the admin finals it did not replace. */
function LastImport({ applied }: { applied: FeedImport }) {
  const { games, lines, finals, problems, problemCount, disagreements } = applied;
  return (
    <section
      aria-label="Last import"
      className="min-w-0 space-y-2 border-t border-stone-100 pt-3 lg:border-t-0 lg:pt-0"
    >
      <h3 className="font-medium text-stone-800">
        Last import <span className="font-normal text-stone-500">· {when(applied.finishedAt)}</span>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <Row label="Games">
          {games.created} new · {games.updated} moved · {games.unchanged} unchanged
        </Row>
        <Row label="Lines">
          {lines.changed} set · {lines.unchanged} unchanged
        </Row>
        <Row label="Finals">
          {finals.applied} applied · {finals.unchanged} unchanged
          <span className="block text-xs font-normal text-stone-500">
            {counted(finals.settled, 'bet')} settled, {finals.regraded} re-graded
          </span>
        </Row>
      </dl>
      {problemCount > 0 && (
        <div className="text-amber-900">
          <p className="font-medium">{counted(problemCount, 'problem')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-xs" aria-label="Problems">
            {problems.map((problem) => (
              <li key={problem} className="wrap-anywhere">
                {problem}
              </li>
            ))}
          </ul>
          {problemCount > problems.length && (
            <p className="mt-1 text-xs">and {problemCount - problems.length} more</p>
          )}
        </div>
      )}
      {disagreements.length > 0 && (
        <div>
          <p className="font-medium text-stone-800">
            {disagreements.length === 1
              ? "An admin's final stands:"
              : `${disagreements.length} admin finals stand:`}
          </p>
          <ul className="mt-1 space-y-1 text-xs text-stone-700" aria-label="Admin finals kept">
            {disagreements.map((game) => (
              <li key={game.gameId}>
                <span className="font-semibold text-stone-900">{game.matchup}</span> admin {game.admin}, feed{' '}
                {game.feed}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </>
  );
}
