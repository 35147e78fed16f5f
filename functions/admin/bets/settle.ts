import * as z from 'zod/mini';
import { adminVerdictOf } from '../../../domain/dispute-input';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { finalMessage } from '../../../domain/settlement';
import { adminApiBets } from '../../bets/bet-answers';
import { decideAsAdmin } from '../../store/admin-decisions';
import { settleAsAdmin } from '../../store/settlement';

/**
 * POST /api/admin/bets/{id}/settle. With `finalScore`: the score the admin gives this bet is its game's
 * official final, so every accepted and pending bet of the game settles by it and any its players
 * settled at another score is re-graded (docs/product.md, One final score per game), each in its own
 * transaction. It never answers an error after changing some: it says how many of each. With `outcome`
 * (and a `reason`, required to void): the admin's decision on one proposition, answered with the bet
 * (docs/product.md, Disputes).
 */
export const handler = endpoint({ params: idParam, body: z.unknown() }, async ({ params, body }) => {
  const verdict = adminVerdictOf(body);
  if ('decision' in verdict) {
    const [decided] = await adminApiBets([await decideAsAdmin(params.id, verdict.decision)]);
    return json(decided);
  }
  const counts = await settleAsAdmin(params.id, verdict.finalScore);
  return json({ message: finalMessage(counts), ...counts });
});
