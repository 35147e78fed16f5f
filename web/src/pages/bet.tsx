import { ArrowRight, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { User } from '../../../domain/users';
import { useBet } from '../api/bets';
import { ApiError } from '../api/http';
import { BetCard } from '../components/bets/bet-card';
import { BetsLoadError } from '../components/bets/bet-list';
import { CommentThread } from '../components/comment-thread';
import { LinkNotFound } from '../components/link-not-found';
import { PageHeader } from '../components/page-header';
import { betLink, ShareButton } from '../components/share-link';
import { Skeleton } from '../components/ui/skeleton';
import { useNow } from '../components/use-now';

/**
 * docs/product.md, Bets as links: one bet at `/bets/{id}`, to any member of the group, with what the
 * viewer may do with it (the card's own actions), a way to send it on, and the way to its game's page.
 */
export function BetPage({ user }: { user: User }) {
  const { id = '' } = useParams();
  const bet = useBet(id);
  const now = useNow();

  if (bet.isPending) {
    return (
      <div role="status" aria-label="Loading the bet" className="mx-auto max-w-md space-y-3">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (bet.data === undefined) {
    if (bet.error instanceof ApiError && bet.error.status === 404)
      return <LinkNotFound what="bet" icon={<SearchX className="h-8 w-8" />} />;
    return <BetsLoadError query={bet} />;
  }
  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title="Bet"
        description={`${bet.data.proposer.firstName}'s proposal`}
        action={<ShareButton link={betLink(bet.data)} />}
      />
      <BetCard bet={bet.data} user={user} now={now} standalone />
      {bet.data.gameId !== null && (
        <Link
          to={`/games/${encodeURIComponent(bet.data.gameId)}`}
          className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Bets on this game
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      )}
      <CommentThread on={`bet:${bet.data.id}`} user={user} />
      <Link
        to="/my-bets"
        className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Go to My Bets
      </Link>
    </div>
  );
}
