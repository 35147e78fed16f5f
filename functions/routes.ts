/**
 * The route table: every HTTP endpoint of Pigskin, once. The CDK stack builds one Lambda and one API
 * route per row, with the permissions the row declares; the local host serves the same rows; the
 * session middleware reads `access` from the row that matched (by the event's routeKey), so a handler
 * cannot drift from its declared access.
 *
 * `handler` is the module under functions/ that exports `handler`.
 */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a handler touches, so its function gets exactly those permissions (least privilege): the
 * table read-only or read-write, only the notification bookkeeping items (delivery claims, alert
 * windows), only the activity feed's items and its stamp, the table's stream, sending email or SMS,
 * Web Push (`push:public-key`: reading the VAPID public key; `push:send`: reading both VAPID keys and
 * removing push devices whose subscription is gone), putting or getting CSVs, the flood-limit
 * counters (added from the row's limit, `capabilitiesOf`), and for the ledger audit: scanning the
 * table, writing only its result item, starting the audit function; signing a user out at Cognito.
 * Every signed-in route reads the table for its session.
 */
export type Capability =
  | 'table:read'
  | 'table:write'
  | 'deliveries:write'
  | 'activity:write'
  | 'table:stream'
  | 'email'
  | 'sms'
  | 'push:public-key'
  | 'push:send'
  | 'imports:put'
  | 'imports:get'
  | 'rate-limit'
  | 'table:scan'
  | 'audit:record'
  | 'audit:invoke'
  | 'idp:sign-out';

/**
 * Which flood limit a request counts against (docs/decisions.md, "Flood limits"): `address`, per
 * client address, on the public routes; per signed-in user, `writes` for the state-changing methods
 * and `reads` for the rest; `none` for the cheap reads a browser repeats, which their rows say (the
 * polled HEAD must stay one DynamoDB call).
 */
export type FloodLimit = 'writes' | 'reads' | 'address' | 'none';

export interface Route {
  method: HttpMethod;
  /** API Gateway's path syntax: `{name}` is a path parameter. */
  path: string;
  handler: string;
  access: Access;
  uses: readonly Capability[];
  /** Only `none` is written out; the others follow from the access and the method (`floodLimitOf`). */
  limit?: 'none';
}

const READ = ['table:read'] as const;
const WRITE = ['table:write'] as const;

// prettier-ignore
export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/login', handler: 'auth/login', access: 'public', uses: [] },
  { method: 'GET', path: '/api/callback', handler: 'auth/callback', access: 'public', uses: WRITE },
  { method: 'POST', path: '/api/logout', handler: 'auth/logout', access: 'public', uses: WRITE },
  { method: 'GET', path: '/api/auth/user', handler: 'auth/current-user', access: 'user', uses: READ, limit: 'none' },
  { method: 'POST', path: '/api/register', handler: 'registration/register', access: 'public', uses: WRITE },
  { method: 'POST', path: '/api/register/check', handler: 'registration/check-invitation', access: 'public', uses: READ },

  { method: 'GET', path: '/api/games/{season}/{week}', handler: 'games/week', access: 'user', uses: READ },
  { method: 'GET', path: '/api/games/{id}', handler: 'games/one', access: 'user', uses: READ },
  { method: 'GET', path: '/api/teams', handler: 'games/teams', access: 'user', uses: READ, limit: 'none' },
  { method: 'GET', path: '/api/seasons', handler: 'games/seasons', access: 'user', uses: READ },
  { method: 'GET', path: '/api/betting-lines/{week}', handler: 'games/betting-lines', access: 'user', uses: READ },
  { method: 'GET', path: '/api/betting-lines/{season}/{week}', handler: 'games/betting-lines', access: 'user', uses: READ },

  { method: 'POST', path: '/api/bets', handler: 'bets/propose', access: 'user', uses: WRITE },
  { method: 'POST', path: '/api/bets/{id}/accept', handler: 'bets/accept', access: 'user', uses: WRITE },
  { method: 'DELETE', path: '/api/bets/{id}', handler: 'bets/cancel', access: 'user', uses: WRITE },
  { method: 'POST', path: '/api/bets/{id}/propose-settlement', handler: 'bets/propose-settlement', access: 'user', uses: WRITE },
  { method: 'POST', path: '/api/bets/{id}/accept-settlement', handler: 'bets/accept-settlement', access: 'user', uses: WRITE },
  { method: 'GET', path: '/api/bets/my', handler: 'bets/my', access: 'user', uses: READ },
  { method: 'HEAD', path: '/api/bets/my', handler: 'bets/my-changed', access: 'user', uses: READ, limit: 'none' },
  { method: 'GET', path: '/api/bets/available', handler: 'bets/available', access: 'user', uses: READ },
  { method: 'GET', path: '/api/bets/history', handler: 'bets/history', access: 'user', uses: READ },
  { method: 'GET', path: '/api/bets/{id}', handler: 'bets/one', access: 'user', uses: READ },
  { method: 'GET', path: '/api/transactions', handler: 'wallet/transactions', access: 'user', uses: READ },
  { method: 'GET', path: '/api/members', handler: 'user/members', access: 'user', uses: READ },
  { method: 'GET', path: '/api/activity', handler: 'activity/list', access: 'user', uses: READ },
  { method: 'GET', path: '/api/comments', handler: 'comments/list', access: 'user', uses: READ },
  { method: 'POST', path: '/api/comments', handler: 'comments/add', access: 'user', uses: WRITE },
  { method: 'DELETE', path: '/api/comments/{id}', handler: 'comments/delete', access: 'user', uses: WRITE },

  { method: 'GET', path: '/api/leaderboard/weekly/{season}/{week}', handler: 'leaderboard/weekly', access: 'user', uses: READ },
  { method: 'GET', path: '/api/leaderboard/season/{season}', handler: 'leaderboard/season', access: 'user', uses: READ },
  { method: 'GET', path: '/api/leaderboard/all-time', handler: 'leaderboard/all-time', access: 'user', uses: READ },
  { method: 'PATCH', path: '/api/user/preferences', handler: 'user/preferences', access: 'user', uses: WRITE },
  { method: 'POST', path: '/api/user/sign-out-everywhere', handler: 'user/sign-out-everywhere', access: 'user', uses: [...WRITE, 'idp:sign-out'] },
  { method: 'POST', path: '/api/user/phone/code', handler: 'user/send-phone-code', access: 'user', uses: [...WRITE, 'sms'] },
  { method: 'POST', path: '/api/user/phone/confirm', handler: 'user/confirm-phone', access: 'user', uses: WRITE },
  { method: 'POST', path: '/api/test-sms', handler: 'user/test-sms', access: 'user', uses: [...WRITE, 'sms'] },
  { method: 'POST', path: '/api/test-pregame-notifications', handler: 'user/test-pregame-notifications', access: 'user', uses: [...WRITE, 'email', 'sms'] },
  { method: 'GET', path: '/api/user/devices', handler: 'user/devices', access: 'user', uses: [...READ, 'push:public-key'] },
  { method: 'PUT', path: '/api/user/devices', handler: 'user/save-device', access: 'user', uses: WRITE },
  { method: 'DELETE', path: '/api/user/devices/{id}', handler: 'user/delete-device', access: 'user', uses: WRITE },

  { method: 'GET', path: '/api/users', handler: 'admin/users/list', access: 'admin', uses: READ },
  { method: 'GET', path: '/api/admin/users', handler: 'admin/users/list', access: 'admin', uses: READ },
  { method: 'GET', path: '/api/admin/stats', handler: 'admin/stats', access: 'admin', uses: READ },
  { method: 'GET', path: '/api/admin/audit', handler: 'admin/audit', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/audit', handler: 'admin/start-audit', access: 'admin', uses: [...READ, 'audit:record', 'audit:invoke'] },
  { method: 'GET', path: '/api/admin/feed', handler: 'admin/feed/status', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/feed/fetch', handler: 'admin/feed/fetch', access: 'admin', uses: [...WRITE, 'imports:put'] },
  { method: 'PATCH', path: '/api/admin/users/{id}/balance', handler: 'admin/users/adjust-balance', access: 'admin', uses: WRITE },
  { method: 'PATCH', path: '/api/admin/users/{id}/status', handler: 'admin/users/set-status', access: 'admin', uses: [...WRITE, 'idp:sign-out'] },
  { method: 'DELETE', path: '/api/admin/users/{id}', handler: 'admin/users/delete', access: 'admin', uses: [...WRITE, 'idp:sign-out'] },
  { method: 'GET', path: '/api/admin/users/{id}/transactions', handler: 'admin/users/transactions', access: 'admin', uses: READ },
  { method: 'GET', path: '/api/admin/users/{id}/bet-counts', handler: 'admin/users/bet-counts', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/test-sms', handler: 'admin/test-sms', access: 'admin', uses: [...READ, 'sms'] },
  { method: 'GET', path: '/api/admin/bets', handler: 'admin/bets/list', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/bets/{id}/settle', handler: 'admin/bets/settle', access: 'admin', uses: WRITE },
  { method: 'GET', path: '/api/admin/games/started', handler: 'admin/games/started', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/games/{id}/score', handler: 'admin/games/score', access: 'admin', uses: WRITE },
  { method: 'GET', path: '/api/admin/games/{id}/bet-counts', handler: 'admin/games/bet-counts', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/games/{id}/void', handler: 'admin/games/void', access: 'admin', uses: WRITE },
  { method: 'POST', path: '/api/admin/cleanup-expired-bets', handler: 'admin/cleanup-expired-bets', access: 'admin', uses: WRITE },
  { method: 'POST', path: '/api/games/upload-csv', handler: 'imports/upload-schedule', access: 'admin', uses: [...READ, 'imports:put'] },
  { method: 'POST', path: '/api/betting-lines/upload-csv', handler: 'imports/upload-lines', access: 'admin', uses: [...READ, 'imports:put'] },

  { method: 'GET', path: '/api/admin/invitations', handler: 'admin/invitations/list', access: 'admin', uses: READ },
  { method: 'POST', path: '/api/admin/invitations', handler: 'admin/invitations/create', access: 'admin', uses: [...WRITE, 'email'] },
  { method: 'DELETE', path: '/api/admin/invitations/{id}', handler: 'admin/invitations/delete', access: 'admin', uses: WRITE },
];

export const routeKey = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

export function floodLimitOf(route: Route): FloodLimit {
  if (route.limit) return route.limit;
  if (route.access === 'public') return 'address';
  return route.method === 'GET' || route.method === 'HEAD' ? 'reads' : 'writes';
}

/** What a route's function may touch: its row's `uses`, and the flood-limit counters unless `none`. */
export const capabilitiesOf = (route: Route): readonly Capability[] =>
  floodLimitOf(route) === 'none' ? route.uses : [...route.uses, 'rate-limit'];

const byRouteKey = new Map(routes.map((route) => [routeKey(route), route]));

export function findRoute(key: string): Route | undefined {
  return byRouteKey.get(key);
}
