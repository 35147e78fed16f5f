import { Gavel, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { ACTIVE_STATUSES } from '../../../../domain/bets';
import { emailLocalPart } from '../../../../domain/email';
import { fromHomeAway } from '../../../../domain/scores';
import { useAdminBets, type AdminBet } from '../../api/admin';
import { useCurrentUser } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { BetAmount, betDescription, BetPlayers, BetStatusBadge, matchup, settlementDate } from './admin-bet';
import { AdminPageHeader } from './admin-page-header';
import { LoadError } from './list-states';
import { SettleBetDialog } from './settle-bet-dialog';

/** SPEC 9: the settlable list is read again every 30 s. */
const REFRESH_MS = 30_000;

interface GameGroup {
  gameId: string;
  /** The first bet stands for the game: names and date are the same on every bet of it. */
  sample: AdminBet;
  bets: AdminBet[];
}

/** The bets of each game, in the order the server sent them (by kickoff). */
function groupByGame(bets: readonly AdminBet[]): GameGroup[] {
  const groups = new Map<string, GameGroup>();
  for (const bet of bets) {
    const group = groups.get(bet.gameId);
    if (group) group.bets.push(bet);
    else groups.set(bet.gameId, { gameId: bet.gameId, sample: bet, bets: [bet] });
  }
  return [...groups.values()];
}

/** SPEC 2, Bet Settlement: accepted and pending bets by game, each settled with a final score. */
export function BetSettlementPage() {
  const isAdmin = useCurrentUser()?.isAdmin === true;
  const bets = useAdminBets('active', { refetchInterval: REFRESH_MS, enabled: isAdmin });
  const [settling, setSettling] = useState<{ bet: AdminBet; gameBetCount: number } | null>(null);

  const refreshing = bets.isFetching && !bets.isPending;
  const settlable = bets.data?.items.filter((bet) => ACTIVE_STATUSES.includes(bet.status)) ?? [];
  const games = groupByGame(settlable);
  // The list comes in pages: while more are to load, the counters say "at least".
  const more = bets.hasNextPage ? '+' : '';

  return (
    <>
      <AdminPageHeader
        title="Bet Settlement"
        description="Settle accepted bets on behalf of users"
        action={
          <Button variant="outline" disabled={bets.isFetching} onClick={() => void bets.refetch()}>
            <RotateCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />

      <dl className="mb-6 grid grid-cols-2 gap-4">
        <Counter label="Settlable Bets" value={bets.isSuccess ? `${settlable.length}${more}` : undefined} />
        <Counter label="Games" value={bets.isSuccess ? `${games.length}${more}` : undefined} />
      </dl>

      {/* Where focus goes when the settled bet's row is gone. */}
      <section aria-label="Bets to settle" data-focus-fallback tabIndex={-1} className="outline-none">
        {bets.isPending ? (
          <div className="space-y-4" role="status" aria-label="Loading bets">
            <Skeleton className="h-44 rounded-xl" />
            <Skeleton className="h-32 rounded-xl" />
          </div>
        ) : bets.isError ? (
          <Card>
            <LoadError what="bets" error={bets.error} onRetry={() => void bets.refetch()} />
          </Card>
        ) : games.length === 0 ? (
          <Card>
            <EmptyState icon={<Gavel className="h-8 w-8" />} title="No bets available for settlement">
              Accepted bets will appear here when ready for settlement
            </EmptyState>
          </Card>
        ) : (
          <div className="space-y-6">
            {games.map((game) => (
              <GameCard
                key={game.gameId}
                game={game}
                onSettle={(bet) => setSettling({ bet, gameBetCount: game.bets.length })}
              />
            ))}
            <LoadMore list={bets} what="bets" />
          </div>
        )}
      </section>

      {settling && (
        <SettleBetDialog
          bet={settling.bet}
          gameBetCount={settling.gameBetCount}
          onClose={() => setSettling(null)}
        />
      )}
    </>
  );
}

function Counter({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">
        {value === undefined ? <Skeleton className="h-9 w-12" /> : value}
      </dd>
    </Card>
  );
}

function GameCard({ game, onSettle }: { game: GameGroup; onSettle: (bet: AdminBet) => void }) {
  const count = game.bets.length;
  return (
    <Card role="region" aria-label={matchup(game.sample)}>
      <CardHeader
        title={matchup(game.sample)}
        description={<time dateTime={game.sample.gameDate}>{settlementDate(game.sample.gameDate)}</time>}
        action={
          <Badge tone="neutral">
            {count} {count === 1 ? 'bet' : 'bets'}
          </Badge>
        }
      />
      <ul className="divide-y divide-stone-100">
        {game.bets.map((bet) => (
          <li key={bet.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4">
            <div className="min-w-0 flex-1 basis-64 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <BetStatusBadge status={bet.status} />
                <span className="font-semibold break-words">{betDescription(bet)}</span>
              </p>
              <p className="text-sm text-stone-500">
                <BetAmount bet={bet} /> · <BetPlayers bet={bet} />
              </p>
              <ProposedScore bet={bet} />
            </div>
            <Button size="sm" className="w-full sm:w-auto" onClick={() => onSettle(bet)}>
              <Gavel className="h-4 w-4" aria-hidden />
              Settle
              <span className="sr-only">
                {' '}
                {betDescription(bet)}, {emailLocalPart(bet.proposerEmail)} vs{' '}
                {emailLocalPart(bet.acceptorEmail)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A pending bet's proposed score, written away-home as the admin types it (SPEC 5). */
function ProposedScore({ bet }: { bet: AdminBet }) {
  const score = bet.pendingSettlementScore ? fromHomeAway(bet.pendingSettlementScore) : undefined;
  if (bet.status !== 'pending_settlement' || !score) return null;
  const proposer = bet.settlementProposerId === bet.acceptorId ? bet.acceptorEmail : bet.proposerEmail;
  return (
    <p className="text-xs text-orange-800">
      {emailLocalPart(proposer)} proposed {score.away}-{score.home} (away-home)
    </p>
  );
}
