import { useQueryClient } from '@tanstack/react-query';
import { CalendarX, ChevronRight, History, RefreshCw, Ticket, Trophy } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACTIVE_STATUSES, waitsForAnswerFrom, type Bet, type BetType } from '../../../domain/bets';
import { CURRENCY } from '../../../domain/constants';
import { sortGames, type Game } from '../../../domain/games';
import type { User } from '../../../domain/users';
import { useActivity } from '../api/activity';
import { useMyBets, useProposalsOn } from '../api/bets';
import { GAMES_KEY, useBettingLines, useWeekGames } from '../api/games';
import { refreshAfterNavigation } from '../api/refresh';
import { ActivityList } from '../components/activity-list';
import { BalanceLine, committedOf } from '../components/balance-stats';
import { AcceptBetSheet } from '../components/bets/accept-bet-sheet';
import { EmptyState } from '../components/empty-state';
import { ErrorBoundary } from '../components/error-boundary';
import { lazyComponent } from '../components/lazy-component';
import { LoadError } from '../components/load-error';
import { PageHeader } from '../components/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { cn } from '../components/ui/cn';
import { Skeleton } from '../components/ui/skeleton';
import { useSelectedWeek } from '../components/selected-week';
import { useNow } from '../components/use-now';
import { whenIdle } from '../components/when-idle';
import { GameCard } from './games/game-card';
import type { Proposal } from './games/propose-bet-dialog';
import { WeekSelector } from '../components/week-selector';

// The dialogs load when first opened: a first visit to Games shows the week without them.
const loadDialog = () => import('./games/propose-bet-dialog');
const ProposeBetDialog = lazyComponent(loadDialog, 'ProposeBetDialog');
const ProposalFormError = lazyComponent(loadDialog, 'ProposalFormError');
const NO_PROPOSALS: Bet[] = [];
/** A phone's first screen of cards, and a wide screen's first row. */
const FIRST_SCREEN_CARDS = 3;

const RECENT_ACTIVITY = 5;

/** docs/product.md, The group's activity: the latest few on Games, the rest at /activity. */
function GroupActivity() {
  const activity = useActivity();
  const items = activity.data?.items.slice(0, RECENT_ACTIVITY) ?? [];
  return (
    <section aria-labelledby="group-activity" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-activity" className="text-xl font-bold">
          What the group is doing
        </h2>
        <Link
          to="/activity"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          See all activity
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <Card>
        {activity.isPending ? (
          <div role="status" aria-label="Loading activity" className="space-y-3 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : activity.data === undefined ? (
          <LoadError what="activity" query={activity} />
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-stone-600">
            Nothing yet: proposals, bets taken and results show up here.
          </p>
        ) : (
          <ActivityList items={items} label="Recent group activity" />
        )}
      </Card>
    </section>
  );
}

/**
 * docs/product.md, Games. It opens on the week under way; the season and week live in the URL
 * (?season=2026&week=5), so reloads and links keep them.
 */
