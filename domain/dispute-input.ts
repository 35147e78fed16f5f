import * as z from 'zod/mini';
import { InvalidRequest } from './errors';
import { adminFinalScoreInput, type Score } from './scores';
import { reasonInput } from './note-input';
import { describeValidationError } from './validation';

export const REASON_REQUIRED_TO_VOID = 'is required to void a proposition: both players read why';

/** The admin's decision on a proposition (docs/product.md, Disputes). */
const decisionInput = z
  .object({
    outcome: z.enum(['yes', 'no', 'void'], { error: "must be 'yes', 'no' or 'void'" }),
    reason: z.optional(reasonInput),
  })
  .check(
    z.refine((decision) => decision.outcome !== 'void' || decision.reason !== undefined, {
      message: REASON_REQUIRED_TO_VOID,
      path: ['reason'],
    }),
  );
export type AdminDecision = z.output<typeof decisionInput>;

/** An admin's final score (older clients also sent settleAllForGame: a game has one final, so it is all). */
const finalScoreBody = z.object({
  finalScore: adminFinalScoreInput,
  settleAllForGame: z.optional(z.boolean()),
});

/**
 * POST /api/admin/bets/{id}/settle's body: an outcome when it names one (a proposition's decision),
 * else the game's final score, each read by its own schema so a score's refusals read as they always
 * have. Which one the bet takes is the bet's rule.
 */
export function adminVerdictOf(body: unknown): { finalScore: Score } | { decision: AdminDecision } {
  const named = typeof body === 'object' && body !== null && 'outcome' in body;
  const result = named ? decisionInput.safeParse(body) : finalScoreBody.safeParse(body);
  if (!result.success) throw new InvalidRequest(describeValidationError(result.error, 'request body'));
  return 'outcome' in result.data ? { decision: result.data } : { finalScore: result.data.finalScore };
}
