import { Conflict } from '../../domain/errors';
import { isBettingOpen } from '../../domain/games';
import { cancelBet } from '../store/bets';
import { listBetsByStatus } from '../store/bet-lists';
import { getGame } from '../store/games';

/**
 * docs/product.md, The admin area (Cleanup): cancels proposals whose game has started and releases their
 * amounts. The index finds candidates by the kickoff recorded at proposal time; the game itself has the last
 * word.
 */
export async function cancelExpiredProposals(now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const bet of await listBetsByStatus('proposed', now)) {
    const game = await getGame(bet.gameId);
    if (game && isBettingOpen(game, now)) continue;
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
