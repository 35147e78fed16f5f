import { Conflict } from '../../../domain/errors';
import { invitationInput, type SentInvitation } from '../../../domain/invitations';
import { appOrigin } from '../../config';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { invitationEmail } from '../../notifications/messages';
import { sendEmail } from '../../notifications/email';
import { inviteEmail, toApiInvitation } from '../../store/invitations';
import { recipientSubject, takeRateLimit } from '../../store/rate-limits';
import { EMAIL_TAKEN, findUserIdByEmail } from '../../store/users';

/** Re-sending is one click: one address gets at most 3 invitation emails an hour (docs/decisions.md). */
const PER_EMAIL = {
  name: 'invitation-email',
  limit: 3,
  windowSeconds: 60 * 60,
  message: 'This email has been sent 3 invitations this hour. Please try again later.',
};

/**
 * Invites an email, or re-sends the open invitation it already has with a fresh link (the old one
 * stops working). The answer carries the link, for the admin to send by text too.
 */
export const handler = endpoint({ body: invitationInput }, async ({ body: { email }, user }) => {
  if (await findUserIdByEmail(email)) throw new Conflict(EMAIL_TAKEN);
  await takeRateLimit(PER_EMAIL, recipientSubject(email));
  const { invitation, token, replaced } = await inviteEmail(email);
  const link = `${appOrigin()}/register?token=${encodeURIComponent(token)}`;
  await sendEmail(invitationEmail(email, link, invitation.expiresAt, user.timeZone));
  const sent: SentInvitation = {
    ...toApiInvitation(invitation),
    registrationLink: link,
    replacedLink: replaced,
  };
  return json(sent, 201);
});
