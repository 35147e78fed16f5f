import { useQueryClient } from '@tanstack/react-query';
import { useAdoptBrowserTimeZone } from '../api/preferences';
import { CalendarDays, Ellipsis, Ticket, Trophy, Wallet } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router-dom';
import type { User } from '../../../domain/users';
import { refreshAfterNavigation, useLiveUpdates } from '../api/refresh';
import { Avatar } from './avatar';
import { CoinAmount } from './currency';
import { ErrorBoundary } from './error-boundary';
import { LoadFailure } from './load-failure';
import { Logo } from './logo';
import { PageSkeleton } from './page-skeleton';
import { cn } from './ui/cn';
import { preloadToasts } from './toasts';
import { preloadDialogs } from './ui/dialog';
import { whenIdle } from './when-idle';
import { formatAmount } from '../../../domain/money';

interface Item {
  to: string;
  label: string;
  icon?: ReactNode;
}

/** The phone's tab bar: the four places people go most; the rest is under More. */
const TABS: Item[] = [
  { to: '/', label: 'Games', icon: <CalendarDays /> },
  { to: '/my-bets', label: 'My Bets', icon: <Ticket /> },
  { to: '/leaderboard', label: 'Leaderboard', icon: <Trophy /> },
  { to: '/wallet', label: 'Wallet', icon: <Wallet /> },
];

const SETTINGS: Item = { to: '/settings', label: 'Settings' };
const ADMIN: Item = { to: '/admin', label: 'Admin' };

/**
 * docs/product.md, Navigation: a section is current on its path and every path under it (Admin for all
 * of /admin), Games only on / itself. React Router's NavLink marks it (aria-current="page") by the same
 * rule, given `end` for /.
 */
function SectionLink({
  item,
  onClick,
  className,
  children,
}: {
  item: Item;
  onClick: () => void;
  className: (current: boolean) => string;
  children: ReactNode;
}) {
  return (
    <NavLink
      to={item.to}
      end={item.to === '/'}
      onClick={onClick}
      className={({ isActive }) => className(isActive)}
    >
      {children}
    </NavLink>
  );
}

const isUnder = (item: Item, pathname: string) =>
  matchPath({ path: item.to, end: item.to === '/' }, pathname) !== null;

/**
 * The signed-in frame: a skip link, the header (logo, total balance, avatar), the navigation (along
 * the top from tablets up, a tab bar at the bottom on phones), then the screen.
 */
export function AppShell({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const more = user.isAdmin ? [SETTINGS, ADMIN] : [SETTINGS];
  const onNavigate = () => refreshAfterNavigation(queryClient);
  useLiveUpdates();
  useAdoptBrowserTimeZone(user);
  // Every screen's actions open dialogs and raise toasts: their code comes once the first screen is
  // shown, so they still work if the network goes away later.
  useEffect(
    () =>
      whenIdle(() => {
        preloadDialogs();
        preloadToasts();
      }),
    [],
  );

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only rounded-lg bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <Link
            to="/"
            onClick={onNavigate}
            className="inline-flex min-h-11 shrink-0 items-center text-xl text-brand-900"
          >
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden flex-1 gap-1 md:flex">
            {[...TABS, ...more].map((item) => (
              <SectionLink
                key={item.to}
                item={item}
                onClick={onNavigate}
                className={(current) =>
                  cn(
                    'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors',
                    current
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                  )
                }
              >
                {item.label}
              </SectionLink>
            ))}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
            <span
              title={`Total balance, of which ${formatAmount(user.availableBalance)} available`}
              data-testid="nav-balance"
              className="inline-flex min-w-0 items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-amber-950 ring-1 ring-amber-200"
            >
              <span className="text-xs font-medium text-amber-900">Total</span>
              <CoinAmount amount={user.virtualBalance} />
            </span>
            <Link
              to="/settings"
              onClick={onNavigate}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full"
            >
              <Avatar firstName={user.firstName} lastName={user.lastName} decorative={false} />
              <span className="sr-only"> Profile and settings</span>
            </Link>
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto max-w-6xl px-4 pt-6 pb-[calc(6rem+env(safe-area-inset-bottom))] outline-none md:pb-10"
      >
        <ErrorBoundary key={pathname} fallback={<LoadFailure />}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-5">
          {TABS.map((item) => (
            <li key={item.to}>
              <SectionLink
                item={item}
                onClick={onNavigate}
                className={(current) => cn(tabClasses, current ? 'text-brand-800' : 'text-stone-600')}
              >
                <span aria-hidden className="[&_svg]:h-5 [&_svg]:w-5">
                  {item.icon}
                </span>
                {item.label}
              </SectionLink>
            </li>
          ))}
          <li className="relative">
            <MoreMenu items={more} pathname={pathname} onNavigate={onNavigate} />
          </li>
        </ul>
      </nav>
    </div>
  );
}

// 10 px type below 360 px wide, so "Leaderboard" fits a fifth of a 320 px screen.
const tabClasses =
  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 text-[10px] leading-tight font-semibold min-[360px]:text-[11px]';

/**
 * The tab bar's last tab: a button that shows the other sections (a disclosure: Escape, a tap
 * elsewhere or choosing one closes it).
 */
function MoreMenu({
  items,
  pathname,
  onNavigate,
}: {
  items: Item[];
  pathname: string;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = items.some((item) => isUnder(item, pathname));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={container}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={cn(tabClasses, current || open ? 'text-brand-800' : 'text-stone-600')}
      >
        <Ellipsis className="h-5 w-5" aria-hidden />
        More
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-2 bottom-full mb-2 w-48 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
      >
        {items.map((item) => (
          <li key={item.to}>
            <SectionLink
              item={item}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className={(current) =>
                cn(
                  'flex min-h-12 items-center px-4 text-sm font-semibold',
                  current ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-50',
                )
              }
            >
              {item.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
