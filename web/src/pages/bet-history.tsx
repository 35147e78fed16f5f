import { ArrowLeft, History } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CURRENCY } from '../../../domain/constants';
import { parseCents } from '../../../domain/money';
import type { User } from '../../../domain/users';
import { useMyBets } from '../api/bets';
import { BetGrid, BetListSkeleton, BetsLoadError, byNewestSettlement } from '../components/bets/bet-list';
import { formatWhole } from '../components/currency';
import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { Card } from '../components/ui/card';
import { cn } from '../components/ui/cn';
import { useNow } from '../components/use-now';

/** SPEC 2, Bet History: every settled bet, the latest first. */
export function BetHistoryPage({ user }: { user: User }) {
  const myBets = useMyBets();
  const now = useNow();
  const settled = myBets.data?.filter((bet) => bet.status === 'settled').sort(byNewestSettlement) ?? [];

  return (
    <>
      <Link
        to="/my-bets"
        className="mb-2 inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to My Bets
      </Link>
      <PageHeader
        title="Bet History"
        description={myBets.isSuccess && `Showing ${settled.length} settled bet(s)`}
      />
      {myBets.isPending ? (
        <BetListSkeleton />
      ) : myBets.isError ? (
        <BetsLoadError message={myBets.error.message} />
      ) : settled.length === 0 ? (
        <Card>
          <EmptyState icon={<History className="h-8 w-8" />} title="No Settled Bets">
            Bets show up here once both players agree on the final score.
          </EmptyState>
        </Card>
      ) : (
        <>
          <SettledRecord bets={settled} userId={user.id} />
          <BetGrid bets={settled} user={user} now={now} label="Settled bets" />
        </>
      )}
    </>
  );
}

/** Wins, losses, ties and the net result over the settled bets. */
function SettledRecord({
  bets,
  userId,
}: {
  bets: { winnerId: string | null; amount: string }[];
  userId: string;
}) {
  let wins = 0;
  let losses = 0;
  let netCents = 0;
  for (const bet of bets) {
    const cents = parseCents(bet.amount) ?? 0;
    if (bet.winnerId === userId) {
      wins += 1;
      netCents += cents;
    } else if (bet.winnerId !== null) {
      losses += 1;
      netCents -= cents;
    }
  }
  const ties = bets.length - wins - losses;
  const net = `${netCents > 0 ? '+' : netCents < 0 ? '−' : ''}${formatWhole(Math.abs(netCents))}`;
  return (
    <Card className="mb-6 p-4">
      <dl className="flex flex-wrap gap-x-8 gap-y-3">
        {[
          { label: 'Won', count: wins, color: 'text-green-700' },
          { label: 'Lost', count: losses, color: 'text-red-700' },
          { label: 'Tied', count: ties, color: 'text-stone-700' },
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