export function GamesPage({ user }: { user: User }) {
  const now = useNow();
  const selected = useSelectedWeek();
  const { season, week } = selected;
  const games = useWeekGames(season, week, !selected.pending);
  useBettingLines(season, week, games.isSuccess);
  const myBets = useMyBets();
  const available = useProposalsOn(games.data);
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => void loadDialog()), []);
  // Each opening gets its own key: a fresh form, and a fresh error boundary.
  const [proposal, setProposal] = useState<(Proposal & { key: number }) | null>(null);
  const [taking, setTaking] = useState<Bet | null>(null);
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());

  // One array per game, the same one until the list changes (game cards keep them steady).
  const proposalsByGame = useMemo(() => {
    const byGame = new Map<string, Bet[]>();
    for (const bet of available.data ?? [])
      if (bet.gameId !== null) byGame.set(bet.gameId, [...(byGame.get(bet.gameId) ?? []), bet]);
    return byGame;
  }, [available.data]);

  const activeBets = myBets.data?.filter((bet) => ACTIVE_STATUSES.includes(bet.status)) ?? [];
  const gamesWithActiveBets = new Set(activeBets.map((bet) => bet.gameId));
  // The cards come with their open proposals, read once the week's kickoffs are known: drawn before
  // them, a card would grow under the viewer's eyes (and push the cards below it).
  const weekPending = games.isPending || available.isLoading;
  const sorted = weekPending || !games.data ? [] : sortGames(games.data, now);
  // A later answer of the week (a refresh) lands in one render React cannot interrupt (the first
  // one is drawn in a render that yields: api/reads.ts): it draws the first screen's cards, and the
  // rest in a render of their own that yields to the browser, so no task blocks a phone for long.
  // What sits below the list waits for the last card, so that nothing it holds moves.
  const deferredCount = useDeferredValue(sorted.length);
  const drawnCount = Math.max(Math.min(sorted.length, FIRST_SCREEN_CARDS), deferredCount);

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: GAMES_KEY });
    refreshAfterNavigation(queryClient);
  }

  // The same function every render, so that a card whose game did not change is not drawn again.
  const propose = useCallback((game: Game, betType: BetType) => {
    void loadDialog();
    setProposal({ game, betType, key: Date.now() });
  }, []);
  const closeProposal = () => setProposal(null);

  return (
    <>
      <PageHeader title="Games" description={`Pick a game and put some ${CURRENCY} on it.`} />

      <BalancesCard user={user} activeBets={activeBets} betsPending={myBets.isPending} />

      <WeekSelector
        week={week}
        onChange={(next) => selected.select({ week: next })}
        season={{ season, seasons: selected.seasons, onChange: (next) => selected.select({ season: next }) }}
      />

      <section aria-labelledby="available-games" className="mt-4">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="available-games" className="text-xl font-bold">
            Available Games
          </h2>
          <Button variant="outline" onClick={refresh} disabled={games.isFetching}>
            <RefreshCw className={cn('h-4 w-4', games.isFetching && 'animate-spin')} aria-hidden />
            Refresh
          </Button>
        </div>
        {weekPending ? (
          <GameSkeletons />
        ) : games.isError ? (
          <Card>
            <LoadError what="games" query={games} />
          </Card>
        ) : sorted.length === 0 ? (
          <Card>
            <EmptyState icon={<CalendarX className="h-8 w-8" />} title="No Games Available">
              {week === 10 ? 'Your test games should appear here' : `No games scheduled for Week ${week}`}
            </EmptyState>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Games">
            {sorted.slice(0, drawnCount).map((game) => (
              <li key={game.id} className="flex">
                <GameCard
                  game={game}
                  now={now}
                  user={user}
                  hasActiveBets={gamesWithActiveBets.has(game.id)}
                  proposals={proposalsByGame.get(game.id) ?? NO_PROPOSALS}
                  taken={taken}
                  onPropose={propose}
                  onTake={setTaking}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {/* Below the games, drawn once they all are: the skeletons would move them out of the way. */}
      <div hidden={weekPending || drawnCount < sorted.length}>
        <GroupActivity />

        <section aria-labelledby="quick-actions" className="mt-10">
          <h2 id="quick-actions" className="mb-4 text-xl font-bold">
            Quick Actions
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <QuickAction to="/my-bets" title="My Bets" description="View History" icon={<History />} />
            <QuickAction
              to="/leaderboard"
              title="Leaderboard"
              description="Group Rankings"
              icon={<Trophy />}
            />
          </div>
        </section>
      </div>

      {proposal && (
        <ErrorBoundary key={proposal.key} fallback={<ProposalFormError onClose={closeProposal} />}>
          <ProposeBetDialog
            proposal={proposal}
            userId={user.id}
            availableBalance={user.availableBalance}
            onClose={closeProposal}
          />
        </ErrorBoundary>
      )}
      {taking && (
        <AcceptBetSheet
          bet={taking}
          gone={available.data !== undefined && !available.data.some((bet) => bet.id === taking.id)}
          onClose={() => setTaking(null)}
          onAccepted={(bet) => setTaken((ids) => new Set(ids).add(bet.id))}
        />
      )}
    </>
  );
}

/**
 * docs/product.md, Games: the balances on one line, so that a phone's first screen reaches the first
 * game; the notice counts the active bets as My Bets does, and those whose score waits for the user's
 * answer.
 */
function BalancesCard({
  user,
  activeBets,
  betsPending,
}: {
  user: User;
  activeBets: Bet[];
  betsPending: boolean;
}) {
  const activeCount = activeBets.length;
  const waitingCount = activeBets.filter((bet) => waitsForAnswerFrom(bet, user.id)).length;
  const noticeMayCome = betsPending && Number(committedOf(user)) > 0;
  return (
    <Card className="mb-3 flex min-h-15 flex-wrap items-center justify-between gap-x-4 px-4 py-2">
      <BalanceLine
        className="min-h-11 items-center"
        stats={[
          { label: 'Available', amount: user.availableBalance },
          { label: 'Total', amount: user.virtualBalance },
        ]}
      />
      {/* Its line is kept while the bets load if money is held (bets may be active), so that
          nothing below moves when the notice comes. */}
      {activeCount === 0 && noticeMayCome && <span className="min-h-11 w-full sm:w-60" aria-hidden />}
      {activeCount > 0 && (
        <Link
          to="/my-bets"
          className="-mx-1 flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Ticket className="h-4 w-4" aria-hidden />
          You have {activeCount} active {activeCount === 1 ? 'bet' : 'bets'}
          {waitingCount > 0 && `, ${waitingCount} waiting for your answer`}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Link>
      )}
    </Card>
  );
}

function GameSkeletons() {
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      role="status"
      aria-label="Loading games"
    >
      {/* The shape of a game card with no proposals (game-card.tsx), so the week arrives without a jump. */}
      {[0, 1, 2].map((index) => (
        <Card key={index} className="space-y-2 px-4 pt-3 pb-3">
          <div className="flex justify-between">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-32" round="full" />
          </div>
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
          <div className="flex items-center justify-between pt-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-36 sm:h-10" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function QuickAction({
  to,
  title,
  description,
  icon,
}: {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}) {
  return (
    <Link to={to} className="group rounded-xl">
      <Card className="flex h-full items-center gap-4 p-5 transition-shadow group-hover:shadow-md">
        <span className="rounded-lg bg-brand-50 p-2.5 text-brand-700 [&_svg]:h-5 [&_svg]:w-5" aria-hidden>
          {icon}
        </span>
        <span className="flex-1">
          <span className="block font-semibold group-hover:text-brand-800">{title}</span>
          <span className="block text-sm text-stone-500">{description}</span>
        </span>
        <ChevronRight className="h-5 w-5 text-stone-400" aria-hidden />
      </Card>
    </Link>
  );
}
