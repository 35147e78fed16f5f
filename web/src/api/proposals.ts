import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Bet, Selection } from '../../../domain/bets';
import type { Odds } from '../../../domain/odds';
import { AFTER_PROPOSAL } from './bets';
import { apiRequest } from './http';
import { refreshQueries } from './query-client';

/*
 * Apart from api/bets.ts, which the signed-in frame loads for its poll: only the proposal dialog,
 * loaded when first opened, sends proposals.
 */

/** POST /api/bets as the forms send it (docs/product.md, Bet lifecycle). */
export type BetProposalRequest = {
  selection: Selection;
  /** Decimal string, e.g. "25.00": the proposer's stake. */
  amount: string;
  /** A challenge: the one member who may accept it. */
  challengeeId?: string;
  /**
   * docs/product.md, Bet lifecycle: a retried submission carries the same key, so the server creates one bet.
   */
  idempotencyKey: string;
} & (
  | {
      gameId: string;
      betType: 'spread' | 'over_under';
      /** The line: `spread` for spread bets, `overUnder` for totals. */
      line: number;
    }
  /** A straight-up bet: the proposer's odds (docs/product.md, Odds). */
  | { gameId: string; betType: 'moneyline'; odds: Odds }
  /**
   * A proposition: its yes-or-no statement and the proposer's odds, on a game (closing at its kickoff)
   * or on none, closing at `closesAt` (docs/product.md, Propositions).
   */
  | ({ betType: 'proposition'; proposition: string; odds: Odds } & (
      { gameId: string } | { closesAt: string }
    ))
);

/** The request's body: the key goes as a header, a line as the field of its bet type. */
function proposalBody(request: BetProposalRequest) {
  const { selection, amount, challengeeId, betType } = request;
  const proposal = { betType, selection, amount, ...(challengeeId && { challengeeId }) };
  if (request.betType === 'proposition') {
    const { proposition, odds } = request;
    const on = 'gameId' in request ? { gameId: request.gameId } : { closesAt: request.closesAt };
    return { ...proposal, ...on, proposition, odds };
  }
  if (request.betType === 'moneyline') return { ...proposal, gameId: request.gameId, odds: request.odds };
  return {
    ...proposal,
    gameId: request.gameId,
    ...(request.betType === 'spread' ? { spread: request.line } : { overUnder: request.line }),
  };
}

/** POST /api/bets: a new proposal (docs/product.md, Bet lifecycle). */
export function useProposeBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: BetProposalRequest) =>
      apiRequest<Bet>('/api/bets', {
        method: 'POST',
        headers: { 'Idempotency-Key': proposal.idempotencyKey },
        body: proposalBody(proposal),
      }),
    onSuccess: () => refreshQueries(queryClient, AFTER_PROPOSAL),
  });
}
