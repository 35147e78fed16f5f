import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it: Chrome's push service, with a
 * token that names no browser.
 */
export function pushSubscription() {
  const key = createECDH('prime256v1');
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    keys: { p256dh: key.generateKeys('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
