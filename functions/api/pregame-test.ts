import { apiFunction } from '../http/api-function';

/** The pregame test: an email and a text message to the caller. */
export const pregameTest = apiFunction({
  name: 'pregame-test',
  uses: ['table:write', 'email', 'sms'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/test-pregame-notifications', access: 'user', load: () => import('../user/test-pregame-notifications'), calls: 4 },
  ],
});

export const { handler } = pregameTest;
