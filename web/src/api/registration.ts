import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput, RegistrationResult } from '../../../domain/users';
import { apiRequest } from './http';
import { useRead } from './reads';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest<RegistrationResult>('/api/register', { method: 'POST', body: input }),
  });
}

/**
 * POST /api/register/check: whether the link's invitation can still be used, and for which email; a
 * used, expired or unknown link fails with the server's sentence saying which.
 */
export function useInvitationCheck(token: string) {
  return useRead({
    queryKey: ['/api/register/check', token],
    queryFn: () => apiRequest<{ email: string }>('/api/register/check', { method: 'POST', body: { token } }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The zone this browser is in, for the times in emails and texts (docs/decisions.md). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
