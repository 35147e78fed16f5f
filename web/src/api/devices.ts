import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Device, Devices, LiveSwitchesInput } from '../../../domain/push';
import { apiRequest } from './http';
import { useRead } from './reads';

export const DEVICES_KEY = ['/api/user/devices'] as const;

/** GET /api/user/devices: the user's devices, newest first, and the key to subscribe with. */
export function useDevices() {
  return useRead<Devices>({ queryKey: DEVICES_KEY });
}

/** PUT /api/user/devices: this browser's subscription, under a name the user will recognise. */
export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subscription: PushSubscriptionJSON; name: string }) =>
      apiRequest<Device>('/api/user/devices', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** DELETE /api/user/devices/{id}: that device gets no more notifications. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(`/api/user/devices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}

/** PATCH /api/user/devices/{id}: what that device is pushed while its user's games are played. */
export function useSetLiveSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: LiveSwitchesInput }) =>
      apiRequest<Device>(`/api/user/devices/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
}
