import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { listUsers, toApiUser } from '../../store/users';

/** GET /api/users and GET /api/admin/users: every registered user with their balances, newest first. */
export const handler = endpoint({}, async () => json((await listUsers()).map(toApiUser)));
