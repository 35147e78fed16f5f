import { assertCanDecide, assertCanVoidAsAdmin } from '../../domain/disputes';
import type { AdminDecision } from '../../domain/dispute-input';
import { withFreshReads } from './client';
import type { BetRecord } from './bets';
import { readBet, settle } from './settlement';
import { voidAsAdmin } from './voids';

/**
 * POST /api/admin/bets/{id}/settle with an outcome (docs/product.md, Disputes): the admin settles a
 * disputed proposition, or one unsettled seven days after it closed, yes or no exactly as its players'
 * agreement would, or voids any proposition still holding a stake, with a reason. Each is one
 * transaction conditioned on the bet's version: of the admin and a player acting at once, one lands
 * and the other, read again, is refused.
 */
export function decideAsAdmin(betId: string, decision: AdminDecision, now = new Date()): Promise<BetRecord> {
  return withFreshReads(async () => {
    const { bet, game } = await readBet(betId);
    if (decision.outcome === 'void') {
      assertCanVoidAsAdmin(bet);
      return voidAsAdmin(bet, game, decision.reason ?? '', now);
    }
    assertCanDecide(bet, game, now);
    return settle(
      { ...bet, adminReason: decision.reason },
      game,
      { outcome: decision.outcome },
      'admin',
      now,
    );
  });
}
