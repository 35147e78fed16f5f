import { apiFunction } from '../http/api-function';

/** Routes that also sign a user out at the identity provider. */
export const signOuts = apiFunction({
  name: 'sign-outs',
  uses: ['table:write', 'idp:sign-out'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/user/sign-out-everywhere', access: 'user', load: () => import('../user/sign-out-everywhere'), calls: 3 },
    { method: 'PATCH', path: '/api/admin/users/{id}/status', access: 'admin', load: () => import('../admin/users/set-status'), calls: 5 },
    // Plus one Query for their push devices, removed after (a delete each; the prepared user has none).
    { method: 'DELETE', path: '/api/admin/users/{id}', access: 'admin', load: () => import('../admin/users/delete'), calls: 7 },
  ],
});

export const { handler } = signOuts;
