import { ClipboardPen, Gavel, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { AdminBet, StartedGame } from '../../../../domain/bets';
import { fromHomeAway } from '../../../../domain/scores';
import { useStartedGames } from '../../api/admin';
import { useCurrentUser } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { lazyComponent } from '../../components/lazy-component';
import { LiveScoreLine } from '../../components/live-score';
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
import { PropositionsToDecide } from './propositions-to-decide';
import { counted } from '../../../../domain/words';

// Loaded when opened (docs/decisions.md, first-visit budgets).
const GameScoreDialog = lazyComponent(() => import('./game-score-dialog'), 'GameScoreDialog');
const SettleBetDialog = lazyComponent(() => import('./settle-bet-dialog'), 'SettleBetDialog');
const DecidePropositionDialog = lazyComponent(
  () => import('./decide-proposition-dialog'),
  'DecidePropositionDialog',
);

/** docs/product.md, Live refresh: the settlable list is read again every 30 s. */
const REFRESH_MS = 30_000;

/**
 * docs/product.md, Admin screens (Bet Settlement): the admin's one weekly place for final scores. Every
 * game that has kicked off and has no final score or still has accepted or pending bets, each with
 * its one 'Enter Final Score' (the official final, which settles all its bets) above those bets; a
 * bet's own Settle stays, secondary. Games still to come are not listed: nothing settles before kickoff.
 */
export function BetSettlementPage() {
  const isAdmin = useCurrentUser()?.isAdmin === true;
  const started = useStartedGames({ refetchInterval: REFRESH_MS, enabled: isAdmin });
  const [settling, setSettling] = useState<AdminBet | null>(null);
  const [scoring, setScoring] = useState<StartedGame | null>(null);
  // docs/product.md, Disputes: a proposition to decide, or (voidOnly) any proposition to void.
  const [deciding, setDeciding] = useState<{ bet: AdminBet; voidOnly: boolean } | null>(null);

  const refreshing = started.isFetching && !started.isPending;
  const games = started.data ?? [];
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

      <dl className="mb-4 grid grid-cols-2 gap-4">
        <Counter label="Settlable Bets" value={started.isSuccess ? betCount : undefined} />
        <Counter label="Games" value={started.isSuccess ? games.length : undefined} />
      </dl>
      <p className="mb-4 text-sm text-stone-600">
        Enter each game&apos;s final score once: it settles every bet of the game.
      </p>

      <PropositionsToDecide
        enabled={isAdmin}
        refetchInterval={REFRESH_MS}
        onDecide={(bet) => setDeciding({ bet, voidOnly: false })}
      />

      {/* Where focus goes when the settled bet's row is gone. */}
      <section aria-label="Games to settle" data-focus-fallback tabIndex={-1} className="outline-none">
        {started.isPending ? (
          <div className="space-y-4" role="status" aria-label="Loading bets">
            <Skeleton className="h-44" round="xl" />
            <Skeleton className="h-32" round="xl" />
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
                onVoid={(bet) => setDeciding({ bet, voidOnly: true })}
                onScore={() => setScoring(entry)}
              />
            ))}
          </div>
        )}
      </section>

      {settling && <SettleBetDialog bet={settling} onClose={() => setSettling(null)} />}
      {scoring && <GameScoreDialog entry={scoring} onClose={() => setScoring(null)} />}
      {deciding && <DecidePropositionDialog {...deciding} onClose={() => setDeciding(null)} />}
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
  onVoid,
  onScore,
}: {
  entry: StartedGame;
  onSettle: (bet: AdminBet) => void;
  onVoid: (bet: AdminBet) => void;
  onScore: () => void;
}) {
  const { game } = entry;
  const title = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
  const final = game.status === 'final' && game.homeScore !== null && game.awayScore !== null;
  const count = entry.bets.length;
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
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
            <Badge tone="neutral">{count === 0 ? 'No bets' : counted(count, 'bet')}</Badge>
            <Button size="sm" onClick={onScore}>
              <ClipboardPen className="h-4 w-4" aria-hidden />
              {/* A final that left some bets open is entered again to bring them over (docs/product.md,
                  One final score per game). */}
              {final ? `Settle ${counted(count, 'bet')}` : 'Enter Final Score'}
              <span className="sr-only"> of {title}</span>
            </Button>
          </div>
        }
      />
      <LiveScoreLine game={game} className="border-b border-stone-100 px-5 py-2 text-sm" />
      {count > 0 && (
        <ul className="divide-y divide-stone-100">
          {entry.bets.map((bet) => (
            <li key={bet.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
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
              {/* SPEC's Settle of one bet, kept secondary: the game's final above settles them all. A
                  proposition takes no score: the admin may void it (docs/product.md, Disputes). */}
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                onClick={() => (bet.betType === 'proposition' ? onVoid(bet) : onSettle(bet))}
              >
                <Gavel className="h-4 w-4" aria-hidden />
                {bet.betType === 'proposition' ? 'Void' : 'Settle'}
                <span className="sr-only">
                  {' '}
                  {proposerName(bet)} {betDescription(bet)} vs {acceptorName(bet)} {acceptorSide(bet)}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
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
