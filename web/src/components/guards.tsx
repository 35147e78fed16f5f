import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from './toasts';
import { SIGNED_OUT_BY_ADMIN } from '../../../domain/errors';
import type { User } from '../../../domain/users';
import { currentPath, signIn } from '../api/session';
import { CenteredPage } from './centered-page';
import { Button } from './ui/button';

/** Runs `then` 500 ms after the toast is up (its code may still have to load), unless cancelled. */
function afterToast(shown: Promise<void>, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  void shown.then(() => {
    if (!cancelled) timer = setTimeout(then, 500);
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/**
 * docs/product.md, Routing: signed-out users on protected pages are told, then sent to sign in after
 * 500 ms, which brings them back to the page they opened.
 */
export function SignInRedirect() {
  useEffect(
    () =>
      afterToast(
        showToast('error', 'Unauthorized', {
          description: 'You are logged out. Logging in again...',
          id: 'unauthorized',
          // Until the sign-in page replaces this one, however long its network takes: gone after
          // sonner's 4 s, it left a spinner that said nothing.
          duration: Infinity,
        }),
        () => signIn({ returnTo: currentPath() }),
      ),
    [],
  );
  return <FullPageSpinner />;
}

/**
 * The location state of a screen whose session ended while it was open (app.tsx), from the 401's
 * message: `byAdmin` when an admin's deactivation or pause ended it.
 */
export const sessionEndedState = (message: string) =>
  ({ sessionEnded: true, byAdmin: message === SIGNED_OUT_BY_ADMIN }) as const;

export const isSessionEnded = (state: unknown): state is ReturnType<typeof sessionEndedState> =>
  typeof state === 'object' && state !== null && 'sessionEnded' in state && state.sessionEnded === true;

/**
 * docs/product.md, Routing: the session ended while a screen was open (it expired, the user signed
 * out on every device, or an admin paused the account). Said as it is, with one button that signs in
 * and comes back here.
 */
export function SessionEndedPage({ state }: { state: ReturnType<typeof sessionEndedState> }) {
  return (
    <CenteredPage>
      <h1 className="text-2xl font-bold">Your session has ended</h1>
      <p className="mt-3 text-stone-700">
        {state.byAdmin ? SIGNED_OUT_BY_ADMIN : 'Sign in again to pick up where you left off.'}
      </p>
      <Button size="lg" className="mt-6 w-full" onClick={() => signIn({ returnTo: currentPath() })}>
        Sign In Again
      </Button>
    </CenteredPage>
  );
}

/** docs/product.md, Routing: non-admins on admin pages are told, then sent to / after about 500 ms. */
export function RequireAdmin({ user, children }: { user: User; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (user.isAdmin) return;
    return afterToast(
      showToast('error', 'Access Denied', {
        description: "You don't have admin privileges",
        id: 'access-denied',
      }),
      () => void navigate('/', { replace: true }),
    );
  }, [user.isAdmin, navigate]);
  return user.isAdmin ? children : null;
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
