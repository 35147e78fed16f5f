import * as z from 'zod/mini';
import { ACTIVE_STATUSES, assertCanSettleAsAdmin, NOT_SETTLABLE } from '../../../domain/bets';
import { Conflict, NotFound } from '../../../domain/errors';
import { fromAwayHome, isPlausibleScore, MAX_POINTS, type Score } from '../../../domain/scores';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { logger } from '../../observability/logger';
import { countSettledBet } from '../../observability/metrics';
import { getBet, listGameBets, type BetRecord } from '../../store/bets';
import { getGame } from '../../store/games';
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
      if (!isPlausibleScore(score)) {
        context.issues.push({
          code: 'custom',
          message: `must be 0 to ${MAX_POINTS} points a team`,
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
  const candidates = (await listGameBets(bet.gameId)).filter((candidate) =>
    ACTIVE_STATUSES.includes(candidate.status),
  );
  const counts = { settled: 0, skipped: 0, failed: 0 };
  let firstError: Error | undefined;
  for (const candidate of candidates) {
    try {
      counts[await settleOne(candidate, body.finalScore, now)] += 1;
    } catch (error) {
      logger.error('A bet of settle-all could not be settled', { betId: candidate.id, error });
      firstError ??= error instanceof Error ? error : new Error(String(error));
      counts.failed += 1;
    }
  }
  // With nothing done there is no partial work to report: the error stands as it would for one bet.
  if (counts.settled === 0 && counts.skipped === 0 && firstError) throw firstError;
  return json({ message: settleAllMessage(counts), ...counts });
});

async function settleOne(bet: BetRecord, score: Score, now: Date): Promise<'settled' | 'skipped'> {
  try {
    countSettledBet(await settleAsAdmin(bet.id, score, now));
  } catch (error) {
    // Settled by its players (or otherwise closed) since the list was read: nothing left to do.
    if (error instanceof Conflict && error.message === NOT_SETTLABLE) return 'skipped';
    throw error;
  }
  return 'settled';
}

const bets = (count: number) => (count === 1 ? '1 bet' : `${count} bets`);

function settleAllMessage({ settled, skipped, failed }: Record<'settled' | 'skipped' | 'failed', number>) {
  if (settled + skipped + failed === 0) return 'No bets were left to settle';
  if (skipped + failed === 0)
    return settled === 1
      ? 'The bet has been settled'
      : `${bets(settled)} have been settled with the same final score`;
  const parts = [`${bets(settled)} settled with the same final score`];
  if (skipped > 0) parts.push(`${bets(skipped)} had been settled by the players meanwhile`);
  if (failed > 0) parts.push(`${bets(failed)} could not be settled: settle them again`);
  return parts.join('; ');
}
