import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { listBetsByStatus } from '../store/bets';
import { apiBets } from './api-bets';

/** Open proposals by others, newest first. */
export const handler = endpoint({}, async ({ user }) => {
  const open = (await listBetsByStatus('proposed')).filter((bet) => bet.proposerId !== user.id);
  open.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return json(await apiBets(open));
});
