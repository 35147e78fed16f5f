import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '../../domain/users';
import { useSession } from './api/session';
import { AppShell } from './components/app-shell';
import { ConnectionBanner } from './components/connection-banner';
import { ConnectionProblem } from './components/connection-problem';
import { ErrorBoundary } from './components/error-boundary';
import { FullPageSpinner, RequireAdmin, SignInRedirect } from './components/guards';
import { LoadFailure } from './components/load-failure';
import { GamesPage } from './pages/games';
import { LandingPage } from './pages/landing';

/** A page module's named export, loaded on first use: only the landing and Games pages ship up front. */
function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const AccountInactivePage = lazyPage(() => import('./pages/account-inactive'), 'AccountInactivePage');
const AdminDashboardPage = lazyPage(() => import('./pages/admin/dashboard'), 'AdminDashboardPage');
const AdminGamesPage = lazyPage(() => import('./pages/admin/games'), 'AdminGamesPage');
const AdminUserDashboardPage = lazyPage(
  () => import('./pages/admin/user-dashboard'),
  'AdminUserDashboardPage',
);
const AdminUsersPage = lazyPage(() => import('./pages/admin/users'), 'AdminUsersPage');
const BetSettlementPage = lazyPage(() => import('./pages/admin/bet-settlement'), 'BetSettlementPage');
const BetHistoryPage = lazyPage(() => import('./pages/bet-history'), 'BetHistoryPage');
const LeaderboardPage = lazyPage(() => import('./pages/leaderboard'), 'LeaderboardPage');
const MyBetsPage = lazyPage(() => import('./pages/my-bets'), 'MyBetsPage');
const NotFoundPage = lazyPage(() => import('./pages/not-found'), 'NotFoundPage');
const RegisterPage = lazyPage(() => import('./pages/register'), 'RegisterPage');
const SettingsPage = lazyPage(() => import('./pages/settings'), 'SettingsPage');
const UnauthorizedPage = lazyPage(() => import('./pages/unauthorized'), 'UnauthorizedPage');
const UserManagementPage = lazyPage(() => import('./pages/admin/user-management'), 'UserManagementPage');
const WalletPage = lazyPage(() => import('./pages/wallet'), 'WalletPage');

interface Screen {
  path: string;
  /** Behind the admin guard (SPEC 6). */
  admin?: boolean;
  render: (user: User) => ReactNode;
}

/** The screens of signed-in, active users (SPEC 2). */
const SCREENS: Screen[] = [
  { path: '/', render: (user) => <GamesPage user={user} /> },
  { path: '/my-bets', render: (user) => <MyBetsPage user={user} /> },
  { path: '/bet-history', render: (user) => <BetHistoryPage user={user} /> },
  { path: '/wallet', render: (user) => <WalletPage user={user} /> },
  { path: '/leaderboard', render: (user) => <LeaderboardPage user={user} /> },
  { path: '/settings', render: (user) => <SettingsPage user={user} /> },
  { path: '/admin', admin: true, render: () => <AdminDashboardPage /> },
  { path: '/admin/dashboard', admin: true, render: () => <AdminDashboardPage /> },
  { path: '/admin/user-management', admin: true, render: () => <UserManagementPage /> },
  { path: '/admin/user-dashboard', admin: true, render: () => <AdminUserDashboardPage /> },
  { path: '/admin/users', admin: true, render: () => <AdminUsersPage /> },
  { path: '/admin/games', admin: true, render: () => <AdminGamesPage /> },
  { path: '/admin/bet-settlement', admin: true, render: () => <BetSettlementPage /> },
];

const KNOWN_PATHS = SCREENS.map(({ path }) => ({ path }));

/** Public paths: a 401 elsewhere sends the browser home (SPEC 4). */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/unauthorized' || pathname.startsWith('/register');
}

export function App() {
  const location = useLocation();
  // The pages outside the signed-in frame; AppShell has its own boundary for the rest.
  return (
    <>
      <ErrorBoundary key={location.pathname} fallback={<LoadFailure />}>
        <Suspense fallback={<FullPageSpinner />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
      <ConnectionBanner />
    </>
  );
}

/** SPEC 2, Routing precedence, in its order. */
function Screen() {
  const location = useLocation();
  const session = useSession();

  if (location.pathname.startsWith('/register') || new URLSearchParams(location.search).has('token')) {
    return <RegisterPage />;
  }
  if (location.pathname === '/unauthorized') return <UnauthorizedPage />;

  // Only a 401 signs out: a session read that keeps failing says so, and keeps trying.
  if (session.status === 'unreachable' || (session.status === 'loading' && session.retrying)) {
    return <ConnectionProblem retry={session.status === 'unreachable' ? session.retry : undefined} />;
  }
  if (session.status === 'loading' || session.status === 'signed-out') {
    if (location.pathname === '/') return <LandingPage />;
    if (!matchRoutes(KNOWN_PATHS, location)) return <NotFoundPage />;
    return session.status === 'loading' ? <FullPageSpinner /> : <SignInRedirect />;
  }
  if (session.status === 'inactive') {
    return location.pathname === '/' ? <AccountInactivePage /> : <Navigate to="/" replace />;
  }

  const { user } = session;
  return (
    <Routes>
      <Route element={<AppShell user={user} />}>
        {SCREENS.map(({ path, admin, render }) => (
          <Route
            key={path}
            path={path}
            element={admin ? <RequireAdmin user={user}>{render(user)}</RequireAdmin> : render(user)}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
