import { Gavel, ListChecks, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { AdminBet, StartedGame } from '../../../../domain/bets';
import { fromHomeAway } from '../../../../domain/scores';
import { useStartedGames } from '../../api/admin';
import { useCurrentUser } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { lazyComponent } from '../../components/lazy-component';
import { teamLabel } from '../../components/teams';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import {
  acceptorName,
  BetAmount,
  acceptorSide,
  betDescription,
  BetPlayers,
  proposerName,
  settlementDate,
} from './admin-bet';
import { BetStatusBadge } from '../../components/status-badges';
import { AdminPageHeader } from './admin-page-header';
import { LoadError } from './list-states';
import { counted } from '../../../../domain/words';

// Loaded when opened (docs/decisions.md, first-visit budgets).
const GameScoreDialog = lazyComponent(() => import('./game-score-dialog'), 'GameScoreDialog');
const SettleBetDialog = lazyComponent(() => import('./settle-bet-dialog'), 'SettleBetDialog');

/** docs/product.md, Live refresh: the settlable list is read again every 30 s. */
const REFRESH_MS = 30_000;

/**
 * docs/product.md, Admin screens (Bet Settlement): the accepted and pending bets of games that have kicked
 * off, game by game, each game with its number of bets and one Settle All; a bet can also be settled on its
 * own. Games still to come are not listed: their bets cannot be settled before kickoff.
 */
export function BetSettlementPage() {
  const isAdmin = useCurrentUser()?.isAdmin === true;
  const started = useStartedGames({ refetchInterval: REFRESH_MS, enabled: isAdmin });
  const [settling, setSettling] = useState<AdminBet | null>(null);
  const [scoring, setScoring] = useState<StartedGame | null>(null);

  const refreshing = started.isFetching && !started.isPending;
  const games = started.data?.filter((entry) => entry.bets.length > 0) ?? [];
  const betCount = games.reduce((sum, entry) => sum + entry.bets.length, 0);

  return (
    <>
      <AdminPageHeader
        title="Bet Settlement"
        description="Settle accepted bets on behalf of users"
        action={
          <Button variant="outline" disabled={started.isFetching} onClick={() => void started.refetch()}>
            <RotateCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden />
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />

      <dl className="mb-6 grid grid-cols-2 gap-4">
        <Counter label="Settlable Bets" value={started.isSuccess ? betCount : undefined} />
        <Counter label="Games" value={started.isSuccess ? games.length : undefined} />
      </dl>

      {/* Where focus goes when the settled bet's row is gone. */}
      <section aria-label="Bets to settle" data-focus-fallback tabIndex={-1} className="outline-none">
        {started.isPending ? (
          <div className="space-y-4" role="status" aria-label="Loading bets">
            <Skeleton className="h-44 rounded-xl" />
            <Skeleton className="h-32 rounded-xl" />
          </div>
        ) : started.isError ? (
          <Card>
            <LoadError what="bets" error={started.error} onRetry={() => void started.refetch()} />
          </Card>
        ) : games.length === 0 ? (
          <Card>
            <EmptyState icon={<Gavel className="h-8 w-8" />} title="No bets available for settlement">
              Accepted bets will appear here when ready for settlement
            </EmptyState>
          </Card>
        ) : (
          <div className="space-y-6">
            {games.map((entry) => (
              <GameCard
                key={entry.game.id}
                entry={entry}
                onSettle={setSettling}
                onSettleAll={() => setScoring(entry)}
              />
            ))}
          </div>
        )}
      </section>

      {settling && <SettleBetDialog bet={settling} onClose={() => setSettling(null)} />}
      {scoring && <GameScoreDialog entry={scoring} onClose={() => setScoring(null)} />}
    </>
  );
}

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm text-stone-500">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">
        {value === undefined ? <Skeleton className="h-9 w-12" /> : value}
      </dd>
    </Card>
  );
}

function GameCard({
  entry,
  onSettle,
  onSettleAll,
}: {
  entry: StartedGame;
  onSettle: (bet: AdminBet) => void;
  onSettleAll: () => void;
}) {
  const { game } = entry;
  const title = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
  const final = game.status === 'final' && game.homeScore !== null && game.awayScore !== null;
  return (
    <Card role="region" aria-label={title}>
      <CardHeader
        title={title}
        description={
          <>
            <time dateTime={game.gameDate}>{settlementDate(game.gameDate)}</time>
            {final &&
              ` · Final ${teamLabel(game.awayTeam, game.awayTeamId)} ${game.awayScore}, ${teamLabel(game.homeTeam, game.homeTeamId)} ${game.homeScore}`}
          </>
        }
        action={
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="neutral">{counted(entry.bets.length, 'bet')}</Badge>
            <Button size="sm" onClick={onSettleAll}>
              <ListChecks className="h-4 w-4" aria-hidden />
              Settle All
              <span className="sr-only">
                {' '}
                {counted(entry.bets.length, 'bet')} of {title}
              </span>
            </Button>
          </div>
        }
      />
      <ul className="divide-y divide-stone-100">
        {entry.bets.map((bet) => (
          <li key={bet.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4">
            <div className="min-w-0 flex-1 basis-64 space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <BetStatusBadge status={bet.status} admin />
                <span className="font-semibold break-words">{betDescription(bet)}</span>
              </p>
              <p className="text-sm text-stone-500">
                <BetAmount bet={bet} /> · <BetPlayers bet={bet} />
              </p>
              <ProposedScore bet={bet} />
            </div>
            <Button variant="outline" size="sm" className="w-full sm:w-auto" onClick={() => onSettle(bet)}>
              <Gavel className="h-4 w-4" aria-hidden />
              Settle
              <span className="sr-only">
                {' '}
                {proposerName(bet)} {betDescription(bet)} vs {acceptorName(bet)} {acceptorSide(bet)}
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A pending bet's proposed score, each number beside its team. */
function ProposedScore({ bet }: { bet: AdminBet }) {
  const score = bet.pendingSettlementScore ? fromHomeAway(bet.pendingSettlementScore) : undefined;
  if (bet.status !== 'pending_settlement' || !score) return null;
  const proposer = bet.settlementProposerId === bet.acceptorId ? acceptorName(bet) : proposerName(bet);
  const away = teamLabel(bet.game.awayTeam, bet.game.awayTeamId);
  const home = teamLabel(bet.game.homeTeam, bet.game.homeTeamId);
  return (
    <p className="text-xs text-orange-800">
      {proposer} proposed {away} {score.away}, {home} {score.home}
    </p>
  );
}
