import { Ticket } from 'lucide-react';
import { useAdminBets, type AdminBetFilter } from '../../api/admin';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Dialog } from '../../components/ui/dialog';
import { BetAmount, betDescription, BetPlayers, matchup, settlementDate } from './admin-bet';
import { BetStatusBadge } from '../../components/status-badges';
import { ListSkeleton, LoadError } from './list-states';

const TITLES: Record<AdminBetFilter, { title: string; description: string }> = {
  all: { title: 'All Bets', description: 'Every bet on the platform, latest kickoff first' },
  active: { title: 'Active Bets', description: 'Accepted bets and bets waiting for a score to be accepted' },
};

/** The bets behind a Platform Stats number. Mount it to open it. */
export function BetsDialog({ filter, onClose }: { filter: AdminBetFilter; onClose: () => void }) {
  const bets = useAdminBets(filter);
  const { title, description } = TITLES[filter];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      {bets.isPending ? (
        <ListSkeleton label="Loading bets" rowClassName="h-16" />
      ) : bets.isError ? (
        <LoadError what="bets" error={bets.error} onRetry={() => void bets.refetch()} />
      ) : bets.data.items.length === 0 ? (
        <EmptyState icon={<Ticket className="h-8 w-8" />} title={`No ${title.toLowerCase()}`}>
          Bets show up here once players propose them.
        </EmptyState>
      ) : (
        <>
          <ul className="-mx-2 divide-y divide-stone-100" aria-label={title}>
            {bets.data.items.map((bet) => (
              <li key={bet.id} className="space-y-1 px-2 py-3 text-sm">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold break-words">{betDescription(bet)}</span>
                  <BetStatusBadge status={bet.status} admin />
                </p>
                <p className="text-stone-600 break-words">
                  {matchup(bet)} · <time dateTime={bet.gameDate}>{settlementDate(bet.gameDate)}</time>
                </p>
                <p className="text-stone-500">
                  <BetAmount bet={bet} /> · <BetPlayers bet={bet} />
                </p>
              </li>
            ))}
          </ul>
          <LoadMore list={bets} what="bets" />
        </>
      )}
    </Dialog>
  );
}
