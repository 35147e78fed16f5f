import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { cancelExpiredProposals } from '../schedules/expired-proposals';

/** POST /api/admin/cleanup-expired-bets: the scheduled cleanup, on demand. */
export const handler = endpoint({}, async () => {
  const deletedCount = await cancelExpiredProposals();
  return json({
    deletedCount,
    message: `Cancelled ${deletedCount} expired bet proposal${deletedCount === 1 ? '' : 's'}`,
  });
});
