import type { Channel, Sender } from '../store/deliveries';
import type { UserRecord } from '../store/users';
import { confirmedPhone } from '../store/preferences';
import { sendEmail } from './email';
import type { BetMessage } from './messages';
import { channelsOf, sendOnce, settleAll } from './once';
import { sendSms } from './sms';

/** Sends a message on one channel, to the user's address or confirmed number. */
export function sendOn(channel: Channel, user: UserRecord, message: BetMessage): Promise<void> {
  if (channel === 'email') return sendEmail({ to: user.email, subject: message.subject, body: message.text });
  const to = confirmedPhone(user);
  if (!to) throw new Error(`User ${user.id} has no confirmed phone`);
  return sendSms({ to, body: message.text });
}

export interface Delivery {
  user: UserRecord | undefined;
  message: BetMessage;
  /** The channels this kind of message may use; each goes only if the user has it on. */
  channels?: readonly Channel[];
}

/**
 * Sends each message once per channel the user has on. Every send is attempted; if any failed, their
 * errors are thrown together once the others went out, so the caller's retry sends just those.
 */
export async function deliver(notice: string, deliveries: Delivery[], sender: Sender): Promise<number> {
  const sends = deliveries.flatMap(({ user, message, channels }) =>
    user
      ? channelsOf(user, channels).map((channel) =>
          sendOnce(notice, user, channel, () => sendOn(channel, user, message), sender),
        )
      : [],
  );
  return settleAll(sends);
}
