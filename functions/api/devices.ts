import { serveRoutes } from '../http/api-function';
import { handler as userDevices } from '../user/devices';
import { devices } from './devices.routes';

/** The devices function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(devices, {
  'GET /api/user/devices': userDevices,
});
