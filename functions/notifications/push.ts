// web-push is CommonJS whose exports Node cannot name for an ES module: its default is the library.
import webPush from 'web-push';
import { isPushServiceEndpoint, type PushPayload } from '../../domain/push';
import { appOrigin } from '../config';
import { logger } from '../observability/logger';
import { countNotification } from '../observability/metrics';
import { deletePushDevice, type PushDeviceRecord } from '../store/push-devices';
import { appendToOutbox, outboxFile } from './outbox';
import { vapidDetails } from './vapid';

/** How long a push service keeps a message for a browser that is offline: news a day old is old. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service answers in well under a second; one that does not must not hold the stream up. */
const TIMEOUT_MS = 10_000;

/** The push service answered that the subscription is no more (RFC 8030: 404, 410). */
const GONE = new Set([404, 410]);

/**
 * Web Push to one browser, encrypted for it (RFC 8291, aes128gcm) and signed with our VAPID key by
 * web-push, sent with fetch; into the local outbox on a laptop. A subscription its push service says
 * is gone is removed, and that is not a failure: there is nobody left to tell. Any other refusal
 * throws, so the stream retries it.
 */
export async function sendPush(device: PushDeviceRecord, payload: PushPayload): Promise<void> {
  let outcome: 'sent' | 'gone';
  try {
    outcome = await send(device, payload);
  } catch (error) {
    countNotification('NotificationsFailed', 'push');
    throw error;
  }
  if (outcome === 'sent') countNotification('NotificationsSent', 'push');
}

async function send(device: PushDeviceRecord, payload: PushPayload): Promise<'sent' | 'gone'> {
  const outbox = outboxFile();
  if (outbox) {
    const link = new URL(payload.url, appOrigin()).href;
    await appendToOutbox(outbox, {
      channel: 'push',
      to: device.name,
      subject: payload.title,
      body: `${payload.body}\n${link}`,
    });
    return 'sent';
  }
  // A device stored before the endpoint was held to the browsers' push services is never fetched: it
  // may name a host inside the cloud's network (docs/product.md, Push).
  const loopbackHttp = process.env.PUSH_LOOPBACK_HTTP === 'allowed';
  if (!isPushServiceEndpoint(new URL(device.endpoint), { loopbackHttp })) {
    await deletePushDevice(device.userId, device.id);
    logger.warn('Push subscription not at a push service: device removed, nothing sent', {
      userId: device.userId,
      deviceId: device.id,
    });
    return 'gone';
  }
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: await vapidDetails(), TTL: TIME_TO_LIVE_SECONDS },
  );
  // fetch counts the body's length itself; web-push gives TTL and the length as numbers.
  const headers = Object.entries(request.headers as Record<string, string | number>)
    .filter(([name]) => name.toLowerCase() !== 'content-length')
    .map(([name, value]): [string, string] => [name, String(value)]);
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  // The endpoint and keys are credentials: the log says which device, never where it is.
  if (GONE.has(response.status)) {
    await deletePushDevice(device.userId, device.id);
    logger.info('Push subscription gone: device removed', {
      userId: device.userId,
      deviceId: device.id,
      status: response.status,
    });
    return 'gone';
  }
  if (!response.ok) throw new Error(`The push service answered ${response.status} for device ${device.id}`);
  return 'sent';
}
