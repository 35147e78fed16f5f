import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import type { User } from '../../../domain/users';
import { refreshAfterNavigation, useLiveUpdates } from '../api/refresh';
import { Avatar } from './avatar';
import { CoinAmount } from './currency';
import { Logo } from './logo';
import { PageSkeleton } from './page-skeleton';
import { cn } from './ui/cn';

const ITEMS = [
  { to: '/', label: 'Games', end: true },
  { to: '/my-bets', label: 'My Bets' },
  { to: '/leaderboard', label: 'Leaderboard' },
  { to: '/wallet', label: 'Wallet' },
  { to: '/settings', label: 'Settings' },
] as const;

/** The signed-in frame: top navigation, then the screen. */
export function AppShell({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const items = user.isAdmin ? [...ITEMS, { to: '/admin', label: 'Admin', end: false }] : ITEMS;
  useLiveUpdates();

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
          <NavLink
            to="/"
            aria-label="Pigskin home"
            className="inline-flex min-h-10 items-center text-xl text-brand-900"
          >
            <Logo />
          </NavLink>
          <nav aria-label="Main" className="hidden flex-1 gap-1 md:flex">
            {items.map((item) => (
              <NavItem
                key={item.to}
                {...item}
                pathname={pathname}
                onClick={() => refreshAfterNavigation(queryClient)}
              />
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span
              title="Your balance"
              data-testid="nav-balance"
              className="rounded-full bg-amber-50 px-3 py-1 text-amber-900 ring-1 ring-amber-200"
            >
              <CoinAmount amount={user.virtualBalance} />
            </span>
            <NavLink
              to="/settings"
              aria-label={`Profile of ${user.firstName}`}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full"
            >
              <Avatar firstName={user.firstName} lastName={user.lastName} />
            </NavLink>
          </div>
        </div>
        <nav
          aria-label="Main"
          className="flex gap-1 overflow-x-auto border-t border-stone-100 px-2 py-1 md:hidden"
        >
          {items.map((item) => (
            <NavItem
              key={item.to}
              {...item}
              pathname={pathname}
              onClick={() => refreshAfterNavigation(queryClient)}
            />
          ))}
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

function NavItem({
  to,
  label,
  end,
  pathname,
  onClick,
}: {
  to: string;
  label: string;
  end?: boolean;
  pathname: string;
  onClick: () => void;
}) {
  // SPEC 2: Admin is active for any path under /admin.
  const adminActive = to === '/admin' && pathname.startsWith('/admin');
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onClick}
      className={({ isActive }) =>
        cn(
          'inline-flex min-h-10 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium transition-colors',
          isActive || adminActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
        )
      }
    >
      {label}
    </NavLink>
  );
}
