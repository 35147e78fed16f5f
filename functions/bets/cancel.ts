import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { cancelBet } from '../store/bets';
import { apiBets } from './bet-answers';

export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  const [bet] = await apiBets([await cancelBet(params.id, user.id)]);
  return json(bet);
});
