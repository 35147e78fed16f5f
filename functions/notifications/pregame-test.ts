import { sideOf } from '../../domain/bets';
import { DEFAULT_TIME_ZONE } from '../../domain/users';
import type { BetRecord } from '../store/bets';
import type { UserRecord } from '../store/users';
import { pregameReminder } from './messages';
import { betContext, channelsOf, settleAll } from './once';
import { sendOn } from './send-on';

// Apart from the job's reminders (pregame.ts): the button sends by email and SMS only, so its
// function carries neither the push library nor the VAPID key's client and permission.

/**
 * The Settings button's sample: this user's own reminder for each of these bets, marked as a test,
 * to them alone, and not counted as the real one.
 */
export async function sendTestPregameReminders(
  user: UserRecord,
  bets: readonly BetRecord[],
): Promise<number> {
  const sends: Promise<boolean>[] = [];
  for (const bet of bets) {
    const context = await betContext(bet);
    if (!context?.game) continue;
    const message = pregameReminder(
      context,
      sideOf(bet, user.id) ?? 'proposer',
      user.timeZone ?? DEFAULT_TIME_ZONE,
      { test: true },
    );
    for (const channel of channelsOf(user)) sends.push(sendOn(channel, user, message).then(() => true));
  }
  return settleAll(sends);
}
