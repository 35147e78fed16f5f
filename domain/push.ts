import * as z from 'zod/mini';
import { readInput } from './read-input';

/**
 * Web Push, the third channel beside email and SMS (docs/product.md, Notifications): the browsers
 * ("devices") a user turned notifications on in, and what each is sent. The web app and the handlers
 * both read this file.
 */

/** A browser that receives the user's notifications, as GET /api/user/devices lists it. */
export interface Device {
  /** `deviceIdOf(endpoint)`: a browser finds itself in the list by its own subscription. */
  id: string;
  /** As the browser named itself ("Chrome on Android"). */
  name: string;
  /** ISO instant it was first registered. */
  createdAt: string;
  /** Its live-score switches (LIVE_SWITCH_DEFAULTS where never set). */
  live: LiveSwitches;
}

/** GET /api/user/devices: the key for PushManager.subscribe's applicationServerKey, and the devices, newest first. */
export interface Devices {
  /** The VAPID public key, base64url (uncompressed P-256 point, 65 bytes). */
  publicKey: string;
  devices: Device[];
}

/** What the service worker receives, as JSON, for each notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app's own origin: the bet's page (`/bets/<id>`), or `/my-bets`. */
  url: string;
  /** The notice's id: the same notice again replaces the one shown rather than stacking beside it. */
  tag: string;
}

/** At most this many devices per user: a new one past it is refused until one is removed. */
export const MAX_DEVICES = 10;
export const MAX_DEVICE_NAME_LENGTH = 60;

/** The three push switches of Settings and what they are when a user never set them. */
export const PUSH_SWITCH_DEFAULTS = {
  /** Bet news: challenges, accepted, score proposed, settled, re-graded, voided, pre-game reminders. */
  pushNotifications: true,
  /** Comments on the user's bets. */
  pushComments: true,
  /** Every other member's new open proposal, at once. */
  pushProposals: false,
} as const;
export type PushSwitch = keyof typeof PUSH_SWITCH_DEFAULTS;

/**
 * docs/product.md, Live scores: what one device is pushed about the games its user has an active bet
 * on, each a switch of that device alone, and what each is when never set: the final only.
 */
export const LIVE_SWITCH_DEFAULTS = { kickoff: false, scores: false, final: true } as const;
export type LiveSwitch = keyof typeof LIVE_SWITCH_DEFAULTS;
export type LiveSwitches = Record<LiveSwitch, boolean>;

/** PATCH /api/user/devices/{id}: any of the device's live-score switches; those left out stay. */
export const liveSwitchesInput = z.object({
  kickoff: z.optional(z.boolean()),
  scores: z.optional(z.boolean()),
  final: z.optional(z.boolean()),
});
export type LiveSwitchesInput = z.output<typeof liveSwitchesInput>;

/** A device's live-score switches, as its item keeps them: its defaults where never set. */
export const liveSwitchesOf = (device: {
  liveKickoff?: boolean;
  liveScores?: boolean;
  liveFinal?: boolean;
}): LiveSwitches => ({
  kickoff: device.liveKickoff ?? LIVE_SWITCH_DEFAULTS.kickoff,
  scores: device.liveScores ?? LIVE_SWITCH_DEFAULTS.scores,
  final: device.liveFinal ?? LIVE_SWITCH_DEFAULTS.final,
});

/**
 * A device's id: the first 32 hex digits of the SHA-256 of its subscription's endpoint. The same
 * browser subscribing again gets the same id, and can compute it itself (Web Crypto, as here).
 */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const MAX_ENDPOINT_LENGTH = 2048;
const ENDPOINT_PROBLEM = "must be the https URL of a browser's push service";

/**
 * The browsers' push services, by the host names their subscriptions name (docs/product.md, Push):
 * Chrome's and Android's (Firebase Cloud Messaging), Firefox's (Mozilla's autopush), Safari's (Apple's
 * web push) and Edge's on Windows (WNS). The sender fetches the endpoint it is given: any other host,
 * an address inside the cloud's network among them, is refused.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^(?:[a-z0-9-]+\.)*push\.apple\.com$/,
  /^(?:[a-z0-9-]+\.)*notify\.windows\.com$/,
];

/**
 * Whether a subscription's endpoint is one of the browsers' push services: https on port 443 of a
 * known host, with no user name or password. `loopbackHttp` also takes plain http on 127.0.0.1, for
 * a test's own push service.
 */
export function isPushServiceEndpoint(url: URL, { loopbackHttp }: { loopbackHttp: boolean }): boolean {
  if (loopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    !url.username &&
    !url.password &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

/** A push service's address (isPushServiceEndpoint), as the URL parser normalises it. */
export function pushEndpointInput(options: { loopbackHttp: boolean }) {
  return readInput(
    z.string().check(z.maxLength(MAX_ENDPOINT_LENGTH)),
    (text) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        return undefined;
      }
      return isPushServiceEndpoint(url, options) ? url.href : undefined;
    },
    ENDPOINT_PROBLEM,
  );
}

/** base64url without padding, of exactly `bytes` bytes; padding, if sent, is dropped. */
const base64url = (bytes: number, problem: string, first = '') =>
  readInput(
    z.string().check(z.maxLength(200)),
    (text) => {
      const bare = text.replace(/={1,2}$/, '');
      return bare.length === Math.ceil((bytes * 4) / 3) && /^[\w-]+$/.test(bare) && bare.startsWith(first)
        ? bare
        : undefined;
    },
    problem,
  );

/** PUT /api/user/devices: a PushSubscription as the browser's toJSON() gives it, and a name for it. */
export function deviceInput(options: { loopbackHttp: boolean }) {
  return z.object({
    subscription: z.object({
      endpoint: pushEndpointInput(options),
      keys: z.object({
        // An uncompressed P-256 point starts with the byte 4: "B" in base64url.
        p256dh: base64url(65, 'must be a P-256 public key, base64url (65 bytes)', 'B'),
        auth: base64url(16, 'must be an authentication secret, base64url (16 bytes)'),
      }),
    }),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'is required'),
        z.maxLength(MAX_DEVICE_NAME_LENGTH, `must be at most ${MAX_DEVICE_NAME_LENGTH} characters`),
        z.regex(/^[^\p{Cc}]*$/u, 'must be text on one line'),
      ),
  });
}
export type DeviceInput = z.output<ReturnType<typeof deviceInput>>;

/** Whether a push switch is on for this user: as stored, or its default for users from before push. */
export const pushSwitchOn = (user: Partial<Record<PushSwitch, boolean>>, which: PushSwitch): boolean =>
  user[which] ?? PUSH_SWITCH_DEFAULTS[which];
