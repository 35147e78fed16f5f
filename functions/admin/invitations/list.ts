import * as z from 'zod/mini';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { listInvitations, toApiInvitation } from '../../store/invitations';

const query = z.object({ all: z.optional(z.enum(['true', 'false'])) });

export const handler = endpoint({ query }, async ({ query }) => {
  const invitations = await listInvitations({ all: query.all === 'true' });
  return json(invitations.map(toApiInvitation));
});
