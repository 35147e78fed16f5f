import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { countSettledBet } from '../observability/metrics';
import { acceptGameScore } from '../store/game-scores';
import { scoreAnswer } from './bet-answers';

/** docs/product.md, One score proposal per player and game: one acceptance settles each bet waiting for it. */
export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  const accepted = await acceptGameScore(user, params.id);
  for (const settled of [accepted.bet, ...accepted.alsoBets]) countSettledBet(settled);
  return json(await scoreAnswer(accepted));
});
