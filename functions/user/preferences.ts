import { checkPreferences, preferencesInput } from '../../domain/preferences';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { savePreferences } from '../store/preferences';
import { pushSwitchOn } from '../../domain/push';
import { toApiUser } from './api-user';

/**
 * PATCH /api/user/preferences: any subset, and the time zone for emails and texts; the result must
 * keep the rules of docs/product.md, Settings (SMS needs a confirmed phone, alerts need SMS). A new
 * number is unconfirmed, so SMS and its alerts switch off until its owner confirms it
 * (docs/decisions.md, Phone numbers).
 */
export const handler = endpoint({ body: preferencesInput }, async ({ body, user }) => {
  const phoneNumber = body.phoneNumber === undefined ? (user.phoneNumber ?? null) : body.phoneNumber;
  const phoneChanged = phoneNumber !== (user.phoneNumber ?? null);
  const preferences = checkPreferences(
    {
      emailNotifications: body.emailNotifications ?? user.emailNotifications,
      smsNotifications: body.smsNotifications ?? (phoneChanged ? false : user.smsNotifications),
      betProposalSmsAlerts: body.betProposalSmsAlerts ?? (phoneChanged ? false : user.betProposalSmsAlerts),
      commentNotifications: body.commentNotifications ?? user.commentNotifications ?? true,
      proposalEmails: body.proposalEmails ?? user.proposalEmails ?? 'off',
      pushNotifications: body.pushNotifications ?? pushSwitchOn(user, 'pushNotifications'),
      pushComments: body.pushComments ?? pushSwitchOn(user, 'pushComments'),
      pushProposals: body.pushProposals ?? pushSwitchOn(user, 'pushProposals'),
      phoneNumber,
    },
    {
      confirmed: !phoneChanged && Boolean(user.phoneConfirmedAt),
      smsWasOn: !phoneChanged && user.smsNotifications,
    },
  );
  return json(
    toApiUser(await savePreferences(user.id, preferences, { phoneChanged, timeZone: body.timeZone })),
  );
});
