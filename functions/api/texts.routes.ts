import { apiFunction } from '../http/api-function';

/** Routes that also send a text message. */
export const texts = apiFunction({
  name: 'texts',
  uses: ['table:write', 'sms'],
  routes: {
    'POST /api/user/phone/code': { access: 'user', calls: 4 },
    // Both count the use against the caller's hourly limit first.
    'POST /api/test-sms': { access: 'user', calls: 3 },
  },
});
