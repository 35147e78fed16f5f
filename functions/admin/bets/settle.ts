import * as z from 'zod/mini';
import { assertCanSettleAsAdmin } from '../../../domain/bets';
import { NotFound } from '../../../domain/errors';
import { adminFinalScoreInput } from '../../../domain/scores';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { countSettledBet } from '../../observability/metrics';
import { getBet } from '../../store/bets';
import { getGame } from '../../store/games';
import { settleAsAdmin, settledMessage, settleGameBets } from '../../store/settlement';

const body = z.object({
  finalScore: adminFinalScoreInput,
  settleAllForGame: z.optional(z.boolean()),
});

/**
 * POST /api/admin/bets/{id}/settle: settles the bet, or every accepted and pending bet of its game, each
 * in its own transaction with the same rules and ledger entries as players' settlement. Settling all
 * never answers an error after settling some (docs/decisions.md): it settles what it can, skips what
 * the players settled meanwhile, and says how many of each.
 */
export const handler = endpoint({ params: idParam, body }, async ({ params, body }) => {
  const bet = await getBet(params.id);
  if (!bet) throw new NotFound('Bet not found');
  if (!body.settleAllForGame) {
    countSettledBet(await settleAsAdmin(bet.id, body.finalScore));
    return json({ message: 'The bet has been settled', settled: 1 });
  }

  // Whatever stops one bet of the game stops them all (not started, voided): say so before any work.
  const now = new Date();
  const game = await getGame(bet.gameId);
  if (!game) throw new NotFound('The game of this bet no longer exists');
  assertCanSettleAsAdmin(bet, game, now);
  const { firstError, ...counts } = await settleGameBets(bet.gameId, body.finalScore, now);
  // With nothing done there is no partial work to report: the error stands as it would for one bet.
  if (counts.settled === 0 && counts.skipped === 0 && firstError) throw firstError;
  return json({ message: settledMessage(counts), ...counts });
});
