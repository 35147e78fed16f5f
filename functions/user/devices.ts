import type { Devices } from '../../domain/push';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { vapidPublicKey } from '../notifications/vapid';
import { listPushDevices } from '../store/push-devices';
import { toApiDevice } from './api-devices';

/**
 * GET /api/user/devices: the key a browser subscribes to push with, and the caller's devices, newest
 * first (docs/product.md, Settings).
 */
export const handler = endpoint({}, async ({ user }) => {
  const [publicKey, devices] = await Promise.all([vapidPublicKey(), listPushDevices(user.id)]);
  return json({ publicKey, devices: devices.map(toApiDevice) } satisfies Devices);
});
