import { apiFunction } from '../http/api-function';

/** Routes that also sign a user out at the identity provider. */
export const signOuts = apiFunction({
  name: 'sign-outs',
  uses: ['table:write', 'idp:sign-out'],
  routes: {
    'POST /api/user/sign-out-everywhere': { access: 'user', calls: 3 },
    'PATCH /api/admin/users/{id}/status': { access: 'admin', calls: 5 },
    // Plus one Query for their push devices, removed after (a delete each; the prepared user has none).
    'DELETE /api/admin/users/{id}': { access: 'admin', calls: 7 },
  },
});
