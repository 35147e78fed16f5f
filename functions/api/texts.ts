import { apiFunction } from '../http/api-function';

/** Routes that also send a text message. */
export const texts = apiFunction({
  name: 'texts',
  uses: ['table:write', 'sms'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/user/phone/code', access: 'user', load: () => import('../user/send-phone-code') },
    { method: 'POST', path: '/api/test-sms', access: 'user', load: () => import('../user/test-sms') },
  ],
});

export const { handler } = texts;
