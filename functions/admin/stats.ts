import { ACTIVE_STATUSES, BET_STATUSES, type BetStatus } from '../../domain/bets';
import { formatCents } from '../../domain/money';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { countBets, summarizeUsers } from '../store/statistics';

/**
 * The dashboard's Platform Stats (docs/product.md, Admin screens): totalBets and activeBets (accepted or
 * pending settlement); with the users' count, how many are admins and their balances' sum, which the user
 * list no longer gives whole (it comes in pages).
 */
export const handler = endpoint({}, async () => {
  const [counts, users] = await Promise.all([
    Promise.all(BET_STATUSES.map(async (status) => [status, await countBets(status)] as const)).then(
      (entries) => new Map(entries),
    ),
    summarizeUsers(),
  ]);
  const sum = (statuses: readonly BetStatus[]) =>
    statuses.reduce((total, status) => total + (counts.get(status) ?? 0), 0);
  return json({
    totalBets: sum(BET_STATUSES),
    activeBets: sum(ACTIVE_STATUSES),
    byStatus: Object.fromEntries(counts),
    totalUsers: users.users,
    adminUsers: users.admins,
    totalBalance: formatCents(users.balanceCents),
  });
});
