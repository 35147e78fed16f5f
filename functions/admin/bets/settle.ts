import * as z from 'zod/mini';
import { adminFinalScoreInput } from '../../../domain/scores';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { finalMessage } from '../../../domain/settlement';
import { settleAsAdmin } from '../../store/settlement';

const body = z.object({
  finalScore: adminFinalScoreInput,
  /** Older clients chose between this bet and all of its game's; a game has one final, so it is all. */
  settleAllForGame: z.optional(z.boolean()),
});

/**
 * POST /api/admin/bets/{id}/settle: the score the admin gives this bet is its game's official final,
 * so every accepted and pending bet of the game settles by it and any its players settled at another
 * score is re-graded (docs/product.md, One final score per game), each in its own transaction. It
 * never answers an error after changing some: it says how many of each.
 */
export const handler = endpoint({ params: idParam, body }, async ({ params, body }) => {
  const counts = await settleAsAdmin(params.id, body.finalScore);
  return json({ message: finalMessage(counts), ...counts });
});
