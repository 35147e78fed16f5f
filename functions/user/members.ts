import { isAccountInactive, type Member } from '../../domain/users';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { listUsers } from '../store/user-list';

/**
 * GET /api/members: the members who may bet now, by first name, with no email or balance: whom a
 * proposal can challenge (docs/product.md, Challenges). The group is invite-only and small, so one
 * Query holds it.
 */
export const handler = endpoint({}, async () => {
  const members: Member[] = (await listUsers())
    .filter((user) => !isAccountInactive(user))
    .map(({ id, firstName, lastName }) => ({ id, firstName, lastName }))
    .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
  return json(members);
});
