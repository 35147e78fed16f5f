import { apiFunction } from '../http/api-function';

/** The admin's test text message. */
export const adminTexts = apiFunction({
  name: 'admin-texts',
  uses: ['table:read', 'sms'],
  // prettier-ignore
  routes: [
    // Only to a number a user confirmed: the user list is the lookup; then the number's own limit.
    { method: 'POST', path: '/api/admin/test-sms', access: 'admin', load: () => import('../admin/test-sms'), calls: 4 },
  ],
});

export const { handler } = adminTexts;
