import { apiFunction } from '../http/api-function';

/** The admin's test text message. */
export const adminTexts = apiFunction({
  name: 'admin-texts',
  uses: ['table:read', 'sms'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/admin/test-sms', access: 'admin', load: () => import('../admin/test-sms') },
  ],
});

export const { handler } = adminTexts;
