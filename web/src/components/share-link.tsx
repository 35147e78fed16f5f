import { Check, Share2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Bet } from '../../../domain/bets';
import { teamLabel } from './teams';
import { toast } from './toasts';
import { Button, type ButtonProps } from './ui/button';

/** What a share sends: the phone's share sheet takes all three, a copy only the link. */
export interface SharedLink {
  title: string;
  text?: string;
  url: string;
}

/** A bet as a link (docs/product.md, Bets as links): where it opens and what it is called. */
export function betLink(bet: Bet): SharedLink {
  const { game } = bet;
  return {
    title: `${bet.proposer.firstName}'s bet on ${teamLabel(game.awayTeam, game.awayTeamId)} @ ${teamLabel(game.homeTeam, game.homeTeamId)}`,
    url: `${window.location.origin}/bets/${encodeURIComponent(bet.id)}`,
  };
}

/** How long a button says the link was copied: as long as a toast stays. */
const COPIED_MS = 4000;

/**
 * Whether a copy just succeeded, for 4 seconds: the confirmation is said on the button that copied,
 * as a toast on a phone lay over that button and what comes next (docs/product.md, Screens).
 */
export function useCopied(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return [copied, () => setCopied(true)];
}

/** A button whose label reads 'Link Copied' for a while after a copy, and says so to screen readers. */
export function CopyConfirmingButton({
  copied,
  icon,
  label,
  announcement,
  ...button
}: ButtonProps & { copied: boolean; icon: ReactNode; label: string; announcement: string }) {
  return (
    <>
      <Button {...button}>
        {copied ? <Check className="h-4 w-4" aria-hidden /> : icon}
        {copied ? 'Link Copied' : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? announcement : ''}
      </span>
    </>
  );
}

/**
 * The phone's share sheet where there is one, else the link copied: a bet sent to the group chat
 * opens on its page (after sign-in, for a friend signed out). docs/product.md, Bets as links.
 */
export function ShareButton({
  link,
  label = 'Share',
  ...button
}: Omit<ButtonProps, 'onClick'> & { link: SharedLink; label?: string }) {
  const [copied, markCopied] = useCopied();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(link);
        return;
      } catch (error) {
        // Closing the sheet is not a failure; a refused share falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link.url);
      markCopied();
    } catch {
      toast.error('Could not copy', { description: link.url });
    }
  }

  return (
    <CopyConfirmingButton
      variant="outline"
      {...button}
      copied={copied}
      icon={<Share2 className="h-4 w-4" aria-hidden />}
      label={label}
      announcement="Link Copied. Paste it wherever your group talks."
      onClick={() => void share()}
    />
  );
}
