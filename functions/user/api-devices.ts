import { liveSwitchesOf, type Device } from '../../domain/push';
import type { PushDeviceRecord } from '../store/push-devices';

/** A push device as the API returns it: never its endpoint or keys, which are credentials. */
export const toApiDevice = (device: PushDeviceRecord): Device => ({
  id: device.id,
  name: device.name,
  createdAt: device.createdAt,
  live: liveSwitchesOf(device),
});
