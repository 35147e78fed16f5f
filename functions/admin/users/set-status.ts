import * as z from 'zod/mini';
import { Conflict } from '../../../domain/errors';
import { isAccountInactive } from '../../../domain/users';
import { signOutAtProvider } from '../../auth/provider-sign-out';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { setUserStatus } from '../../store/accounts';
import { getUser } from '../../store/users';
import { isAdmin } from '../../config';
import { toApiUser } from '../../user/api-user';

const body = z.object({ isActive: z.boolean(), isPaused: z.optional(z.boolean()) });

/**
 * PATCH /api/admin/users/{id}/status. Deactivating cancels the user's open proposals and signs them
 * out everywhere (store/accounts.ts), at Cognito too: reactivated, they sign in afresh. Admins
 * (ADMIN_EMAILS) cannot be deactivated: nobody could undo it.
 */
export const handler = endpoint({ params: idParam, body }, async ({ params, body }) => {
  const user = await getUser(params.id);
  if (user && isAdmin(user) && (!body.isActive || body.isPaused))
    throw new Conflict('An admin account cannot be deactivated');
  const updated = await setUserStatus(params.id, {
    isActive: body.isActive,
    isPaused: body.isPaused ?? false,
  });
  if (isAccountInactive(updated)) await signOutAtProvider(updated.email);
  return json(toApiUser(updated));
});
