import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationPreferences } from '../../../domain/preferences';
import type { User } from '../../../domain/users';
import { apiRequest } from './http';
import { browserTimeZone } from './registration';
import { CURRENT_USER_KEY } from './session';

/**
 * PATCH /api/user/preferences (and the time zone for emails and texts); the answer is the updated
 * user, which replaces the cached one.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<NotificationPreferences> & { timeZone?: string }) =>
      apiRequest<User>('/api/user/preferences', { method: 'PATCH', body: changes }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, { status: 'active', user }),
  });
}

/**
 * A user who never had a zone (seeded, or an admin created at first sign-in) gets the browser's,
 * once, so that emails, texts and the admin's screens give times where they are (docs/decisions.md).
 */
export function useAdoptBrowserTimeZone(user: User) {
  const { mutate } = useUpdatePreferences();
  const adopt = !user.timeZoneSet;
  useEffect(() => {
    if (adopt) mutate({ timeZone: browserTimeZone() });
  }, [adopt, mutate]);
}

export function useTestSms() {
  return useMutation({
    mutationFn: () => apiRequest<{ phone: string; provider: string }>('/api/test-sms', { method: 'POST' }),
  });
}

export function useTestPregameNotifications() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ sent: number; message: string }>('/api/test-pregame-notifications', { method: 'POST' }),
  });
}

/** POST /api/user/phone/code: texts a 6-digit code to the saved number. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ phone: string; expiresAt: string; message: string }>('/api/user/phone/code', {
        method: 'POST',
      }),
  });
}

/** POST /api/user/phone/confirm; the answer is the user with the number confirmed. */
export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<User>('/api/user/phone/confirm', { method: 'POST', body: { code } }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, { status: 'active', user }),
  });
}
