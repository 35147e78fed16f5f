/** Longer than any path of the app with its query: anything longer is not one of ours. */
const MAX_RETURN_PATH = 1024;
const BASE = 'https://pigskin.invalid';

/**
 * The page sign-in returns to (docs/decisions.md, "Sign-in returns to the page asked for"): a path
 * of this app, never another site. A browser reads `//evil.example` and `/\evil.example` as other
 * sites, so a path must start with one slash and hold no backslash or control character; `/api/`
 * paths are calls, not pages. Anything else gives undefined: sign-in then returns to Games.
 */
export function returnPathOf(value: string | undefined): string | undefined {
  if (value === undefined || value.length > MAX_RETURN_PATH || !value.startsWith('/')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
