import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_INACTIVE } from '../../domain/errors';
import { routes, type Route } from '../../functions/routes';
import { setUserStatus } from '../../functions/store/accounts';
import type { UserRecord } from '../../functions/store/users';
import { handlerOf, lambdaContext, toApiGatewayEvent } from '../../infra/local/api-gateway';
import { APP_ORIGIN, callApi, requestsSent, sessionCookiesFor } from '../support/api';
import { ensureAdmin, registeredUser } from '../support/users';

// How much this file sent, said in the run's output (tests/README.md, "How npm test runs").
afterAll(() => {
  console.info(`Access matrix: ${requestsSent()} requests, each answered as its route's access says`);
});

type Caller = 'anonymous' | 'inactive' | 'ordinary' | 'admin';

/**
 * What each kind of caller gets from each kind of route: the status (or "let through": anything but
 * 401 and 403, and never a 5xx, since the request itself may still be wrong).
 */
const EXPECTED: Record<Route['access'], Record<Caller, number | 'let through'>> = {
  public: {
    anonymous: 'let through',
    inactive: 'let through',
    ordinary: 'let through',
    admin: 'let through',
  },
  user: { anonymous: 401, inactive: 403, ordinary: 'let through', admin: 'let through' },
  admin: { anonymous: 401, inactive: 403, ordinary: 403, admin: 'let through' },
};

/**
 * Who may call each route, written here by hand and never read from functions/routes.ts: the
 * matrix holds the route table to these lists, so a route whose access changes there (an admin
 * route opened to players, a player route closed to them) fails until this list changes too.
 */
const PUBLIC = [
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/register/check',
];
const SIGNED_IN = [
  'GET /api/auth/user',
  'GET /api/games/{season}/{week}',
  'GET /api/games/{id}',
  'GET /api/teams',
  'GET /api/seasons',
  'GET /api/betting-lines/{week}',
  'GET /api/betting-lines/{season}/{week}',
  'POST /api/bets',
  'POST /api/bets/{id}/accept',
  'DELETE /api/bets/{id}',
  'POST /api/bets/{id}/propose-settlement',
  'POST /api/bets/{id}/accept-settlement',
  'GET /api/bets/my',
  'HEAD /api/bets/my',
  'GET /api/bets/available',
  'GET /api/bets/history',
  'GET /api/bets/{id}',
  'GET /api/transactions',
  'GET /api/members',
  'GET /api/activity',
  'GET /api/comments',
  'POST /api/comments',
  'DELETE /api/comments/{id}',
  'GET /api/leaderboard/weekly/{season}/{week}',
  'GET /api/leaderboard/season/{season}',
  'GET /api/leaderboard/all-time',
  'PATCH /api/user/preferences',
  'POST /api/user/sign-out-everywhere',
  'POST /api/user/phone/code',
  'POST /api/user/phone/confirm',
  'POST /api/test-sms',
  'POST /api/test-pregame-notifications',
  'GET /api/user/devices',
  'PUT /api/user/devices',
  'DELETE /api/user/devices/{id}',
  'PATCH /api/user/devices/{id}',
];
const ADMIN_ONLY = [
  'GET /api/users',
  'GET /api/admin/users',
  'GET /api/admin/stats',
  'GET /api/admin/audit',
  'POST /api/admin/audit',
  'GET /api/admin/feed',
  'POST /api/admin/feed/fetch',
  'PATCH /api/admin/users/{id}/balance',
  'PATCH /api/admin/users/{id}/status',
  'DELETE /api/admin/users/{id}',
  'GET /api/admin/users/{id}/transactions',
  'GET /api/admin/users/{id}/bet-counts',
  'POST /api/admin/test-sms',
  'GET /api/admin/bets',
  'POST /api/admin/bets/{id}/settle',
  'GET /api/admin/games/started',
  'POST /api/admin/games/{id}/score',
  'GET /api/admin/games/{id}/bet-counts',
  'POST /api/admin/games/{id}/void',
  'POST /api/admin/cleanup-expired-bets',
  'POST /api/games/upload-csv',
  'POST /api/betting-lines/upload-csv',
  'GET /api/admin/invitations',
  'POST /api/admin/invitations',
  'DELETE /api/admin/invitations/{id}',
];
const ACCESS_BY_HAND = new Map<string, Route['access']>([
  ...PUBLIC.map((key) => [key, 'public'] as const),
  ...SIGNED_IN.map((key) => [key, 'user'] as const),
  ...ADMIN_ONLY.map((key) => [key, 'admin'] as const),
]);

const MESSAGES: Partial<Record<Caller, string>> = { inactive: ACCOUNT_INACTIVE };

