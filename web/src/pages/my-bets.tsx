import { ArrowRight, Inbox, Ticket } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ACTIVE_STATUSES, type Bet } from '../../../domain/bets';
import { isBeingPlayed } from '../../../domain/games';
import type { User } from '../../../domain/users';
import { useAvailableBets, useBetHistory, useMyBets } from '../api/bets';
import { BalanceStats, committedOf } from '../components/balance-stats';
import { BetCard } from '../components/bets/bet-card';
import { BetGrid, BetListSkeleton, BetsLoadError } from '../components/bets/bet-list';
import { useSteadyList } from '../components/bets/steady-list';
import { EmptyState } from '../components/empty-state';
import { LoadMore } from '../components/load-more';
import { PageHeader } from '../components/page-header';
import { Button, buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useNow } from '../components/use-now';

const RECENT_SETTLED = 5;

// Loaded when first opened, as on Games and the game page.
const ProposeBetDialog = lazy(async () => ({
  default: (await import('./games/propose-bet-dialog')).GuardedProposeBetDialog,
}));

type Tab = 'mine' | 'available';

/**
 * docs/product.md, My Bets. The tab lives in the URL (?tab=available), so the back button and links keep it.
 */
export function MyBetsPage({ user }: { user: User }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'available' ? 'available' : 'mine';
  const myBets = useMyBets();
  // Its first page holds the recent settled bets; Bet History shares it.
  const history = useBetHistory();
  const available = useAvailableBets();
  const now = useNow();
  // Each opening its own key: a fresh form, and a fresh error boundary.
  const [writing, setWriting] = useState(0);

  return (
    <>
      <PageHeader
        title="My Bets"
        description="Your proposals, live bets and results"
        action={
          <BalanceStats
            stats={[
              { label: 'Available Balance', amount: user.availableBalance },
              { label: 'Committed', amount: committedOf(user) },
            ]}
          />
        }
      />
      {/* docs/product.md, Propositions, On no game: "the Bears make the playoffs" has no game's page. */}
      <Button variant="outline" className="mb-4 w-full sm:w-auto" onClick={() => setWriting(Date.now())}>
        Write a Proposition
      </Button>
      {writing > 0 && (
        <Suspense>
          <ProposeBetDialog
            key={writing}
            proposal={{ game: null, betType: 'proposition' }}
            userId={user.id}
            availableBalance={user.availableBalance}
            onClose={() => setWriting(0)}
          />
        </Suspense>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === 'available' ? { tab: value } : {}, { replace: true })
        }
      >
        <TabsList aria-label="Which bets">
          <TabsTrigger value="mine">My Bets</TabsTrigger>
          <TabsTrigger value="available">
            Available
            {available.data && available.data.items.length > 0 && (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
                {available.data.items.length}
                {available.hasNextPage && '+'}
              </span>
            )}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="mine">
          {myBets.isPending || history.isPending ? (
            <BetListSkeleton />
          ) : myBets.isError ? (
            <BetsLoadError query={myBets} />
          ) : history.isError ? (
            <BetsLoadError query={history} />
          ) : (
            <MyBetSections open={myBets.data} settled={history.data.items} user={user} now={now} />
          )}
        </TabsContent>
        <TabsContent value="available">
          <h2 className="sr-only">Bets you can accept</h2>
          {/* A failed refresh keeps the cards on screen: unmounting them would lose their places. */}
          {available.isPending ? (
            <BetListSkeleton />
          ) : available.data === undefined ? (
            <BetsLoadError query={available} />
          ) : (
            <>
              <AvailableBets bets={available.data.items} user={user} now={now} />
              <LoadMore list={available} what="bets" />
            </>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

/** Others' open proposals, steady while on screen (components/bets/steady-list.ts). */
function AvailableBets({ bets, user, now }: { bets: Bet[]; user: User; now: Date }) {
  const shown = useSteadyList(bets);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  if (shown.length === 0) {
    return (
      <Card>
        <EmptyState icon={<Inbox className="h-8 w-8" />} title="No Available Bets">
          When friends propose bets, they show up here for you to accept.
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Available bets">
      {shown.map(({ item: bet, gone }) => (
        <li key={bet.id} className="grid">
          <BetCard
            bet={bet}
            user={user}
            now={now}
            gone={accepted.has(bet.id) ? 'accepted' : gone ? 'unavailable' : undefined}
            onAccepted={(taken) => setAccepted((ids) => new Set(ids).add(taken.id))}
          />
        </li>
      ))}
    </ul>
  );
}

/** `open`: the user's open bets; `settled`: their settled bets as far as loaded, the latest first. */
function MyBetSections({ open, settled, user, now }: { open: Bet[]; settled: Bet[]; user: User; now: Date }) {
  const proposed = open.filter((bet) => bet.status === 'proposed');
  // docs/product.md, Live scores (Where live games go): active bets on games being played go on top.
  const taken = open.filter((bet) => ACTIVE_STATUSES.includes(bet.status));
  const live = taken.filter((bet) => isBeingPlayed(bet.game));
  const active = taken.filter((bet) => !isBeingPlayed(bet.game));
  const recent = settled.slice(0, RECENT_SETTLED);

  if (live.length + proposed.length + active.length + recent.length === 0) {
    return (
      <Card>
        <EmptyState icon={<Ticket className="h-8 w-8" />} title="No Bets Yet">
          <p>Propose a bet on a game, or accept one a friend has proposed.</p>
          <Link to="/" className={`${buttonClasses('primary')} mt-4`}>
            Browse Games
          </Link>
        </EmptyState>
      </Card>
    );
  }
  return (
    <div className="space-y-10">
      <Section title="Live" count={live.length}>
        <BetGrid bets={live} user={user} now={now} label="Live" />
      </Section>
      <Section title="Proposed Bets" count={proposed.length}>
        <BetGrid bets={proposed} user={user} now={now} label="Proposed Bets" />
      </Section>
      <Section title="Active Bets" count={active.length}>
        <BetGrid bets={active} user={user} now={now} label="Active Bets" />
      </Section>
      <Section
        title="Recent Settled Bets"
        count={recent.length}
        action={
          <Link
            to="/bet-history"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            Show Full History
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        }
      >
        <BetGrid bets={recent} user={user} now={now} label="Recent Settled Bets" />
      </Section>
    </div>
  );
}

/** A titled group of bets; left out entirely when it has none. */
function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  if (count === 0) return null;
  const id = `section-${title.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
          {title}
          <span className="rounded-full bg-stone-200 px-2 text-sm font-semibold text-stone-700">{count}</span>
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
