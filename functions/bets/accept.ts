import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { dispatch } from '../notifications/dispatch';
import { acceptBet, apiBets } from '../store/bets';

export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  const accepted = await acceptBet(user, params.id);
  await dispatch({ type: 'bet_accepted', betId: accepted.id });
  const [bet] = await apiBets([accepted]);
  return json(bet);
});
