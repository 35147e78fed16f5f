import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bet, PropositionOutcome } from '../../../domain/bets';
import { GAMES_KEY } from './games';
import { apiRequest } from './http';
import { MY_BETS_KEY, ONE_BET_KEY } from './bets';
import { refreshQueries } from './query-client';

/*
 * Apart from api/bets.ts, which the signed-in frame loads for its poll: only a proposition's outcome
 * dialog, loaded when first needed, proposes an outcome.
 */

/** The answer to a proposed outcome: the bet, and whatever the server says of where it now stands. */
export type OutcomeAnswer = Bet & { message?: string };

/** POST /api/bets/{id}/propose-settlement with an outcome (docs/product.md, Propositions). */
export function useProposeOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: string; outcome: PropositionOutcome; note: string }) =>
      apiRequest<OutcomeAnswer>(`/api/bets/${encodeURIComponent(id)}/propose-settlement`, {
        method: 'POST',
        // docs/product.md, Disputes: the player's words for the admin, should the other disagree.
        body: note.trim() === '' ? { outcome } : { outcome, note: note.trim() },
      }),
    onSuccess: () => refreshQueries(queryClient, [MY_BETS_KEY, ONE_BET_KEY, GAMES_KEY]),
  });
}
