import { ArrowLeft, CalendarX2, TrendingUp, Trophy } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ACTIVE_STATUSES, type Bet, type GamePage as GamePageData } from '../../../domain/bets';
import { isBettingOpen, isVoided } from '../../../domain/games';
import { fromHomeAway } from '../../../domain/scores';
import type { User } from '../../../domain/users';
import { weekLabel } from '../../../domain/weeks';
import { useGamePage } from '../api/games';
import { ApiError } from '../api/http';
import { BetGrid, BetsLoadError } from '../components/bets/bet-list';
import { CommentThread } from '../components/comment-thread';
import { EmptyState } from '../components/empty-state';
import { Kickoff } from '../components/game-time';
import { describeLine, finalResult } from '../components/game-lines';
import { LinkNotFound } from '../components/link-not-found';
import { LiveScoreLine } from '../components/live-score';
import { neutralSiteNote } from '../components/neutral-site';
import { PageHeader } from '../components/page-header';
import { teamLabel } from '../components/teams';
import { Button, buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useNow } from '../components/use-now';

// The proposal dialog loads when first opened, as on Games: the page's first visit does without it.
const ProposeBetDialog = lazy(async () => ({
  default: (await import('./games/propose-bet-dialog')).GuardedProposeBetDialog,
}));

/**
 * docs/product.md, The game page: one game and every bet of the group on it, open proposals to take
 * from here, the others' bets with both sides.
 */
export function GamePage({ user }: { user: User }) {
  const { id = '' } = useParams();
  const page = useGamePage(id);
  const now = useNow();
  // Each opening its own key: a fresh form, and a fresh error boundary.
  const [proposing, setProposing] = useState(0);

  if (page.isPending) {
    return (
      <div role="status" aria-label="Loading the game" className="space-y-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (page.data === undefined) {
    if (page.error instanceof ApiError && page.error.status === 404)
      return <LinkNotFound what="game" icon={<CalendarX2 className="h-8 w-8" />} />;
    return <BetsLoadError query={page} />;
  }
  const { game, bets } = page.data;
  const open = bets.filter((bet) => bet.status === 'proposed');
  const active = bets.filter((bet) => ACTIVE_STATUSES.includes(bet.status));
  const settled = bets.filter((bet) => bet.status === 'settled');

  return (
    <>
      <PageHeader
        title={`${game.awayTeam.name} @ ${game.homeTeam.name}`}
        description={
          <>
            {weekLabel(game.week)} · <Kickoff iso={game.gameDate} />
            {game.neutralSite && <> · {neutralSiteNote(game)}</>}
          </>
        }
      />
      <GameFacts page={page.data} />
      {isBettingOpen(game, now) && (
        // docs/product.md, The game page: the props of a game are written on its page.
        <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={() => setProposing(Date.now())}>
          Propose Proposition
        </Button>
      )}
      {proposing > 0 && (
        <Suspense>
          <ProposeBetDialog
            key={proposing}
            proposal={{ game, betType: 'proposition' }}
            userId={user.id}
            availableBalance={user.availableBalance}
            onClose={() => setProposing(0)}
          />
        </Suspense>
      )}
      {bets.length === 0 ? (
        <Card className="mt-6">
          <EmptyState icon={<TrendingUp className="h-8 w-8" />} title="No Bets Yet">
            <p>Nobody has bet on this game so far.</p>
            <Link to="/" className={`${buttonClasses('primary')} mt-4`}>
              Propose one on Games
            </Link>
          </EmptyState>
        </Card>
      ) : (
        <div className="mt-8 space-y-10">
          <Section title="Open Proposals" bets={open} user={user} now={now} />
          <Section title="Accepted Bets" bets={active} user={user} now={now} />
          <Section title="Settled Bets" bets={settled} user={user} now={now} />
        </div>
      )}
      <CommentThread on={`game:${game.id}`} user={user} />
      <Link
        to="/"
        className="mt-6 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Games
      </Link>
    </>
  );
}

/**
 * The live score while the game is played, the line (and where it stood at the first proposal) and the
 * result, official or agreed.
 */
function GameFacts({ page: { game, bets, lineAtFirstProposal } }: { page: GamePageData }) {
  const now = describeLine(game);
  const then = lineAtFirstProposal ? describeLine(game, lineAtFirstProposal) : undefined;
  const agreed = game.status === 'final' ? undefined : agreedFinal(bets);
  return (
    <Card className="space-y-2 p-4 text-sm">
      <LiveScoreLine game={game} />
      <Fact icon={<TrendingUp />}>
        <span className="font-semibold">{now}</span>
        {then && then !== now && <span className="block text-stone-600">At the first proposal: {then}</span>}
      </Fact>
      {game.status === 'final' && game.homeScore !== null && game.awayScore !== null && (
        <Fact icon={<Trophy />}>
          <span className="font-semibold">{finalResult(game)}</span>
          <span className="block text-stone-600">The official final: every bet settles by it</span>
        </Fact>
      )}
      {isVoided(game) && (
        <Fact icon={<CalendarX2 />}>This game will not be played: its bets were voided</Fact>
      )}
      {agreed && (
        <Fact icon={<Trophy />}>
          <span className="font-semibold">
            Agreed final: {teamLabel(game.awayTeam, game.awayTeamId)} {agreed.score.away} –{' '}
            {teamLabel(game.homeTeam, game.homeTeamId)} {agreed.score.home}
          </span>
          <span className="block text-stone-600">As {agreed.players} settled it; no official final yet</span>
        </Fact>
      )}
    </Card>
  );
}

/** The score two players last settled a bet of the game at, before any official final. */
function agreedFinal(bets: Bet[]) {
  const latest = bets
    .filter((bet) => bet.status === 'settled' && bet.finalScore)
    .sort((a, b) => (b.settledAt ?? '').localeCompare(a.settledAt ?? ''))[0];
  const score = latest?.finalScore ? fromHomeAway(latest.finalScore) : undefined;
  if (!latest || !score) return undefined;
  return {
    score,
    players: `${latest.proposer.firstName} and ${latest.acceptor?.firstName ?? 'their opponent'}`,
  };
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex gap-2">
      <span aria-hidden className="mt-0.5 shrink-0 text-stone-500 [&_svg]:h-4 [&_svg]:w-4">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}

function Section({ title, bets, user, now }: { title: string; bets: Bet[]; user: User; now: Date }) {
  if (bets.length === 0) return null;
  const id = `section-${title.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-bold">
        {title}
        <span className="rounded-full bg-stone-200 px-2 text-sm font-semibold text-stone-700">
          {bets.length}
        </span>
      </h2>
      <BetGrid bets={bets} user={user} now={now} label={title} />
    </section>
  );
}
