import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { pageQuery } from '../http/params';
import { listPage } from '../http/responses';
import { getPlayerBets } from '../store/bet-lists';
import { apiBets } from './bet-answers';
import { settlementEntriesPage } from '../store/ledger';

const query = z.object(pageQuery(20));

/**
 * GET /api/bets/history: the user's settled bets, the latest settlement first, a page at a time. The
 * order is the user's ledger: settlement wrote one entry per bet, in the order the bets settled.
 */
export const handler = endpoint({ query }, async ({ user, query, event }) => {
  const page = await settlementEntriesPage(user.id, query);
  const betIds = page.items.flatMap((entry) => (entry.bet ? [entry.bet.betId] : []));
  return listPage(await apiBets(await getPlayerBets(user.id, betIds)), page, event);
});
