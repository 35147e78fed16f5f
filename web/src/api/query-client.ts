import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, apiRequest, isTransient, retryDelay } from './http';
import { applySessionError } from './session';

/** Reads retry a transient failure three times, backing off (docs/decisions.md). */
const READ_RETRIES = 3;

/**
 * docs/product.md, The API: the default read is a GET of the key's segments joined by slashes. Reads retry
 * transient failures with backoff, never another 4xx (it will not change); changes are never retried by
 * themselves (an accept that timed out may have landed) and fail at once when offline, with a message saying
 * so, instead of waiting unseen for the network. Session errors from any call update the session
 * (docs/product.md, Routing).
 */
export function createQueryClient({
  onSignedOut,
  onTooManyRequests,
}: {
  /** A call was refused with 401, in the server's words. */
  onSignedOut: (message: string) => void;
  /** A read the flood limits refused (docs/decisions.md, "Flood limits"), in the server's words. */
  onTooManyRequests: (message: string) => void;
}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        handleSessionError(error);
        // Failed changes already show the server's message in their own toasts.
        if (error instanceof ApiError && error.status === 429) onTooManyRequests(error.message);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => handleSessionError(error) }),
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiRequest(queryKey.join('/')),
        retry: (failures, error) => isTransient(error) && failures < READ_RETRIES,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
  function handleSessionError(error: unknown) {
    if (applySessionError(queryClient, error) === 'signed-out')
      onSignedOut(error instanceof Error ? error.message : '');
  }
  return queryClient;
}

/**
 * Resolves once the `awaited` reads are fresh again, so a mutation stays pending (its button disabled)
 * until the screen shows its result; the `later` ones are only marked stale.
 */
export async function refreshQueries(
  queryClient: QueryClient,
  awaited: readonly QueryKey[],
  later: readonly QueryKey[] = [],
): Promise<void> {
  for (const queryKey of later) void queryClient.invalidateQueries({ queryKey });
  await Promise.all(awaited.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
