import { NotFound } from '../../domain/errors';
import { liveSwitchesInput } from '../../domain/push';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { setLiveSwitches } from '../store/push-devices';
import { toApiDevice } from './api-devices';

/**
 * PATCH /api/user/devices/{id}: what one of the caller's own devices is pushed while their games are
 * played (docs/product.md, Live scores); 404 for any other id.
 */
export const handler = endpoint(
  { params: idParam, body: liveSwitchesInput },
  async ({ params, body, user }) => {
    const device = await setLiveSwitches(user.id, params.id, body);
    if (!device) throw new NotFound('Device not found');
    return json(toApiDevice(device));
  },
);
