import type { PushSwitch } from '../../domain/push';
import { pushChannel, type DirectChannel, type Sender } from '../store/deliveries';
import { listPushDevices, type PushDeviceRecord } from '../store/push-devices';
import type { UserRecord } from '../store/users';
import { pushPayload, type BetMessage } from './messages';
import { channelsOf, hearsPush, sendOnce, sendOnceEach, settleAll } from './once';
import { sendPush } from './push';
import { sendOn } from './send-on';

export interface Delivery {
  user: UserRecord | undefined;
  message: BetMessage;
  /** The email and SMS channels this kind of message may use; each goes only if the user has it on. */
  channels?: readonly DirectChannel[];
  /** The push switch this kind of message answers to: bet news unless said otherwise. */
  push?: PushSwitch;
  /** Which of the devices hearing it this message goes to: every one unless said otherwise. */
  pushTo?: (device: PushDeviceRecord) => boolean;
}

/**
 * Sends each message once per channel the user has on, and once to each of their push devices when
 * its switch is on. Every send is attempted; if any failed, their errors are thrown together once the
 * others went out, so the caller's retry sends just those.
 */
export async function deliver(notice: string, deliveries: Delivery[], sender: Sender): Promise<number> {
  // The devices are read before anything is sent: a failed read sends nothing, rather than a part.
  const reached = await Promise.all(
    deliveries.map(async (delivery) => ({
      ...delivery,
      devices: delivery.user
        ? (await devicesHearing(delivery.user, delivery.push ?? 'pushNotifications')).filter(
            delivery.pushTo ?? (() => true),
          )
        : [],
    })),
  );
  const sends = reached.flatMap(({ user, message, channels, devices }) =>
    user
      ? [
          ...channelsOf(user, channels).map((channel) =>
            sendOnce(notice, user, channel, () => sendOn(channel, user, message), sender),
          ),
          ...devices.map((device) => pushOnce(notice, user, device, message, sender)),
        ]
      : [],
  );
  return settleAll(sends);
}

/** The user's devices that hear this kind of message: none when its switch is off (no read then). */
export async function devicesHearing(user: UserRecord, which: PushSwitch): Promise<PushDeviceRecord[]> {
  return hearsPush(user, which) ? listPushDevices(user.id) : [];
}

/** `notice` to one device, once: each device has its own claim (docs/decisions.md, Exactly once). */
export function pushOnce(
  notice: string,
  user: UserRecord,
  device: PushDeviceRecord,
  message: BetMessage,
  sender: Sender,
): Promise<boolean> {
  return sendOnce(
    notice,
    user,
    pushChannel(device.id),
    () => sendPush(device, pushPayload(message, notice)),
    sender,
  );
}

/**
 * One message telling of several notices, once per channel the user has on and once per push device:
 * each notice is claimed as its own message would claim it, and the message tells of those claimed on
 * that channel (`messageOf` them, in their order), so each is told once, in whichever message reached
 * it first (docs/decisions.md, One message per score proposal). The notices are read only when the
 * user hears on some channel.
 */
export async function deliverCombined<Told extends { notice: string }>(
  user: UserRecord,
  noticesToTell: () => Promise<readonly Told[]>,
  messageOf: (told: Told[]) => BetMessage,
  sender: Sender,
): Promise<number> {
  const channels = channelsOf(user);
  const devices = await devicesHearing(user, 'pushNotifications');
  if (channels.length === 0 && devices.length === 0) return 0;
  const notices = await noticesToTell();
  return settleAll([
    ...channels.map((channel) =>
      sendOnceEach(notices, user, channel, (told) => sendOn(channel, user, messageOf(told)), sender),
    ),
    ...devices.map((device) =>
      sendOnceEach(
        notices,
        user,
        pushChannel(device.id),
        (told) => sendPush(device, pushPayload(messageOf(told), told[0]?.notice ?? '')),
        sender,
      ),
    ),
  ]);
}
