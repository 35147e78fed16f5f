import { ArrowRight, Check, SearchX, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Bet } from '../../../domain/bets';
import type { User } from '../../../domain/users';
import { useBet } from '../api/bets';
import { ApiError } from '../api/http';
import { BetCard } from '../components/bets/bet-card';
import { BetsLoadError } from '../components/bets/bet-list';
import { CommentThread } from '../components/comment-thread';
import { LinkNotFound } from '../components/link-not-found';
import { PageHeader } from '../components/page-header';
import { teamLabel } from '../components/teams';
import { toast } from '../components/toasts';
import { Button } from '../components/ui/button';
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
        action={<ShareButton bet={bet.data} />}
      />
      <BetCard bet={bet.data} user={user} now={now} standalone />
      <Link
        to={`/games/${encodeURIComponent(bet.data.gameId)}`}
        className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Bets on this game
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
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

/** How long the Share button says the link was copied: as long as sonner's toast stayed. */
const COPIED_MS = 4000;

/**
 * The phone's share sheet where there is one, else the link copied: a bet sent to the group chat
 * opens on this page (after sign-in, for a friend signed out). A copied link is confirmed on the
 * button itself: a toast on a phone lay over the button and the comment box (docs/product.md, Bets as
 * links).
 */
function ShareButton({ bet }: { bet: Bet }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const url = `${window.location.origin}/bets/${encodeURIComponent(bet.id)}`;
  const { game } = bet;
  const title = `${bet.proposer.firstName}'s bet on ${teamLabel(game.awayTeam, game.awayTeamId)} @ ${teamLabel(game.homeTeam, game.homeTeamId)}`;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is not a failure; a refused share falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error('Could not copy', { description: url });
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void share()}>
        {copied ? <Check className="h-4 w-4" aria-hidden /> : <Share2 className="h-4 w-4" aria-hidden />}
        {copied ? 'Link Copied' : 'Share'}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Link Copied. Paste it wherever your group talks.' : ''}
      </span>
    </>
  );
}
