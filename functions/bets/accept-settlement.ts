import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { countSettledBet } from '../observability/metrics';
import { apiBets } from './bet-answers';
import { acceptSettlement } from '../store/settlement';

export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  const settled = await acceptSettlement(user, params.id);
  countSettledBet(settled);
  const [bet] = await apiBets([settled]);
  return json(bet);
});
