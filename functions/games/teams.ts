import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { teamsById } from '../store/teams';

export const handler = endpoint({}, async () => json([...(await teamsById()).values()]));
