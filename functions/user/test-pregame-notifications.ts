import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { sendTestPregameReminders } from '../notifications/pregame-test';
import { listPlayerBets } from '../store/bet-lists';
import { takeRateLimit } from '../store/rate-limits';

const TEST_PREGAME_LIMIT = {
  name: 'test-pregame',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'You can test the pre-game notifications 5 times an hour. Please try again later.',
};

/**
 * POST /api/test-pregame-notifications: the reminders of the user's accepted bets, now, marked as
 * tests and sent to the caller alone (never to their opponents), without marking them sent.
 */
export const handler = endpoint({}, async ({ user }) => {
  await takeRateLimit(TEST_PREGAME_LIMIT, user.id);
  const accepted = (await listPlayerBets(user.id)).filter((bet) => bet.status === 'accepted');
  const sent = await sendTestPregameReminders(user, accepted);
  const message =
    accepted.length === 0
      ? 'You have no accepted bets to be reminded about'
      : `Sent you ${sent} test reminder${sent === 1 ? '' : 's'} for ${accepted.length} bet${accepted.length === 1 ? '' : 's'}`;
  return json({ sent, bets: accepted.length, message });
});
