import { apiFunction } from '../http/api-function';

/** The admin's test text message. */
export const adminTexts = apiFunction({
  name: 'admin-texts',
  uses: ['table:read', 'sms'],
  routes: {
    // Only to a number a user confirmed: the user list is the lookup; then the number's own limit.
    'POST /api/admin/test-sms': { access: 'admin', calls: 4 },
  },
});
