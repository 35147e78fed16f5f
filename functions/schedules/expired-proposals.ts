import { isOpenToBets } from '../../domain/closing';
import { Conflict } from '../../domain/errors';
import { cancelBet } from '../store/bets';
import { listBetsByStatus } from '../store/bet-lists';
import { getGame } from '../store/games';

/**
 * docs/product.md, The admin area (Cleanup): cancels proposals that have closed (their game started, or
 * their own closing time passed) and releases their amounts. The status index finds candidates by the
 * closing time recorded at proposal (domain/closing.ts); the game itself has the last word.
 */
export async function cancelExpiredProposals(now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const bet of await listBetsByStatus('proposed', now)) {
    const game = await getGame(bet.gameId);
    if (isOpenToBets(bet, game, now)) continue;
    try {
      await cancelBet(bet.id, undefined, now);
      cancelled += 1;
    } catch (error) {
      // Accepted or cancelled in the meantime: nothing to clean up.
      if (!(error instanceof Conflict)) throw error;
    }
  }
  return cancelled;
}
