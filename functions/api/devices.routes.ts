import { apiFunction } from '../http/api-function';

/** Push devices: the VAPID public key browsers subscribe with. */
export const devices = apiFunction({
  name: 'devices',
  uses: ['table:read', 'push:public-key'],
  routes: {
    // The caller's devices, one Query of their partition (the VAPID key is not the table's).
    'GET /api/user/devices': { access: 'user', calls: 3 },
  },
});
