import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '../../../domain/comments';
import { apiRequest } from './http';
import { useInfiniteList } from './lists';
import { refreshQueries } from './query-client';

const threadKey = (on: string) => ['/api/comments', on] as const;

/**
 * A bet's or a game's thread, oldest first (docs/product.md, Trash talk). Comments are not part of the
 * polled HEAD, so an open thread reads itself again every 15 s.
 */
export function useComments(on: string) {
  return useInfiniteList<Comment>(threadKey(on), `/api/comments?${new URLSearchParams({ on }).toString()}`, {
    refetchInterval: 15_000,
  });
}

export function usePostComment(on: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<Comment>('/api/comments', { method: 'POST', body: { on, text } }),
    onSuccess: () => refreshQueries(queryClient, [threadKey(on)]),
  });
}

export function useDeleteComment(on: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<undefined>(
        `/api/comments/${encodeURIComponent(id)}?${new URLSearchParams({ on }).toString()}`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: () => refreshQueries(queryClient, [threadKey(on)]),
  });
}
