import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { sendPregameReminders } from '../notifications/pregame';
import { listPlayerBets } from '../store/bets';

/** POST /api/test-pregame-notifications: the reminders of the user's accepted bets, now, without marking them sent. */
export const handler = endpoint({}, async ({ user }) => {
  const accepted = (await listPlayerBets(user.id)).filter((bet) => bet.status === 'accepted');
  const sent = await sendPregameReminders(accepted, new Date(), { once: false });
  const message =
    accepted.length === 0
      ? 'You have no accepted bets to be reminded about'
      : `Sent ${sent} reminder${sent === 1 ? '' : 's'} for ${accepted.length} bet${accepted.length === 1 ? '' : 's'}`;
  return json({ sent, bets: accepted.length, message });
});
