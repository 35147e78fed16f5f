import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_INACTIVE } from '../../domain/errors';
import { routeKey, routes, type Route } from '../../functions/routes';
import { setUserStatus } from '../../functions/store/accounts';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { ensureAdmin, registeredUser } from '../support/users';

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

const MESSAGES: Partial<Record<Caller, string>> = { inactive: ACCOUNT_INACTIVE };

let callers: Record<Exclude<Caller, 'anonymous'>, UserRecord>;

beforeAll(async () => {
  const [admin, ordinary, inactive] = await Promise.all([ensureAdmin(), registeredUser(), registeredUser()]);
  await setUserStatus(inactive.id, { isActive: false, isPaused: false });
  callers = { admin, ordinary, inactive };
});

// Signing out ends every session of the caller, the tokens this test signs included: it goes last.
const signOutLast = [...routes].sort(
  (a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'),
);
const cases = signOutLast.flatMap((route) =>
  (['anonymous', 'inactive', 'ordinary', 'admin'] as Caller[]).map(
    (caller) => [`${routeKey(route)} as ${caller}`, route, caller] as const,
  ),
);

describe('every route of the table, for every kind of caller', () => {
  it.each(cases)('%s', async (_name, route, caller) => {
    const path = route.path
      .replace(/\{season\}/, '2025')
      .replace(/\{week\}/, '1')
      .replace(/\{\w+\}/g, 'no-such-id');
    const response = await callApi(route.method, path, {
      as: caller === 'anonymous' ? undefined : callers[caller].email,
      body: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
    });
    const expected = EXPECTED[route.access][caller];
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
