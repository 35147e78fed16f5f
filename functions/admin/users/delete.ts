import { Conflict } from '../../../domain/errors';
import { signOutAtProvider } from '../../auth/provider-sign-out';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { deleteUser } from '../../store/accounts';
import { deleteAllPushDevices } from '../../store/push-devices';
import { getUser } from '../../store/users';
import { isAdmin } from '../../config';

/**
 * docs/product.md, Invitations and users: refused while the user has accepted or pending-settlement
 * bets; their open proposals are cancelled; their settled history stays readable by their opponents.
 * They are signed out everywhere (store/accounts.ts), at Cognito too, and their push devices removed.
 */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  const user = await getUser(params.id);
  if (user && isAdmin(user)) throw new Conflict('An admin account cannot be deleted');
  const deleted = await deleteUser(params.id);
  await signOutAtProvider(deleted.email);
  // Nothing is pushed to a deleted user (functions/notifications/once.ts); their devices go too.
  await deleteAllPushDevices(deleted.id);
  return json({ message: 'User deleted' });
});
