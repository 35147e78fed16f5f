import { invitationCheckInput } from '../../domain/users';
import { publicEndpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { openInvitation } from '../store/invitations';

/**
 * POST /api/register/check: whether a registration link still opens an invitation, so the page can say
 * so before anyone fills in the form. 200 with the invited email, or 400 saying why not (the same
 * messages registering gives). The token travels in the body, out of URLs and their logs.
 */
export const handler = publicEndpoint({ body: invitationCheckInput }, async ({ body }) => {
  const invitation = await openInvitation(body.token);
  return json({ email: invitation.email });
});
