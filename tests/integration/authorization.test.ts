import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_INACTIVE } from '../../domain/errors';
import { routes, type Route } from '../../functions/routes';
import { setUserStatus, type UserRecord } from '../../functions/store/users';
import { callApi, idToken } from '../support/api';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const pathOf = (route: Route) => route.path.replace(/\{\w+\}/g, 'some-id');
const signedInRoutes = routes.filter((route) => route.access !== 'public');
const adminRoutes = routes.filter((route) => route.access === 'admin');

let player: UserRecord;
let deactivated: UserRecord;
let paused: UserRecord;

beforeAll(async () => {
  [player, deactivated, paused] = await Promise.all([
    registeredUser(),
    registeredUser(),
    registeredUser(),
    ensureAdmin(),
  ]);
  await setUserStatus(deactivated.id, { isActive: false, isPaused: false });
  await setUserStatus(paused.id, { isActive: true, isPaused: true });
});

describe('access to every route of the route table', () => {
  it.each(signedInRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 401 to an anonymous caller',
    async (_name, route) => {
      const response = await callApi(route.method, pathOf(route));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: expect.any(String) });
    },
  );

  it.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 to a signed-in non-admin',
    async (_name, route) => {
      const response = await callApi(route.method, pathOf(route), {
        as: player.email,
        body: route.method === 'POST' ? {} : undefined,
      });
      expect(response).toMatchObject({ status: 403, body: { message: 'Admin access required' } });
    },
  );

  it.each(signedInRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 403 Account is inactive to deactivated and paused users',
    async (_name, route) => {
      for (const user of [deactivated, paused]) {
        const response = await callApi(route.method, pathOf(route), { as: user.email });
        expect(response).toMatchObject({ status: 403, body: { message: ACCOUNT_INACTIVE } });
      }
    },
  );

  it('lets an admin through to admin routes', async () => {
    const response = await callApi('GET', '/api/admin/invitations', { as: ADMIN_EMAIL });
    expect(response.status).toBe(200);
  });
});

describe('sessions that cannot be trusted', () => {
  it.each([
    ['an expired token', () => idToken(player.email, { expiresIn: -60 })],
    ['a token from another issuer', () => idToken(player.email, { issuer: 'https://evil.example.com' })],
    ['a token for another client', () => idToken(player.email, { audience: 'someone-else' })],
    ['a token with an unverified email', () => idToken(player.email, { emailVerified: false })],
    ['a token for an email nobody registered', () => idToken('stranger@example.com')],
    [
      'a token whose signature was tampered with',
      async () => `${(await idToken(player.email)).slice(0, -4)}AAAA`,
    ],
    [
      "an unsigned token (alg 'none')",
      async () => {
        const [, payload] = (await idToken(player.email)).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        return `${header}.${payload}.`;
      },
    ],
    [
      'a token whose claims were edited',
      async () => {
        const [header, payload, signature] = (await idToken(player.email)).split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
          string,
          unknown
        >;
        const edited = Buffer.from(JSON.stringify({ ...claims, email: ADMIN_EMAIL })).toString('base64url');
        return `${header}.${edited}.${signature}`;
      },
    ],
    ['garbage', () => Promise.resolve('not-a-jwt')],
  ])('%s gets 401 and its cookies cleared', async (_name, makeToken) => {
    const response = await callApi('GET', '/api/auth/user', { as: { idToken: await makeToken() } });
    expect(response.status).toBe(401);
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^pigskin_session=; Max-Age=0/)]),
    );
  });
});

describe('state-changing requests', () => {
  it.each([
    ['from another origin', 'https://evil.example.com'],
    ['with no Origin header', null],
  ])('are refused with 403 when they come %s', async (_name, origin) => {
    const response = await callApi('POST', '/api/admin/invitations', {
      as: ADMIN_EMAIL,
      body: { email: 'x@example.com' },
      origin,
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Request origin not allowed' } });
  });
});

describe('the session user', () => {
  it('is found by the token email alone when the user cookie is missing, and the cookie is set again', async () => {
    const response = await callApi<{ id: string }>('GET', '/api/auth/user', {
      as: { idToken: await idToken(player.email) },
    });
    expect(response.body.id).toBe(player.id);
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.stringContaining(`pigskin_user=${player.id}`)]),
    );
  });

  it('is found by the token email even when the user cookie names someone else, and the cookie is corrected', async () => {
    const other = await registeredUser();
    const response = await callApi<{ id: string }>('GET', '/api/auth/user', {
      as: player.email,
      cookies: [`pigskin_user=${other.id}`],
    });
    expect(response.body.id).toBe(player.id);
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.stringContaining(`pigskin_user=${player.id}`)]),
    );
  });

  it('is re-read on every request, so deactivation applies at once', async () => {
    const user = await registeredUser();
    expect((await callApi('GET', '/api/auth/user', { as: user.email })).status).toBe(200);
    await setUserStatus(user.id, { isActive: false, isPaused: false });
    expect((await callApi('GET', '/api/auth/user', { as: user.email })).status).toBe(403);
    await setUserStatus(user.id, { isActive: true, isPaused: false });
    expect((await callApi('GET', '/api/auth/user', { as: user.email })).status).toBe(200);
  });
});
