import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { apiBets } from '../store/bets';
import { acceptSettlement } from '../store/settlement';

export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  const [bet] = await apiBets([await acceptSettlement(user, params.id)]);
  return json(bet);
});
