import { apiFunction } from '../http/api-function';

/** Routes that also send a text message. */
export const texts = apiFunction({
  name: 'texts',
  uses: ['table:write', 'sms'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/user/phone/code', access: 'user', load: () => import('../user/send-phone-code'), calls: 4 },
    // Both count the use against the caller's hourly limit first.
    { method: 'POST', path: '/api/test-sms', access: 'user', load: () => import('../user/test-sms'), calls: 3 },
  ],
});

export const { handler } = texts;
