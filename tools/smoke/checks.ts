/**
 * What a deployed Pigskin must answer, checked from outside as a browser sees it: the site and its
 * security headers, compressed assets, the app's routes, the API behind /api/* refusing an anonymous
 * caller with JSON, and the sign-in redirect to the hosted login. `npm run smoke -- <SiteUrl>` runs
 * them after a deploy; the browser tests run them against the local host, so they cannot rot.
 */
export interface Check {
  name: string;
  ok: boolean;
  /** What was found, when it is not what was expected; why it was skipped. */
  detail?: string;
  skipped?: boolean;
}

const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /default-src 'self'.*script-src 'self'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/i,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\)/,
};

const check = (name: string, ok: boolean, detail?: string): Check => ({
  name,
  ok,
  ...(ok ? {} : { detail }),
});

function headersCheck(what: string, response: Response, https: boolean): Check[] {
  const checks = Object.entries(SECURITY_HEADERS).map(([name, expected]) => {
    const value = response.headers.get(name);
    return check(`${what} sends ${name}`, expected.test(value ?? ''), value ?? 'missing');
  });
  const hsts = response.headers.get('strict-transport-security');
  checks.push(
    https
      ? check(`${what} sends strict-transport-security`, /max-age=\d{7,}/.test(hsts ?? ''), hsts ?? 'missing')
      : {
          name: `${what} sends strict-transport-security`,
          ok: hsts === null,
          skipped: true,
          detail: hsts === null ? 'not over http' : `sent over http: ${hsts}`,
        },
  );
  return checks;
}

async function attempt(name: string, run: () => Promise<Check[]>): Promise<Check[]> {
  try {
    return await run();
  } catch (error) {
    return [check(name, false, error instanceof Error ? error.message : String(error))];
  }
}

/** Follows redirects as a browser does, sending back the cookies each step set (the login's own). */
async function followWithCookies(start: URL): Promise<{ status: number; url: string }> {
  const cookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    await response.arrayBuffer();
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const equals = pair.indexOf('=');
      cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1));
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      return { status: response.status, url: url.href };
    url = new URL(location, url);
  }
  return { status: 0, url: `${url.href} (too many redirects)` };
}

export async function smokeChecks(siteUrl: string): Promise<Check[]> {
  const site = new URL(siteUrl);
  const https = site.protocol === 'https:';
  const at = (path: string) => new URL(path, site).href;
  const checks: Check[] = [];

  let html = '';
  checks.push(
    ...(await attempt('the site answers', async () => {
      const response = await fetch(at('/'));
      html = await response.text();
      return [
        check(
          'the site answers 200 with the app',
          response.status === 200 && /<div id="root">/.test(html),
          `${response.status}`,
        ),
        ...headersCheck('the site', response, https),
      ];
    })),
  );

  checks.push(
    ...(await attempt("an app route serves the app's shell", async () => {
      const response = await fetch(at('/my-bets'));
      const text = await response.text();
      return [
        check(
          "an app route (/my-bets) serves the app's shell",
          response.status === 200 && text === html,
          `${response.status}`,
        ),
      ];
    })),
  );

  checks.push(
    ...(await attempt('the app script is served compressed', async () => {
      const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      if (!script) return [check('the app script is served compressed', false, 'no script in the page')];
      const response = await fetch(at(script), { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      const encoding = response.headers.get('content-encoding');
      return [
        check(
          'the app script is served compressed',
          response.status === 200 && /^(br|gzip)$/.test(encoding ?? ''),
          `${response.status}, content-encoding ${encoding ?? 'none'}`,
        ),
      ];
    })),
  );

  checks.push(
    ...(await attempt('/api/auth/user refuses an anonymous caller', async () => {
      const response = await fetch(at('/api/auth/user'));
      const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
      return [
        check(
          '/api/auth/user answers 401 JSON with a message',
          response.status === 401 &&
            /^application\/json/.test(response.headers.get('content-type') ?? '') &&
            typeof body?.message === 'string',
          `${response.status} ${JSON.stringify(body)}`,
        ),
        ...headersCheck('the API', response, https),
      ];
    })),
  );

  checks.push(
    ...(await attempt('an unknown API path is the API', async () => {
      const response = await fetch(at('/api/no-such-route'));
      await response.arrayBuffer();
      return [
        check(
          'an unknown API path answers 404 JSON, not the app',
          response.status === 404 && /^application\/json/.test(response.headers.get('content-type') ?? ''),
          `${response.status} ${response.headers.get('content-type') ?? ''}`,
        ),
      ];
    })),
  );

  checks.push(
    ...(await attempt('sign-in goes to the hosted login', async () => {
      const response = await fetch(at('/api/login'), { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '', site);
      const parameters = location.searchParams;
      const login = await followWithCookies(location);
      return [
        check(
          'sign-in redirects to the hosted login with the code flow and PKCE',
          response.status === 302 &&
            parameters.get('response_type') === 'code' &&
            parameters.get('redirect_uri') === at('/api/callback') &&
            parameters.get('code_challenge_method') === 'S256' &&
            Boolean(parameters.get('client_id')),
          `${response.status} ${location.href}`,
        ),
        check('the hosted login page answers', login.status === 200, `${login.status} ${login.url}`),
      ];
    })),
  );
  return checks;
}
