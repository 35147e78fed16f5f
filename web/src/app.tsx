import { Suspense, useEffect, type ReactNode } from 'react';
import {
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import type { User } from '../../domain/users';
import { currentPath, useSession } from './api/session';
import { ConnectionBanner } from './components/connection-banner';
import { ConnectionProblem } from './components/connection-problem';
import { ErrorBoundary } from './components/error-boundary';
import {
  FullPageSpinner,
  isSessionEnded,
  RequireAdmin,
  sessionEndedState,
  SessionEndedPage,
  SignInRedirect,
} from './components/guards';
import { lazyPage } from './components/lazy-page';
import { LoadFailure } from './components/load-failure';
import { StartingFrame } from './components/page-skeleton';
import { useScrollRestoration } from './components/scroll-restoration';
import { LandingPage } from './pages/landing';

const AppShell = lazyPage(() => import('./components/app-shell'), 'AppShell');
const ActivityPage = lazyPage(() => import('./pages/activity'), 'ActivityPage');
const AccountInactivePage = lazyPage(() => import('./pages/account-inactive'), 'AccountInactivePage');
const AdminDashboardPage = lazyPage(() => import('./pages/admin/dashboard'), 'AdminDashboardPage');
const AdminGamesPage = lazyPage(() => import('./pages/admin/games'), 'AdminGamesPage');
const AdminUsersPage = lazyPage(() => import('./pages/admin/users'), 'AdminUsersPage');
const BetSettlementPage = lazyPage(() => import('./pages/admin/bet-settlement'), 'BetSettlementPage');
const BetHistoryPage = lazyPage(() => import('./pages/bet-history'), 'BetHistoryPage');
const BetPage = lazyPage(() => import('./pages/bet'), 'BetPage');
const GamesPage = lazyPage(() => import('./pages/games'), 'GamesPage');
const GamePage = lazyPage(() => import('./pages/game'), 'GamePage');
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
  /** Behind the admin guard (docs/product.md, Routing). */
  admin?: boolean;
  page: { preload: () => Promise<unknown> };
  render: (user: User) => ReactNode;
}

/** The screens of signed-in, active users (docs/product.md, Screens). */
const SCREENS: Screen[] = [
  { path: '/', page: GamesPage, render: (user) => <GamesPage user={user} /> },
  { path: '/activity', page: ActivityPage, render: () => <ActivityPage /> },
  { path: '/games/:id', page: GamePage, render: (user) => <GamePage user={user} /> },
  { path: '/my-bets', page: MyBetsPage, render: (user) => <MyBetsPage user={user} /> },
  { path: '/bet-history', page: BetHistoryPage, render: (user) => <BetHistoryPage user={user} /> },
  { path: '/bets/:id', page: BetPage, render: (user) => <BetPage user={user} /> },
  { path: '/wallet', page: WalletPage, render: (user) => <WalletPage user={user} /> },
  { path: '/leaderboard', page: LeaderboardPage, render: (user) => <LeaderboardPage user={user} /> },
  { path: '/settings', page: SettingsPage, render: (user) => <SettingsPage user={user} /> },
  { path: '/admin', admin: true, page: AdminDashboardPage, render: () => <AdminDashboardPage /> },
  { path: '/admin/dashboard', admin: true, page: AdminDashboardPage, render: () => <AdminDashboardPage /> },
  {
    path: '/admin/user-management',
    admin: true,
    page: UserManagementPage,
    render: () => <UserManagementPage />,
  },
  // Users & Balances became part of Users: old links land there.
  {
    path: '/admin/user-dashboard',
    admin: true,
    page: AdminUsersPage,
    render: () => <Navigate to="/admin/users" replace />,
  },
  { path: '/admin/users', admin: true, page: AdminUsersPage, render: () => <AdminUsersPage /> },
  { path: '/admin/games', admin: true, page: AdminGamesPage, render: () => <AdminGamesPage /> },
  {
    path: '/admin/bet-settlement',
    admin: true,
    page: BetSettlementPage,
    render: () => <BetSettlementPage />,
  },
];

const KNOWN_PATHS = SCREENS.map(({ path }) => ({ path }));

let navigate: NavigateFunction | undefined;
/** The screen already says why the session ended (navigateAfterSignOut). */
let sessionEndedShown = false;

/**
 * docs/product.md, Routing: after a 401 on any call, a signed-in screen stays where it is and says the
 * session ended, with one button that signs in and comes back (location state marks it, so a page
 * opened signed out still goes straight to sign-in).
 */
export function navigateAfterSignOut(message: string): void {
  const { pathname } = window.location;
  if (pathname === '/unauthorized' || pathname.startsWith('/register')) return;
  // The first 401 says why the session ended (an admin's deactivation, a sign-out elsewhere); the
  // calls after it go without the cookies it cleared and say only that nobody is signed in, which
  // must not replace the reason on screen. Signing in again loads the app afresh.
  if (sessionEndedShown) return;
  sessionEndedShown = true;
  void navigate?.(currentPath(), { replace: true, state: sessionEndedState(message) });
}

export function App() {
  const navigateTo = useNavigate();
  const location = useLocation();
  useEffect(() => {
    navigate = navigateTo;
  }, [navigateTo]);
  useScrollRestoration();
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

/** The frame and the screen load together rather than one after the other. */
function preloadScreen(location: ReturnType<typeof useLocation>) {
  void AppShell.preload();
  void SCREENS.find((screen) => matchRoutes([{ path: screen.path }], location))?.page.preload();
}

/** docs/product.md, Routing, in its order. */
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
  if (session.status === 'signed-out' && isSessionEnded(location.state))
    return <SessionEndedPage state={location.state} />;
  if (session.status === 'loading' || session.status === 'signed-out') {
    // Most visits are signed in: the frame and screen load while the session is read, not after.
    if (session.status === 'loading') preloadScreen(location);
    if (location.pathname === '/') return session.status === 'loading' ? <StartingFrame /> : <LandingPage />;
    if (!matchRoutes(KNOWN_PATHS, location)) {
      return (
        <main>
          <NotFoundPage />
        </main>
      );
    }
    return session.status === 'loading' ? <FullPageSpinner /> : <SignInRedirect />;
  }
  if (session.status === 'inactive') {
    return location.pathname === '/' ? <AccountInactivePage /> : <Navigate to="/" replace />;
  }

  const { user } = session;
  preloadScreen(location);
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
