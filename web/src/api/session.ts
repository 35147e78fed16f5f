import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_INACTIVE } from '../../../domain/errors';
import type { User } from '../../../domain/users';
import { ApiError, apiRequest } from './http';

/** SPEC 4, Session and auth states. */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'inactive' }
  | { status: 'active'; user: User };

type SessionData = Exclude<Session, { status: 'loading' }>;

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user: no retry; a 401 means signed out and a 403 'Account is inactive' means inactive. */
async function fetchSession(): Promise<SessionData> {
  try {
    return { status: 'active', user: await apiRequest<User>(CURRENT_USER_KEY[0]) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'signed-out' };
    if (isAccountInactive(error)) return { status: 'inactive' };
    throw error;
  }
}

export function useSession(): Session {
  const { data } = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchSession,
    retry: false,
    staleTime: 30_000,
  });
  return data ?? { status: 'loading' };
}

export function useCurrentUser(): User | undefined {
  const session = useSession();
  return session.status === 'active' ? session.user : undefined;
}

export function isAccountInactive(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === ACCOUNT_INACTIVE;
}

/** SPEC 4: a 401 on any call clears the cached user; a 403 'Account is inactive' marks them inactive. */
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

/** Sign-in and sign-out are browser navigations to the API, not fetches (SPEC 7). */
export const signIn = () => window.location.assign('/api/login');
export const signOut = () => window.location.assign('/api/logout');
