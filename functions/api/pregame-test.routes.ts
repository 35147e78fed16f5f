import { apiFunction } from '../http/api-function';

/** The pregame test: an email and a text message to the caller. */
export const pregameTest = apiFunction({
  name: 'pregame-test',
  uses: ['table:write', 'email', 'sms'],
  routes: {
    'POST /api/test-pregame-notifications': { access: 'user', calls: 4 },
  },
});
