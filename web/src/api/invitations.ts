import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, SentInvitation } from '../../../domain/invitations';
import { apiRequest } from './http';
import { useInfiniteList } from './lists';

const INVITATIONS_KEY = ['/api/admin/invitations'] as const;

/** The open invitations (or all of them), newest first, a page at a time. */
export function useInvitations(all: boolean) {
  return useInfiniteList<Invitation>(
    [...INVITATIONS_KEY, { all }],
    `${INVITATIONS_KEY[0]}${all ? '?all=true' : ''}`,
  );
}

/** Sends an invitation, or re-sends the open one an email already has. */
export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<SentInvitation>(INVITATIONS_KEY[0], { method: 'POST', body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(`${INVITATIONS_KEY[0]}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
