import { ArrowLeft, History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CURRENCY } from '../../../domain/constants';
import type { LeaderboardRow } from '../../../domain/leaderboard';
import { formatSignedAmount, parseCents } from '../../../domain/money';
import type { User } from '../../../domain/users';
import { useBetHistory } from '../api/bets';
import { useAllTimeLeaderboard } from '../api/leaderboard';
import { BetGrid, BetListSkeleton, BetsLoadError } from '../components/bets/bet-list';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/load-more';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';
import { cn } from '../components/ui/cn';
import { useNow } from '../components/use-now';

/**
 * docs/product.md, Bet History: the settled bets, the latest settlement first, a page at a time as the list
 * scrolls. Its count and record come from the user's all-time leaderboard row, which settlement
 * keeps, so they cover every settled bet without loading every page (docs/decisions.md).
 */
export function BetHistoryPage({ user }: { user: User }) {
  const history = useBetHistory();
  const allTime = useAllTimeLeaderboard(true);
  const now = useNow();
  const settled = history.data?.items ?? [];
  const record = allTime.data?.find((row) => row.userId === user.id);
  const count = Math.max(record?.totalBets ?? 0, settled.length);
  // The record card goes above the list: the list waits for it (or for its first failure) rather than
  // jump down when it lands (docs/product.md, Screens: holding still).
  const loading = history.isPending || (allTime.isPending && allTime.failureCount === 0);

  return (
    <>
      <Link
        to="/my-bets"
        className="mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to My Bets
      </Link>
      <PageHeader
        title="Bet History"
        description={
          !loading && history.isSuccess && `Showing ${count} settled ${count === 1 ? 'bet' : 'bets'}`
        }
      />
      {loading ? (
        <BetListSkeleton />
      ) : history.isError ? (
        <BetsLoadError query={history} />
      ) : settled.length === 0 ? (
        <Card>
          <EmptyState icon={<History className="h-8 w-8" />} title="No Settled Bets">
            Bets show up here once both players agree on the final score.
          </EmptyState>
        </Card>
      ) : (
        <>
          {record && <SettledRecord record={record} />}
          <h2 className="sr-only">Settled bets</h2>
          <BetGrid bets={settled} user={user} now={now} label="Settled bets" />
          <LoadMore list={history} what="settled bets" />
        </>
      )}
    </>
  );
}

/** Wins, losses, ties and the net result of every settled bet. */
function SettledRecord({ record }: { record: LeaderboardRow }) {
  const netCents = parseCents(record.totalWinnings) ?? 0;
  const net = formatSignedAmount(netCents);
  return (
    <Card className="mb-6 p-4">
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {[
          { label: 'Won', count: record.wins, color: 'text-green-700' },
          { label: 'Lost', count: record.losses, color: 'text-red-700' },
          { label: 'Tied', count: record.ties, color: 'text-stone-700' },
        ].map(({ label, count, color }) => (
          <div key={label}>
            <dt className="text-sm text-stone-500">{label}</dt>
            <dd className={cn('text-2xl font-bold tabular-nums', color)}>{count}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-stone-500">Net result</dt>
          <dd
            className={cn(
              'text-2xl font-bold tabular-nums',
              netCents > 0 ? 'text-green-700' : netCents < 0 && 'text-red-700',
            )}
          >
            {net} <span className="text-sm font-medium text-stone-500">{CURRENCY}</span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
