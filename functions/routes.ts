/**
 * The route table: every HTTP endpoint of Pigskin, once. The CDK stack builds one Lambda and one API
 * route per row; the local host serves the same rows; the session middleware reads `access` from the
 * row that matched (by the event's routeKey), so a handler cannot drift from its declared access.
 *
 * `handler` is the module under functions/ that exports `handler`.
 */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  method: HttpMethod;
  /** API Gateway's path syntax: `{name}` is a path parameter. */
  path: string;
  handler: string;
  access: Access;
}

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/login', handler: 'auth/login', access: 'public' },
  { method: 'GET', path: '/api/callback', handler: 'auth/callback', access: 'public' },
  { method: 'GET', path: '/api/logout', handler: 'auth/logout', access: 'public' },
  { method: 'GET', path: '/api/auth/user', handler: 'auth/current-user', access: 'user' },
  { method: 'POST', path: '/api/register', handler: 'registration/register', access: 'public' },

  { method: 'GET', path: '/api/games/{season}/{week}', handler: 'games/week', access: 'user' },
  { method: 'GET', path: '/api/teams', handler: 'games/teams', access: 'user' },
  { method: 'GET', path: '/api/betting-lines/{week}', handler: 'games/betting-lines', access: 'user' },

  { method: 'POST', path: '/api/bets', handler: 'bets/propose', access: 'user' },
  { method: 'POST', path: '/api/bets/{id}/accept', handler: 'bets/accept', access: 'user' },
  { method: 'DELETE', path: '/api/bets/{id}', handler: 'bets/cancel', access: 'user' },
  {
    method: 'POST',
    path: '/api/bets/{id}/propose-settlement',
    handler: 'bets/propose-settlement',
    access: 'user',
  },
  {
    method: 'POST',
    path: '/api/bets/{id}/accept-settlement',
    handler: 'bets/accept-settlement',
    access: 'user',
  },
  { method: 'GET', path: '/api/bets/my', handler: 'bets/my', access: 'user' },
  { method: 'HEAD', path: '/api/bets/my', handler: 'bets/my-changed', access: 'user' },
  { method: 'GET', path: '/api/bets/available', handler: 'bets/available', access: 'user' },
  { method: 'GET', path: '/api/transactions', handler: 'wallet/transactions', access: 'user' },

  { method: 'GET', path: '/api/users', handler: 'admin/users/list', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', handler: 'admin/users/list', access: 'admin' },
  { method: 'GET', path: '/api/admin/stats', handler: 'admin/stats', access: 'admin' },
  {
    method: 'PATCH',
    path: '/api/admin/users/{id}/balance',
    handler: 'admin/users/adjust-balance',
    access: 'admin',
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/{id}/status',
    handler: 'admin/users/set-status',
    access: 'admin',
  },
  { method: 'DELETE', path: '/api/admin/users/{id}', handler: 'admin/users/delete', access: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/users/{id}/transactions',
    handler: 'admin/users/transactions',
    access: 'admin',
  },
  { method: 'POST', path: '/api/admin/test-sms', handler: 'admin/test-sms', access: 'admin' },
  { method: 'GET', path: '/api/admin/bets', handler: 'admin/bets/list', access: 'admin' },
  { method: 'POST', path: '/api/admin/bets/{id}/settle', handler: 'admin/bets/settle', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/cleanup-expired-bets',
    handler: 'admin/cleanup-expired-bets',
    access: 'admin',
  },
  { method: 'POST', path: '/api/games/upload-csv', handler: 'imports/upload-schedule', access: 'admin' },
  { method: 'POST', path: '/api/betting-lines/upload-csv', handler: 'imports/upload-lines', access: 'admin' },

  { method: 'GET', path: '/api/admin/invitations', handler: 'admin/invitations/list', access: 'admin' },
  { method: 'POST', path: '/api/admin/invitations', handler: 'admin/invitations/create', access: 'admin' },
  {
    method: 'DELETE',
    path: '/api/admin/invitations/{id}',
    handler: 'admin/invitations/delete',
    access: 'admin',
  },
];

export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

const byRouteKey = new Map(routes.map((route) => [routeKey(route), route]));

export function findRoute(key: string): Route | undefined {
  return byRouteKey.get(key);
}
