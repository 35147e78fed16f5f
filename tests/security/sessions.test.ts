import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_INACTIVE } from '../../domain/errors';
import { routeKey, routes } from '../../functions/routes';
import { setUserStatus, type UserRecord } from '../../functions/store/users';
import { callApi, idToken } from '../support/api';
import { tableSnapshot } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

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
  const writes = routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
  const origins: [string, string | null][] = [
    ['from another origin', 'https://evil.example.com'],
    ['with no Origin header', null],
    ['from a look-alike origin', 'http://127.0.0.1:3000.evil.example.com'],
  ];
  it.each(
    writes.flatMap((route) =>
      origins.map(([label, origin]) => [`${routeKey(route)} ${label}`, route, origin] as const),
    ),
  )('%s is refused with 403 and changes nothing', async (_name, route, origin) => {
    const before = await tableSnapshot();
    const path = route.path.replace(/\{\w+\}/g, 'no-such-id');
    const response = await callApi(route.method, path, {
      as: ADMIN_EMAIL,
      body: { email: 'x@example.com' },
      origin,
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Request origin not allowed' } });
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('the session user', () => {
  it('is refused while deactivated or paused, with the exact text the web app recognises', async () => {
    for (const user of [deactivated, paused]) {
      expect(await callApi('GET', '/api/auth/user', { as: user.email })).toMatchObject({
        status: 403,
        body: { message: ACCOUNT_INACTIVE },
      });
    }
  });

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
