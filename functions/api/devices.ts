import { apiFunction } from '../http/api-function';

/** Push devices: the VAPID public key browsers subscribe with. */
export const devices = apiFunction({
  name: 'devices',
  uses: ['table:read', 'push:public-key'],
  // prettier-ignore
  routes: [
    { method: 'GET', path: '/api/user/devices', access: 'user', load: () => import('../user/devices') },
  ],
});

export const { handler } = devices;
