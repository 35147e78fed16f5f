import { apiFunction } from '../http/api-function';

/** Routes that also send a text message. */
export const texts = apiFunction({
  name: 'texts',
  uses: ['table:write', 'sms'],
  routes: {
    // Who else confirmed the number, then the caller's and the number's hourly limits.
    'POST /api/user/phone/code': { access: 'user', calls: 6 },
    // Counts the use against the caller's hourly limit first.
    'POST /api/test-sms': { access: 'user', calls: 3 },
  },
});
