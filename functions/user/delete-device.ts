import { NotFound } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { noContent } from '../http/responses';
import { deletePushDevice } from '../store/push-devices';

/** DELETE /api/user/devices/{id}: one of the caller's own devices stops receiving push; 404 for any other id. */
export const handler = endpoint({ params: idParam }, async ({ params, user }) => {
  if (!(await deletePushDevice(user.id, params.id))) throw new NotFound('Device not found');
  return noContent();
});