let callers: Record<Exclude<Caller, 'anonymous'>, UserRecord>;

beforeAll(async () => {
  const [admin, ordinary, inactive] = await Promise.all([ensureAdmin(), registeredUser(), registeredUser()]);
  await setUserStatus(inactive.id, { isActive: false, isPaused: false });
  callers = { admin, ordinary, inactive };
});

// Signing out ends the caller's sign-ins, the tokens this test signs included: those routes go
// last, Sign Out (public, whoever calls) after Sign out everywhere (signed-in callers only).
const SIGNS_OUT = ['/api/user/sign-out-everywhere', '/api/logout'];
const lastness = (route: (typeof routes)[number]) => SIGNS_OUT.indexOf(route.path) + 1;
const signOutLast = [...routes].sort((a, b) => lastness(a) - lastness(b));
const cases = signOutLast.flatMap((route) =>
  (['anonymous', 'inactive', 'ordinary', 'admin'] as Caller[]).map(
    (caller) => [`${route.key} as ${caller}`, route, caller] as const,
  ),
);

describe('every route of the table, for every kind of caller', () => {
  it('lists the same routes as the route table, each once', () => {
    const listed = [...PUBLIC, ...SIGNED_IN, ...ADMIN_ONLY];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(routes.map((route) => route.key).sort());
  });

  it.each(cases)('%s', async (_name, route, caller) => {
    const path = route.path
      .replace(/\{season\}/, '2025')
      .replace(/\{week\}/, '1')
      .replace(/\{\w+\}/g, 'no-such-id');
    const response = await callApi(route.method, path, {
      as: caller === 'anonymous' ? undefined : callers[caller].email,
      body: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
    });
    const access = ACCESS_BY_HAND.get(route.key);
    if (!access) throw new Error(`${route.key} is not in this file's lists: say who may call it`);
    const expected = EXPECTED[access][caller];
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    if (expected === 'let through') {
      expect([401, 403], JSON.stringify(response.body)).not.toContain(response.status);
    } else {
      expect(response.status).toBe(expected);
      const message = MESSAGES[caller] ?? (expected === 403 ? 'Admin access required' : undefined);
      if (message) expect(response.body).toEqual({ message });
    }
  });
});

describe("the API's own address, as in AWS (ORIGIN_SECRET set)", () => {
  const SECRET = 'cloudfront-sends-this-and-nobody-else-knows-it';
  const call = (route: Route, headers: Record<string, string>) =>
    callApi(route.method, route.path.replace(/\{season\}/, '2025').replace(/\{\w+\}/g, '1'), {
      as: callers.admin.email,
      headers,
    });
  beforeAll(() => {
    process.env.ORIGIN_SECRET = SECRET;
    return () => {
      delete process.env.ORIGIN_SECRET;
    };
  });

  it.each(signOutLast.map((route) => [route.key, route] as const))(
    '%s refuses a request without CloudFront’s secret, or with another, and takes one with it',
    async (_name, route) => {
      const wrong: Record<string, string>[] = [
        {},
        { 'x-pigskin-origin': `${SECRET}!` },
        { 'x-pigskin-origin': '' },
      ];
      for (const headers of wrong) {
        const refused = await call(route, headers);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ message: 'Use Pigskin at its own address' });
      }
      const through = await call(route, { 'x-pigskin-origin': SECRET });
      expect(through.body).not.toEqual({ message: 'Use Pigskin at its own address' });
      expect(through.status).toBeLessThan(500);
    },
  );
});

describe('a route handler outside its function', () => {
  const myBets = routes.find((route) => route.key === 'GET /api/bets/my');
  if (!myBets) throw new Error('GET /api/bets/my is missing');
  const eventFor = async (route: Route) =>
    toApiGatewayEvent(
      {
        method: route.method,
        url: new URL(route.path, APP_ORIGIN),
        headers: { cookie: (await sessionCookiesFor(callers.admin.email)).join('; ') },
        sourceIp: '127.0.0.1',
      },
      Buffer.alloc(0),
      route,
      {},
    );

  it('is refused when called without the rules its function gives it (fail closed)', async () => {
    const { handler } = await import('../../functions/bets/my');
    const answer = await handler(await eventFor(myBets), lambdaContext('no-function'));
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body ?? '')).toEqual({ message: 'Not found' });
  });

  it('is never reached through another function: a function refuses a route that is not its own', async () => {
    const other = routes.find((route) => route.function !== myBets.function);
    if (!other) throw new Error('No other function');
    const handler = await handlerOf(other);
    await expect(handler(await eventFor(myBets), lambdaContext('other'))).rejects.toThrow(
      `The ${other.function.name} function has no route GET /api/bets/my`,
    );
  });
});
