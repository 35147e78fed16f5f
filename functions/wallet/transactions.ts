import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { pageQuery } from '../http/params';
import { listPage } from '../http/responses';
import { ledgerPage, toApiTransaction } from '../store/ledger';

const query = z.object(pageQuery(50));

/**
 * The user's ledger, newest first, a page at a time. Each change of the balance added one entry, so
 * the user's ledger sequence is the ledger's length: the total costs no read.
 */
export const handler = endpoint({ query }, async ({ user, query, event }) => {
  const page = await ledgerPage(user.id, query);
  return listPage(page.items.map(toApiTransaction), { ...page, total: user.ledgerSequence }, event);
});
