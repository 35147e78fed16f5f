import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_INACTIVE } from '../../domain/errors';
import { routes } from '../../functions/routes';
import { db, tableName } from '../../functions/store/client';
import { userKey } from '../../functions/store/keys';
import { setUserStatus } from '../../functions/store/accounts';
import { getUser, type UserRecord } from '../../functions/store/users';
import { APP_ORIGIN, callApi, idToken, refreshToken, requestsSent } from '../support/api';
import { tableSnapshot } from '../support/betting';
import { TEST_CLIENT_ID } from '../support/test-identity-provider';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

// How much this file sent, said in the run's output (tests/README.md, "How npm test runs").
afterAll(() => {
  console.info(`Sessions, tokens and sign-outs: ${requestsSent()} requests`);
});

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
    ['a token without an expiry', () => idToken(player.email, { expiresIn: null })],
    ['a token issued two minutes in the future', () => idToken(player.email, { issuedAt: 120 })],
    [
      'a token whose audience is a list, ours among them',
      () => idToken(player.email, { audience: [TEST_CLIENT_ID, 'someone-else'] }),
    ],
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
      origins.map(([label, origin]) => [`${route.key} ${label}`, route, origin] as const),
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
    // Deactivation ended the sign-in: reactivated, the user signs in afresh.
    expect((await callApi('GET', '/api/auth/user', { as: user.email })).status).toBe(401);
    const signedInAgain = await idToken(user.email, { issuedAt: 1 });
    expect((await callApi('GET', '/api/auth/user', { as: { idToken: signedInAgain } })).status).toBe(200);
  });
});

/**
 * A browser's cookies after signing in: the ID token, the refresh token and the user hint, from one
 * sign-in (`auth_time`, by default when the ID token was issued, and a nonce of its own).
 */
async function browserSession(
  user: UserRecord,
  token: { issuedAt?: number; expiresIn?: number; authTime?: number; nonce?: string } = {},
  refresh?: string | Promise<string>,
) {
  const authTime = token.authTime ?? Math.floor(Date.now() / 1000) + (token.issuedAt ?? -10);
  const nonce = token.nonce ?? randomUUID();
  return [
    `pigskin_session=${await idToken(user.email, { ...token, authTime, nonce })}`,
    `pigskin_refresh=${await (refresh ?? refreshToken(user.email, authTime, nonce))}`,
    `pigskin_user=${user.id}`,
  ];
}
/** Signed in two hours ago: the ID token expired an hour ago, the refresh token lasts 30 days. */
const EXPIRED = { issuedAt: -7200, expiresIn: -3600 };
const me = (cookies: string[]) =>
  callApi<{ id: string; timeZone: string }>('GET', '/api/auth/user', { cookies });
