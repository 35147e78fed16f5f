import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { toApiUser } from '../user/api-user';

export const handler = endpoint({}, ({ user }) => json(toApiUser(user)));
