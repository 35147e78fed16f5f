import { apiFunction } from '../http/api-function';

/** Inviting a friend: the invitation is emailed. */
export const invitations = apiFunction({
  name: 'invitations',
  uses: ['table:write', 'email'],
  routes: {
    // The email's registered user, its limit of invitations an hour, then the invitation.
    'POST /api/admin/invitations': { access: 'admin', calls: 6 },
  },
});
