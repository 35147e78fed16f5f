import { apiFunction } from '../http/api-function';

/** Inviting a friend: the invitation is emailed. */
export const invitations = apiFunction({
  name: 'invitations',
  uses: ['table:write', 'email'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/admin/invitations', access: 'admin', load: () => import('../admin/invitations/create') },
  ],
});

export const { handler } = invitations;
