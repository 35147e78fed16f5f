import * as z from 'zod/mini';
import { ACTIVE_STATUSES, BET_STATUSES } from '../../../domain/bets';
import { endpoint } from '../../http/endpoint';
import { pageQuery } from '../../http/params';
import { listPage } from '../../http/responses';
import { adminApiBets } from '../../bets/bet-answers';
import { betsPage, listUnsettledPropositions } from '../../store/bet-lists';

const query = z.object({ status: z.optional(z.enum(['active', 'unsettled'])), ...pageQuery(50) });

/**
 * GET /api/admin/bets (?status=active): bets with the names and emails the admin screens show, a page
 * at a time. Active bets come earliest kickoff first, the order they are settled in; all bets latest
 * kickoff first, so the first page is this week's. ?status=unsettled: the propositions the admin
 * decides (docs/product.md, Disputes), disputed or unsettled a week after they closed, in one page.
 */
export const handler = endpoint({ query }, async ({ query: { status, ...request }, event }) => {
  if (status === 'unsettled') {
    const bets = (await adminApiBets(await listUnsettledPropositions())).filter((bet) => bet.unsettled);
    return listPage(bets, {}, event);
  }
  const active = status === 'active';
  const page = await betsPage(active ? ACTIVE_STATUSES : BET_STATUSES, { ...request, descending: !active });
  return listPage(await adminApiBets(page.items), page, event);
});
