import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { toApiUser } from '../store/users';

export const handler = endpoint({}, ({ user }) => json(toApiUser(user)));
