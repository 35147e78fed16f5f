/**
 * Signs in over HTTP the way a browser does (login, the dev identity provider's form, the callback),
 * keeping cookies by name. Answers the Cookie header of the signed-in session. Many sign-ins from
 * one address meet its flood limit (docs/decisions.md): a 429 is waited out, as its Retry-After says.
 */
export async function signInOverHttp(baseUrl: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const visit = async (url: string, init: RequestInit = {}): Promise<string | null> => {
    let response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    while (response.status === 429) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000));
      response = await fetch(new URL(url, baseUrl), {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
      });
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    await response.arrayBuffer();
    return response.headers.get('location');
  };
  let next = await visit('/api/login');
  while (next && !next.includes('/oidc/interaction/')) next = await visit(next);
  if (!next) throw new Error('Sign-in did not reach the login page');
  next = await visit(`${next}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  while (next && new URL(next, baseUrl).pathname !== '/') next = await visit(next);
  if (!jar.has('pigskin_session')) throw new Error(`Signing in as ${email} set no session`);
  return [...jar]
    .filter(([name]) => name.startsWith('pigskin_'))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
