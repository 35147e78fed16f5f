import * as z from 'zod/mini';
import { ACTIVE_STATUSES } from '../../../domain/bets';
import { NotFound } from '../../../domain/errors';
import { fromAwayHome } from '../../../domain/scores';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { getBet, listGameBets } from '../../store/bets';
import { dispatch } from '../../notifications/dispatch';
import { settleAsAdmin } from '../../store/settlement';

const body = z.object({
  /** SPEC 5: digits-hyphen-digits, away then home. */
  finalScore: z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const score = fromAwayHome(text);
      if (!score) {
        context.issues.push({
          code: 'custom',
          message: 'must be away-home, digits-digits (e.g. 21-14)',
          input: text,
        });
        return z.NEVER;
      }
      return score;
    }),
  ),
  settleAllForGame: z.optional(z.boolean()),
});

/**
 * POST /api/admin/bets/{id}/settle: settles the bet, or every accepted and pending bet of its game,
 * each in its own transaction with the same rules and ledger entries as players' settlement.
 */
export const handler = endpoint({ params: idParam, body }, async ({ params, body }) => {
  const bet = await getBet(params.id);
  if (!bet) throw new NotFound('Bet not found');
  const ids = body.settleAllForGame
    ? (await listGameBets(bet.gameId))
        .filter((candidate) => ACTIVE_STATUSES.includes(candidate.status))
        .map((candidate) => candidate.id)
    : [bet.id];
  for (const id of ids) {
    await settleAsAdmin(id, body.finalScore);
    await dispatch({ type: 'bet_settled', betId: id, settledBy: 'admin' });
  }
  const message =
    ids.length === 1
      ? 'The bet has been settled'
      : `${ids.length} bets have been settled with the same final score`;
  return json({ message, settled: ids.length });
});
