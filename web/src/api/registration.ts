import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput, RegistrationResult } from '../../../domain/users';
import { apiRequest } from './http';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest<RegistrationResult>('/api/register', { method: 'POST', body: input }),
  });
}
