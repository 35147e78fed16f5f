import * as z from 'zod/mini';
import { NotFound } from '../../../domain/errors';
import { endpoint } from '../../http/endpoint';
import { idParam, pageQuery } from '../../http/params';
import { listPage } from '../../http/responses';
import { ledgerPage, toApiTransaction } from '../../store/ledger';
import { getUser } from '../../store/users';

const query = z.object(pageQuery(50));

/** A user's ledger for the admin, newest first, a page at a time, with its length (the user's sequence). */
export const handler = endpoint({ params: idParam, query }, async ({ params, query, event }) => {
  const [user, page] = await Promise.all([getUser(params.id), ledgerPage(params.id, query)]);
  if (!user) throw new NotFound('User not found');
  return listPage(page.items.map(toApiTransaction), { ...page, total: user.ledgerSequence }, event);
});
