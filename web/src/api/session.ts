import { useMutation, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_INACTIVE } from '../../../domain/errors';
import type { User } from '../../../domain/users';
import { ApiError, apiRequest, isTransient, retryDelay } from './http';
import { useRead } from './reads';

/**
 * The session's states (loading, signed out, active, inactive; docs/product.md, Routing), and one more:
 * `unreachable`, when the API did not answer even after retrying. Only a 401 means signed out
 * (docs/decisions.md).
 */
export type Session =
  | { status: 'loading'; retrying: boolean }
  | { status: 'signed-out' }
  | { status: 'inactive' }
  | { status: 'active'; user: User }
  | { status: 'unreachable'; retry: () => Promise<unknown> };

type SessionData = Extract<Session, { status: 'signed-out' | 'inactive' | 'active' }>;

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: a 401 means signed out and a 403 'Account is inactive' means inactive. */
async function fetchSession(): Promise<SessionData> {
  try {
    return { status: 'active', user: await apiRequest<User>(CURRENT_USER_KEY[0]) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'signed-out' };
    if (isAccountInactive(error)) return { status: 'inactive' };
    throw error;
  }
}

/** Tries for about half a minute before saying the API cannot be reached; then on Retry, or when back online. */
const SESSION_RETRIES = 5;

export function useSession(): Session {
  const query = useRead({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchSession,
    retry: (failures, error) => isTransient(error) && failures < SESSION_RETRIES,
    retryDelay,
    staleTime: 30_000,
  });
  // A refresh that fails keeps the user signed in with what was read before.
  if (query.data) return query.data;
  if (query.isError) return { status: 'unreachable', retry: query.refetch };
  return { status: 'loading', retrying: query.failureCount > 0 };
}

export function useCurrentUser(): User | undefined {
  const session = useSession();
  return session.status === 'active' ? session.user : undefined;
}

export function isAccountInactive(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === ACCOUNT_INACTIVE;
}

/**
 * docs/product.md, Routing: a 401 on any call clears the cached user; a 403 'Account is inactive' marks them
 * inactive.
 */
export function applySessionError(
  queryClient: QueryClient,
  error: unknown,
): 'signed-out' | 'inactive' | undefined {
  if (error instanceof ApiError && error.status === 401) {
    queryClient.setQueryData<SessionData>(CURRENT_USER_KEY, { status: 'signed-out' });
    return 'signed-out';
  }
  if (isAccountInactive(error)) {
    queryClient.setQueryData<SessionData>(CURRENT_USER_KEY, { status: 'inactive' });
    return 'inactive';
  }
  return undefined;
}

/**
 * Sign-in and sign-out are browser navigations to the API, not fetches (docs/product.md, The API).
 * Sign-in comes back to `returnTo` (a path of the app; the server checks it), and the identity
 * provider's form starts filled with `loginHint`, sent as OpenID's `login_hint` (docs/decisions.md,
 * "Sign-in returns to the page asked for").
 */
export function signIn({ returnTo, loginHint }: { returnTo?: string; loginHint?: string } = {}): void {
  const query = new URLSearchParams({
    ...(returnTo && returnTo !== '/' ? { returnTo } : {}),
    ...(loginHint ? { login_hint: loginHint } : {}),
  }).toString();
  window.location.assign(query ? `/api/login?${query}` : '/api/login');
}

/** Where the browser is, as a path of the app: what sign-in returns to. */
export const currentPath = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Sign Out: this device only. A form POST, so the browser sends our Origin and then follows the
 * answer's redirect to the identity provider's sign-out; a link elsewhere cannot do the same
 * (docs/decisions.md, Signing out).
 */
export function signOut(): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/logout';
  document.body.append(form);
  form.submit();
}

/** Ends every sign-in of the user on every device; the caller then signs this browser out. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest<{ signedOut: true }>('/api/user/sign-out-everywhere', { method: 'POST' }),
    onSuccess: signOut,
  });
}
