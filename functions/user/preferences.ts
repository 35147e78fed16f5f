import { checkPreferences, preferencesInput } from '../../domain/preferences';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { savePreferences, toApiUser } from '../store/users';

/** PATCH /api/user/preferences: any subset; the result must keep SPEC 2's rules (SMS needs a phone, alerts need SMS). */
export const handler = endpoint({ body: preferencesInput }, async ({ body, user }) => {
  const preferences = checkPreferences({
    emailNotifications: body.emailNotifications ?? user.emailNotifications,
    smsNotifications: body.smsNotifications ?? user.smsNotifications,
    betProposalSmsAlerts: body.betProposalSmsAlerts ?? user.betProposalSmsAlerts,
    phoneNumber: body.phoneNumber === undefined ? (user.phoneNumber ?? null) : body.phoneNumber,
  });
  return json(toApiUser(await savePreferences(user.id, preferences)));
});
