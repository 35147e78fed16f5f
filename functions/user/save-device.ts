import { Conflict } from '../../domain/errors';
import { deviceIdOf, deviceInput, MAX_DEVICES } from '../../domain/push';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { listPushDevices, savePushDevice } from '../store/push-devices';
import { toApiDevice } from './api-devices';

// A test's own push service is plain http on 127.0.0.1; nothing deployed or `npm start` sets this.
const body = deviceInput({ loopbackHttp: process.env.PUSH_LOOPBACK_HTTP === 'allowed' });

/**
 * PUT /api/user/devices: this browser's push subscription, under an id derived from its endpoint, so
 * the same browser again updates its device rather than adding one (docs/product.md, Settings). At
 * most MAX_DEVICES a user: a read, not a condition, so two new devices at the same instant could pass
 * it by one (as with open proposals, docs/decisions.md).
 */
export const handler = endpoint({ body }, async ({ body, user }) => {
  const { endpoint: url, keys } = body.subscription;
  const id = await deviceIdOf(url);
  const devices = await listPushDevices(user.id);
  if (!devices.some((device) => device.id === id) && devices.length >= MAX_DEVICES) {
    throw new Conflict(
      `You have notifications on in ${MAX_DEVICES} browsers already: turn them off in one of them, or remove one in Settings, first`,
    );
  }
  const device = await savePushDevice({
    id,
    userId: user.id,
    name: body.name,
    endpoint: url,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  return json(toApiDevice(device));
});
