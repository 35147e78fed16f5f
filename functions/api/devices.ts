import { apiFunction } from '../http/api-function';

/** Push devices: the VAPID public key browsers subscribe with. */
export const devices = apiFunction({
  name: 'devices',
  uses: ['table:read', 'push:public-key'],
  // prettier-ignore
  routes: [
    // The caller's devices, one Query of their partition (the VAPID key is not the table's).
    { method: 'GET', path: '/api/user/devices', access: 'user', load: () => import('../user/devices'), calls: 3 },
  ],
});

export const { handler } = devices;
