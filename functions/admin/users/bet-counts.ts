import { BET_STATUSES, type BetStatus } from '../../../domain/bets';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { listPlayerBets } from '../../store/bet-lists';
import { getLiveUser } from '../../store/users';

/**
 * GET /api/admin/users/{id}/bet-counts: how many of the user's bets are in each status, so the
 * confirmations say what deactivating cancels (open proposals) and whether deleting is allowed.
 */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  await getLiveUser(params.id);
  const counts = Object.fromEntries(BET_STATUSES.map((status) => [status, 0])) as Record<BetStatus, number>;
  for (const bet of await listPlayerBets(params.id)) counts[bet.status] += 1;
  return json(counts);
});
