import { ACTIVE_STATUSES, BET_STATUSES, type BetStatus } from '../../domain/bets';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { countBets } from '../store/bets';

/** SPEC 7: totalBets and activeBets (accepted or pending settlement). */
export const handler = endpoint({}, async () => {
  const counts = new Map(
    await Promise.all(BET_STATUSES.map(async (status) => [status, await countBets(status)] as const)),
  );
  const sum = (statuses: readonly BetStatus[]) =>
    statuses.reduce((total, status) => total + (counts.get(status) ?? 0), 0);
  return json({
    totalBets: sum(BET_STATUSES),
    activeBets: sum(ACTIVE_STATUSES),
    byStatus: Object.fromEntries(counts),
  });
});
