import * as z from 'zod/mini';
import { settlementVerdictOf } from '../../domain/scores';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { proposeGameScore } from '../store/game-scores';
import { scoreAnswer } from './bet-answers';

/**
 * docs/product.md, One score proposal per player and game: the score goes to all their accepted bets on
 * it. A proposition takes an outcome instead, for itself alone (docs/product.md, Propositions).
 */
export const handler = endpoint({ params: idParam, body: z.unknown() }, async ({ params, body, user }) => {
  return json(await scoreAnswer(await proposeGameScore(user, params.id, settlementVerdictOf(body))));
});
