import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { apiBets, listPlayerBets } from '../store/bets';

/** Every bet the user proposed or accepted, newest first. */
export const handler = endpoint({}, async ({ user }) => {
  const bets = await listPlayerBets(user.id);
  bets.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return json(await apiBets(bets));
});
