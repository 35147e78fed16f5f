import * as z from 'zod';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { listInvitations, toApiInvitation } from '../../store/invitations';

const query = z.object({ all: z.enum(['true', 'false']).optional() });

export const handler = endpoint({ query }, async ({ query }) => {
  const invitations = await listInvitations({ all: query.all === 'true' });
  return json(invitations.map(toApiInvitation));
});
