import * as z from 'zod/mini';
import { endpoint } from '../../http/endpoint';
import { pageQuery } from '../../http/params';
import { listPage } from '../../http/responses';
import { invitationsPage, toApiInvitation } from '../../store/invitations';

const query = z.object({ all: z.optional(z.enum(['true', 'false'])), ...pageQuery(50) });

/** The open invitations (or, with all=true, every one), newest first, a page at a time. */
export const handler = endpoint({ query }, async ({ query: { all, ...page }, event }) => {
  const invitations = await invitationsPage({ all: all === 'true' }, page);
  return listPage(invitations.items.map(toApiInvitation), invitations, event);
});