const idpRenews = async (token: string) =>
  (
    await fetch(`${inject('issuer')}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: token,
        client_id: TEST_CLIENT_ID,
      }),
    })
  ).ok;
/** The value a Set-Cookie (or Cookie) entry gives this cookie, if one does. */
const cookieValue = (cookies: string[], name: string) =>
  cookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1)
    .split(';')[0];
const refreshOf = (cookies: string[]) => cookieValue(cookies, 'pigskin_refresh') ?? '';
/** docs/product.md, Access and roles: why a sign-in that ended is refused. */
const SIGNED_OUT = 'You signed out of Pigskin. Please sign in again.';
const SIGNED_OUT_BY_ADMIN =
  'An administrator paused or deactivated your account, which signed you out. Please sign in again.';

describe('renewing an expired ID token with the refresh token', () => {
  const savePreferences = (cookies: string[], timeZone: string) =>
    callApi<{ timeZone: string }>('PATCH', '/api/user/preferences', { cookies, body: { timeZone } });

  it('carries out the request and answers a new ID token, which then works on its own', async () => {
    const user = await registeredUser();
    const cookies = await browserSession(user, EXPIRED);

    const response = await savePreferences(cookies, 'America/Chicago');

    expect(response).toMatchObject({ status: 200, body: { timeZone: 'America/Chicago' } });
    const renewed = cookieValue(response.cookies, 'pigskin_session') ?? '';
    expect(renewed).toMatch(/^ey/);
    expect(renewed).not.toBe(cookieValue(cookies, 'pigskin_session'));
    expect(response.cookies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^pigskin_session=ey[^;]+; Max-Age=2592000; Path=\/api; HttpOnly; SameSite=Lax$/,
        ),
        `pigskin_user=${user.id}; Max-Age=2592000; Path=/api; HttpOnly; SameSite=Lax`,
      ]),
    );
    // The browser sends the new cookie next: it is a valid session, with nothing left to renew.
    const next = await me([`pigskin_session=${renewed}`, `pigskin_user=${user.id}`]);
    expect(next).toMatchObject({ status: 200, body: { id: user.id, timeZone: 'America/Chicago' } });
    expect(next.cookies).toEqual([]);
  });

  it.each([
    [
      'a revoked refresh token',
      async (email: string) => {
        const token = await refreshToken(email);
        const revoked = await fetch(`${inject('issuer')}/revoke`, {
          method: 'POST',
          body: new URLSearchParams({ token, client_id: TEST_CLIENT_ID }),
        });
        expect(revoked.ok).toBe(true);
        return token;
      },
    ],
    ['a refresh token the identity provider never issued', () => Promise.resolve('not-a-refresh-token')],
    ["another person's refresh token", () => refreshToken(ADMIN_EMAIL)],
  ])('with %s, is a 401 that signs the browser out and changes nothing', async (_name, makeRefresh) => {
    const user = await registeredUser();
    const cookies = await browserSession(user, EXPIRED, makeRefresh(user.email));
    const before = await tableSnapshot();

    const response = await savePreferences(cookies, 'America/Chicago');

    expect(response).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired. Please sign in again.' },
    });
    expect(response.cookies).toEqual([
      'pigskin_session=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax',
      'pigskin_user=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax',
      'pigskin_refresh=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax',
    ]);
    expect(await tableSnapshot()).toEqual(before);
  });

  it('without a refresh token, is a 401 that signs the browser out', async () => {
    const user = await registeredUser();
    const [expired, , hint] = await browserSession(user, EXPIRED);
    const response = await me([expired ?? '', hint ?? '']);
    expect(response.status).toBe(401);
    expect(response.cookies).toContain('pigskin_session=; Max-Age=0; Path=/api; HttpOnly; SameSite=Lax');
  });
});

describe('signing out', () => {
  /** Sign Out as a script posts it, with our Origin: the redirect is not followed. */
  const logOut = (cookies: string[]) => callApi('POST', '/api/logout', { cookies });
  const signOutEverywhere = (cookies: string[]) =>
    callApi('POST', '/api/user/sign-out-everywhere', { cookies });
  const now = () => Math.floor(Date.now() / 1000);

  it('ends the session on the server: the same ID token is refused afterwards', async () => {
    const user = await registeredUser();
    const cookies = await browserSession(user);
    expect((await me(cookies)).status).toBe(200);

    const response = await logOut(cookies);

    expect(response.status).toBe(302);
    expect(response.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^pigskin_session=; Max-Age=0/)]),
    );
    expect(await me(cookies)).toMatchObject({ status: 401, body: { message: expect.any(String) } });
  });

  it('revokes the refresh token at the identity provider', async () => {
    const user = await registeredUser();
    const cookies = await browserSession(user, EXPIRED);
    expect(await idpRenews(refreshOf(cookies))).toBe(true);

    expect((await logOut(cookies)).status).toBe(302);

    expect(await idpRenews(refreshOf(cookies))).toBe(false);
    expect((await me(cookies)).status).toBe(401);
  });

  it("ends this device's sign-in only: the other device goes on, renewing included", async () => {
    const user = await registeredUser();
    const phone = await browserSession(user, { issuedAt: -30 });
    const laptop = await browserSession(user, EXPIRED);

    expect((await logOut(phone)).status).toBe(302);

    expect((await me(phone)).status).toBe(401);
    // The laptop's ID token has expired: it renews with its own refresh token and carries on.
    const renewed = await me(laptop);
    expect(renewed.status).toBe(200);
    expect(renewed.cookies).toEqual(expect.arrayContaining([expect.stringMatching(/^pigskin_session=ey/)]));
  });

  it("refuses an ID token minted later from the signed-out device's sign-in", async () => {
    const user = await registeredUser();
    const signIn = { authTime: now() - 120, nonce: randomUUID() };
    const phone = await browserSession(user, signIn);
    expect((await logOut(phone)).status).toBe(302);

    // As from a refresh token the identity provider failed to revoke: issued now, same sign-in.
    const minted = await idToken(user.email, { issuedAt: 0, ...signIn });
    expect(await me([`pigskin_session=${minted}`, `pigskin_user=${user.id}`])).toMatchObject({
      status: 401,
      body: { message: SIGNED_OUT },
    });
    // A token that names no sign-in of its own is judged by its second, and refused with it.
    const unnamed = await idToken(user.email, { issuedAt: 0, authTime: signIn.authTime });
    expect((await me([`pigskin_session=${unnamed}`, `pigskin_user=${user.id}`])).status).toBe(401);
  });

  it('tells two sign-ins of the same second apart: signing out of one leaves the other', async () => {
    const user = await registeredUser();
    const authTime = now() - 30;
    const [phone, laptop] = [
      await browserSession(user, { authTime }),
      await browserSession(user, { authTime }),
    ];

    expect((await logOut(phone)).status).toBe(302);

    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it('lets the user sign in again on the same device afterwards', async () => {
    const user = await registeredUser();
    expect((await logOut(await browserSession(user))).status).toBe(302);
    const fresh = await browserSession(user, { issuedAt: 1 });
    expect((await me(fresh)).status).toBe(200);
  });

  it('signs out only on a request with our Origin: another site cannot sign anyone out', async () => {
    const user = await registeredUser();
    const cookies = await browserSession(user);
    const crossSite = await callApi('POST', '/api/logout', { cookies, origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    expect((await me(cookies)).status).toBe(200);
  });

  it('still refuses sign-ins ended before sign-ins had ids, by their second, until they lapse', async () => {
    const user = await registeredUser();
    const [endedAt, lapsedAt] = [now() - 300, now() - 31 * 24 * 60 * 60];
    // As an earlier version's Sign Out left the user item: the ended sign-ins' seconds alone.
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(user.id),
        UpdateExpression: 'ADD endedSignIns :ended',
        ExpressionAttributeValues: { ':ended': new Set([endedAt, lapsedAt]) },
      }),
    );
    const ended = await browserSession(user, { authTime: endedAt });
    const before = await browserSession(user, { authTime: now() - 600 });
    expect((await me(ended)).status).toBe(401);
    expect((await me(before)).status).toBe(200);

    expect((await logOut(before)).status).toBe(302);

    // Signing out drops what has lapsed, and keeps what may still come back.
    expect((await getUser(user.id))?.endedSignIns).toEqual(new Set([endedAt]));
    expect((await me(ended)).status).toBe(401);
  });

  it('answers a navigation to the sign-out address with a page asking to sign out, and signs no one out', async () => {
    const user = await registeredUser();
    const cookies = await browserSession(user);

    // Typed, bookmarked, or another site's link, image or redirect: a GET carries no Origin to check.
    const page = await callApi<string>('GET', '/api/logout', { cookies });

    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.cookies).toEqual([]);
    const forms = page.body.match(/<form[^>]*>/g);
    expect(forms).toEqual(['<form method="post" action="/api/logout">']);
    expect(page.body.match(/<button[^>]*>[^<]*<\/button>/g)).toEqual([
      '<button type="submit">Sign Out</button>',
    ]);
    expect(page.body).not.toMatch(/<script/i);
    expect((await me(cookies)).status).toBe(200);
  });

  it('signs out a browser whose session already ended, or that has none, without an error', async () => {
    expect((await logOut([])).status).toBe(302);
    expect((await logOut(['pigskin_session=garbage', 'pigskin_refresh=garbage'])).status).toBe(302);
  });

  it('Sign out everywhere ends every sign-in: no refresh token of any of them mints a token the app takes', async () => {
    const user = await registeredUser();
    const phone = await browserSession(user, { issuedAt: -30 });
    const laptop = await browserSession(user, EXPIRED);
    expect(await idpRenews(refreshOf(laptop))).toBe(true);

    expect(await signOutEverywhere(phone)).toMatchObject({ status: 200, body: { signedOut: true } });

    expect(await me(phone)).toMatchObject({ status: 401, body: { message: SIGNED_OUT } });
    // The laptop's refresh token still renews at this provider: the app refuses what it mints.
    expect((await me(laptop)).status).toBe(401);
    const minted = await idToken(user.email, { issuedAt: 0, authTime: now() - 7200 });
    expect((await me([`pigskin_session=${minted}`, `pigskin_user=${user.id}`])).status).toBe(401);
  });

  it('Sign out everywhere refuses sign-ins before its second, and not one in the same second', async () => {
    const user = await registeredUser();
    expect((await signOutEverywhere(await browserSession(user))).status).toBe(200);
    const cutoff = (await getUser(user.id))?.sessionsValidAfter ?? 0;
    expect(cutoff).toBeGreaterThan(now() - 60);

    const before = await browserSession(user, { authTime: cutoff - 1, issuedAt: 0 });
    const sameSecond = await browserSession(user, { authTime: cutoff, issuedAt: 0 });
    expect((await me(before)).status).toBe(401);
    expect((await me(sameSecond)).status).toBe(200);
  });

  it("an admin's deactivation and deletion sign the user out everywhere", async () => {
    const [deactivated, deleted] = [await registeredUser(), await registeredUser()];
    const [session, other] = [await browserSession(deactivated), await browserSession(deleted)];
    await ensureAdmin();
    const admin = { as: ADMIN_EMAIL };
    for (const isActive of [false, true]) {
      const status = `/api/admin/users/${deactivated.id}/status`;
      expect((await callApi('PATCH', status, { ...admin, body: { isActive } })).status).toBe(200);
    }
    expect((await callApi('DELETE', `/api/admin/users/${deleted.id}`, admin)).status).toBe(200);

    // Reactivated, the user signs in afresh: the sign-in from before is over, and they are told why.
    expect(await me(session)).toMatchObject({ status: 401, body: { message: SIGNED_OUT_BY_ADMIN } });
    // The web app's poll is a HEAD, whose answer has no body: the header says it.
    const polled = await callApi('HEAD', '/api/bets/my', { cookies: session });
    expect(polled.status).toBe(401);
    expect(decodeURIComponent(polled.headers['x-pigskin-message'] ?? '')).toBe(SIGNED_OUT_BY_ADMIN);
    expect((await me(await browserSession(deactivated, { issuedAt: 1 }))).status).toBe(200);
    expect((await getUser(deleted.id))?.sessionsValidAfter).toBeGreaterThan(now() - 60);
    expect((await me(other)).status).toBe(401);
  });
});

describe('a sign-in that does not finish', () => {
  /** What /api/login gives a browser: its sign-in cookie and the state it sent the provider. */
  const startSignIn = async () => {
    const login = await callApi('GET', '/api/login');
    const state = new URL(login.headers.location ?? '').searchParams.get('state') ?? '';
    return { cookie: `pigskin_signin=${cookieValue(login.cookies, 'pigskin_signin') ?? ''}`, state };
  };
  const expectSentBackToSignIn = (response: { status: number; headers: Record<string, string> }) => {
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`${APP_ORIGIN}/?signIn=failed`);
  };

  it('sends the person to sign in again, saying why, for a bogus code or none', async () => {
    const { cookie, state } = await startSignIn();
    for (const query of [`code=not-a-code&state=${state}`, `state=${state}`, 'code=&state=']) {
      const response = await callApi('GET', `/api/callback?${query}`, { cookies: [cookie] });
      expectSentBackToSignIn(response);
      expect(cookieValue(response.cookies, 'pigskin_signin')).toBe('');
    }
  });

  it('does the same for the first of two tabs that both started signing in', async () => {
    const first = await startSignIn();
    const second = await startSignIn();
    // The browser holds the second tab's cookie when the first tab comes back from the provider.
    const response = await callApi('GET', `/api/callback?code=first-tabs-code&state=${first.state}`, {
      cookies: [second.cookie],
    });
    expectSentBackToSignIn(response);
  });

  it('does the same without a sign-in under way, or when the provider says it was cancelled', async () => {
    expectSentBackToSignIn(await callApi('GET', '/api/callback?code=x&state=y'));
    const { cookie, state } = await startSignIn();
    expectSentBackToSignIn(
      await callApi('GET', `/api/callback?error=access_denied&state=${state}`, { cookies: [cookie] }),
    );
  });
});

describe('signing in again after the app ended the sign-in', () => {
  /** /api/login (or the callback sending the browser back), as the identity provider receives it. */
  const authorizationOf = (response: { headers: Record<string, string>; cookies: string[] }) => {
    const raw = cookieValue(response.cookies, 'pigskin_signin') ?? '';
    const saved = JSON.parse(decodeURIComponent(raw)) as { nonce: string };
    const url = new URL(response.headers.location ?? '');
    return { cookie: `pigskin_signin=${raw}`, nonce: saved.nonce, params: url.searchParams };
  };
  /** The provider answers with an ID token of the sign-in at `authTime`: the test provider's code is that token. */
  const comeBack = async (
    user: UserRecord,
    started: ReturnType<typeof authorizationOf>,
    authTime: number,
  ) => {
    const code = await idToken(user.email, { issuedAt: 0, authTime, nonce: started.nonce });
    const state = started.params.get('state') ?? '';
    return callApi('GET', `/api/callback?code=${code}&state=${state}`, { cookies: [started.cookie] });
  };
  const signOutEverywhere = (cookies: string[]) =>
    callApi('POST', '/api/user/sign-out-everywhere', { cookies });

  it('asks the identity provider to sign the person in afresh when its own session outlived Sign out everywhere', async () => {
    const user = await registeredUser();
    const signedInAt = Math.floor(Date.now() / 1000) - 600;
    // Another browser signed in ten minutes ago; this one signs out everywhere.
    expect((await signOutEverywhere(await browserSession(user))).status).toBe(200);
    const start = authorizationOf(await callApi('GET', '/api/login?returnTo=%2Fwallet'));
    expect(start.params.get('prompt')).toBeNull();

    // The other browser's session at the identity provider is alive: it answers with that sign-in.
    const again = await comeBack(user, start, signedInAt);

    expect(again.status).toBe(302);
    expect(again.cookies.some((cookie) => cookie.startsWith('pigskin_session='))).toBe(false);
    const fresh = authorizationOf(again);
    expect(fresh.params.get('prompt')).toBe('login');
    expect(fresh.nonce).not.toBe(start.nonce);
    // Asked again, the person signs in afresh: the session works, on the page they asked for.
    const signedIn = await comeBack(user, fresh, Math.floor(Date.now() / 1000));
    expect(signedIn).toMatchObject({ status: 302, headers: { location: `${APP_ORIGIN}/wallet` } });
    const session = signedIn.cookies.map((cookie) => cookie.split(';')[0] ?? '');
    expect((await me(session)).status).toBe(200);
  });

  it('does the same after an admin deactivated and reactivated the user', async () => {
    const user = await registeredUser();
    const signedInAt = Math.floor(Date.now() / 1000) - 600;
    for (const isActive of [false, true]) {
      const status = `/api/admin/users/${user.id}/status`;
      expect((await callApi('PATCH', status, { as: ADMIN_EMAIL, body: { isActive } })).status).toBe(200);
    }
    const again = await comeBack(user, authorizationOf(await callApi('GET', '/api/login')), signedInAt);
    expect(authorizationOf(again).params.get('prompt')).toBe('login');
  });

  it('gives up, saying sign-in did not finish, if the provider answers an ended sign-in even when asked afresh', async () => {
    const user = await registeredUser();
    const signedInAt = Math.floor(Date.now() / 1000) - 600;
    expect((await signOutEverywhere(await browserSession(user))).status).toBe(200);
    const again = await comeBack(user, authorizationOf(await callApi('GET', '/api/login')), signedInAt);

    const stillOld = await comeBack(user, authorizationOf(again), signedInAt);

    expect(stillOld).toMatchObject({ status: 302, headers: { location: `${APP_ORIGIN}/?signIn=failed` } });
    expect(stillOld.cookies.some((cookie) => cookie.startsWith('pigskin_session='))).toBe(false);
  });
});

describe('starting a sign-in', () => {
  const start = async (query: string) => {
    const login = await callApi('GET', `/api/login?${query}`);
    expect(login.status).toBe(302);
    const saved = JSON.parse(decodeURIComponent(cookieValue(login.cookies, 'pigskin_signin') ?? '{}')) as {
      returnTo?: string;
    };
    return {
      returnTo: saved.returnTo,
      hint: new URL(login.headers.location ?? '').searchParams.get('login_hint'),
    };
  };

  it('keeps the page to return to only when it is a path of the app', async () => {
    expect(await start(`returnTo=${encodeURIComponent('/wallet?from=email')}`)).toMatchObject({
      returnTo: '/wallet?from=email',
    });
    for (const elsewhere of ['//evil.example/', '/\\evil.example', 'https://evil.example/', '/api/logout'])
      expect((await start(`returnTo=${encodeURIComponent(elsewhere)}`)).returnTo).toBeUndefined();
  });

  it('fills the provider’s form with an email, in its one form, and with nothing else', async () => {
    expect((await start('login_hint=nia%40example.com')).hint).toBe('nia@example.com');
    expect((await start(`login_hint=${encodeURIComponent(' Nia@Example.COM. ')}`)).hint).toBe(
      'nia@example.com',
    );
    const notEmails = ['nia', `${'a'.repeat(250)}@example.com`, '<script>', 'a@b.', 'nia@@example.com'];
    for (const notAnEmail of notEmails)
      expect((await start(`login_hint=${encodeURIComponent(notAnEmail)}`)).hint).toBeNull();
    expect((await start('login_hint=')).hint).toBeNull();
  });
});
