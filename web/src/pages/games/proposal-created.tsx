import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Bet } from '../../../../domain/bets';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount } from '../../../../domain/money';
import { oddsWords } from '../../../../domain/odds';
import { atEvenMoney, describePick } from '../../components/bet-terms';
import { betLink, ShareButton, type SharedLink } from '../../components/share-link';
import { Button, buttonClasses } from '../../components/ui/button';

/** The title of the proposal dialog once its bet exists (docs/product.md, Proposal dialog). */
export const createdTitle = (bet: Bet) => (bet.challengee ? 'Challenge Sent' : 'Bet Proposal Created');

/**
 * What a new bet is sent with: to the group, an offer for anyone; to the friend challenged, a message
 * naming them (docs/product.md, Bets as links).
 */
export function proposalLink(bet: Bet): SharedLink {
  // At odds, the odds are part of the offer: "NYJ straight up at 77 to 50, 100.00 Pigskins".
  const odds = atEvenMoney(bet) ? '' : ` at ${oddsWords(bet.odds)}`;
  const terms = `${describePick(bet, bet.game)}${odds}, ${formatAmount(bet.amount)} ${CURRENCY}`;
  return {
    ...betLink(bet),
    text: bet.challengee
      ? `${bet.challengee.firstName}, I challenge you: ${terms}. Only you can take it.`
      : `${terms}: who takes it?`,
  };
}

/**
 * In place of the proposal form once the bet exists: the next step, sending it to the group chat (or
 * to the friend challenged), is one tap away, with no toast over the controls.
 */
export function ProposalCreated({ bet, onClose }: { bet: Bet; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-stone-700">
        {bet.challengee
          ? `Only ${bet.challengee.firstName} can accept it`
          : 'Your bet is now available for others to accept'}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ShareButton
          variant="primary"
          link={proposalLink(bet)}
          label={bet.challengee ? `Send to ${bet.challengee.firstName}` : 'Share'}
          autoFocus
        />
        {/* Replacing the dialog's own history entry: Back from the bet returns to the screen, not to it. */}
        <Link
          to={`/bets/${encodeURIComponent(bet.id)}`}
          replace
          onClick={onClose}
          className={buttonClasses('outline')}
        >
          View
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
