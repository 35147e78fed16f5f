import { Gavel, Ticket } from 'lucide-react';
import { useState } from 'react';
import { COMMITTING_STATUSES, type AdminBet } from '../../../../domain/bets';
import { useAdminBets, type AdminBetFilter } from '../../api/admin';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Dialog } from '../../components/ui/dialog';
import { BetAmount, betDescription, BetPlayers, matchup, settlementDate } from './admin-bet';
import { DecidePropositionDialog } from './decide-proposition-dialog';
import { BetStatusBadge } from '../../components/status-badges';
import { ListSkeleton, LoadError } from './list-states';

const TITLES: Record<AdminBetFilter, { title: string; description: string }> = {
  all: { title: 'All Bets', description: 'Every bet on the platform, latest kickoff first' },
  active: { title: 'Active Bets', description: 'Accepted bets and bets waiting for a score to be accepted' },
};

/**
 * The bets behind a Platform Stats number. Mount it to open it. A proposition still holding a stake,
 * open or taken, has its Void (docs/product.md, Disputes), and one the admin decided or voided its reason.
 */
export function BetsDialog({ filter, onClose }: { filter: AdminBetFilter; onClose: () => void }) {
  const bets = useAdminBets(filter);
  const [voiding, setVoiding] = useState<AdminBet | null>(null);
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
                {bet.adminReason && (
                  <p className="break-words text-stone-600">The admin: &ldquo;{bet.adminReason}&rdquo;</p>
                )}
                {bet.betType === 'proposition' && COMMITTING_STATUSES.includes(bet.status) && (
                  <Button variant="ghost" size="sm" onClick={() => setVoiding(bet)}>
                    <Gavel className="h-4 w-4" aria-hidden />
                    Void
                    <span className="sr-only"> {betDescription(bet)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <LoadMore list={bets} what="bets" />
        </>
      )}
      {voiding && <DecidePropositionDialog bet={voiding} voidOnly onClose={() => setVoiding(null)} />}
    </Dialog>
  );
}
