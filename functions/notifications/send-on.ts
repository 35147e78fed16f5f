import type { DirectChannel } from '../store/deliveries';
import { confirmedPhone } from '../../domain/users';
import type { UserRecord } from '../store/users';
import { sendEmail } from './email';
import type { BetMessage } from './messages';
import { sendSms } from './sms';

/** Sends a message by email or SMS, to the user's address or confirmed number. */
export function sendOn(channel: DirectChannel, user: UserRecord, message: BetMessage): Promise<void> {
  if (channel === 'email') return sendEmail({ to: user.email, subject: message.subject, body: message.text });
  const to = confirmedPhone(user);
  if (!to) throw new Error(`User ${user.id} has no confirmed phone`);
  return sendSms({ to, body: message.text });
}
