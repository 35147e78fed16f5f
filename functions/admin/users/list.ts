import * as z from 'zod/mini';
import { endpoint } from '../../http/endpoint';
import { pageQuery } from '../../http/params';
import { listPage } from '../../http/responses';
import { toApiUser, usersPage } from '../../store/users';

const query = z.object(pageQuery(50));

/** GET /api/users and GET /api/admin/users: the registered users with their balances, newest first, a page at a time. */
export const handler = endpoint({ query }, async ({ query, event }) => {
  const page = await usersPage(query);
  return listPage(page.items.map(toApiUser), page, event);
});
