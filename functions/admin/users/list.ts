import * as z from 'zod/mini';
import { endpoint } from '../../http/endpoint';
import { pageQuery } from '../../http/params';
import { listPage } from '../../http/responses';
import { toApiUser } from '../../user/api-user';
import { usersPage } from '../../store/user-list';

const query = z.object({
  ...pageQuery(50),
  /** Part of a name or email, any case. */
  search: z.optional(z.string().check(z.maxLength(100, 'must be at most 100 characters'))),
  status: z.optional(
    z.enum(['all', 'active', 'inactive'], { error: "must be 'all', 'active' or 'inactive'" }),
  ),
});

/**
 * GET /api/users and GET /api/admin/users: the registered users with their balances, newest first, a
 * page at a time; `search` and `status` narrow the list (the admin's Users screen).
 */
export const handler = endpoint({ query }, async ({ query, event }) => {
  const { search, status, ...request } = query;
  const page = await usersPage(request, { search, status: status === 'all' ? undefined : status });
  return listPage(page.items.map(toApiUser), page, event);
});
