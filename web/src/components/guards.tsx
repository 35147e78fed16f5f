import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { User } from '../../../domain/users';
import { signIn } from '../api/session';

/** SPEC 8: signed-out users on protected pages are told, then sent to sign in after 500 ms. */
export function SignInRedirect() {
  useEffect(() => {
    toast.error('Unauthorized', {
      description: 'You are logged out. Logging in again...',
      id: 'unauthorized',
    });
    const timer = setTimeout(signIn, 500);
    return () => clearTimeout(timer);
  }, []);
  return <FullPageSpinner />;
}

/** SPEC 6: non-admins on admin pages are told, then sent to / after about 500 ms. */
export function RequireAdmin({ user, children }: { user: User; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (user.isAdmin) return;
    toast.error('Access Denied', { description: "You don't have admin privileges", id: 'access-denied' });
    const timer = setTimeout(() => void navigate('/', { replace: true }), 500);
    return () => clearTimeout(timer);
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
