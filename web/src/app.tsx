import type { ReactNode } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '../../domain/users';
import { useSession } from './api/session';
import { AppShell } from './components/app-shell';
import { FullPageSpinner, RequireAdmin, SignInRedirect } from './components/guards';
import { AccountInactivePage } from './pages/account-inactive';
import { AdminDashboardPage } from './pages/admin/dashboard';
import { UserManagementPage } from './pages/admin/user-management';
import { GamesPage } from './pages/games';
import { LandingPage } from './pages/landing';
import { NotFoundPage } from './pages/not-found';
import { RegisterPage } from './pages/register';
import { SettingsPage } from './pages/settings';
import { UnauthorizedPage } from './pages/unauthorized';

interface Screen {
  path: string;
  /** Behind the admin guard (SPEC 6). */
  admin?: boolean;
  render: (user: User) => ReactNode;
}

/** The screens of signed-in, active users (SPEC 2). */
const SCREENS: Screen[] = [
  { path: '/', render: (user) => <GamesPage user={user} /> },
  { path: '/settings', render: (user) => <SettingsPage user={user} /> },
  { path: '/admin', admin: true, render: () => <AdminDashboardPage /> },
  { path: '/admin/dashboard', admin: true, render: () => <AdminDashboardPage /> },
  { path: '/admin/user-management', admin: true, render: () => <UserManagementPage /> },
];

const KNOWN_PATHS = SCREENS.map(({ path }) => ({ path }));

/** Public paths: a 401 elsewhere sends the browser home (SPEC 4). */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/unauthorized' || pathname.startsWith('/register');
}

/** SPEC 2, Routing precedence, in its order. */
export function App() {
  const location = useLocation();
  const session = useSession();

  if (location.pathname.startsWith('/register') || new URLSearchParams(location.search).has('token')) {
    return <RegisterPage />;
  }
  if (location.pathname === '/unauthorized') return <UnauthorizedPage />;

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
