import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/** A browser's push subscription as PushSubscription.toJSON() gives it, to a push service that is not there. */
export function pushSubscription() {
  const key = createECDH('prime256v1');
  return {
    endpoint: `https://push.bench.example.com/send/${randomUUID()}`,
    keys: { p256dh: key.generateKeys('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
