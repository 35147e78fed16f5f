import { ACTIVE_STATUSES, type Bet } from '../../../../domain/bets';
import { betStanding, showsLiveScore } from '../../../../domain/live-standing';
import { LiveScoreLine } from '../live-score';

/**
 * docs/product.md, Live scores (Bets while played): an active bet's game score and where the bet
 * stands for the viewer ('Winning by 3.5', 'Sam is losing by 2'). One polite region per card, so a
 * screen reader hears a change, not every card as the screen loads.
 */
export function LiveStanding({ bet, userId }: { bet: Bet; userId: string }) {
  if (!ACTIVE_STATUSES.includes(bet.status) || !showsLiveScore(bet.game)) return null;
  const standing = betStanding(bet, userId);
  return (
    <div
      aria-live="polite"
      data-testid="bet-standing"
      className="mt-3 rounded-lg bg-orange-50 px-3 py-2 text-sm ring-1 ring-orange-200"
    >
      <LiveScoreLine game={bet.game} announced={false} />
      {standing && <p className="mt-0.5 font-bold text-stone-900">{standing}</p>}
    </div>
  );
}
