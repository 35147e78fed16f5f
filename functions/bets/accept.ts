import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { count } from '../observability/metrics';
import { acceptBet } from '../store/bets';
import { apiBets } from './bet-answers';

export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  const accepted = await acceptBet(user, params.id);
  count('BetsAccepted');
  const [bet] = await apiBets([accepted]);
  return json(bet);
});
