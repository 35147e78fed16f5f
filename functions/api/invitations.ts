import { apiFunction } from '../http/api-function';

/** Inviting a friend: the invitation is emailed. */
export const invitations = apiFunction({
  name: 'invitations',
  uses: ['table:write', 'email'],
  // prettier-ignore
  routes: [
    // The email's registered user, its limit of invitations an hour, then the invitation.
    { method: 'POST', path: '/api/admin/invitations', access: 'admin', load: () => import('../admin/invitations/create'), calls: 6 },
  ],
});

export const { handler } = invitations;
