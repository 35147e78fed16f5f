/**
 * The security headers CloudFront adds to every response of the site, the app's files and /api/*
 * alike (infra/aws/web.ts); the local host sends the same (docs/decisions.md, One address).
 */

/**
 * The app itself and nothing else: Radix and sonner inject style elements, so styles may be inline;
 * scripts may not.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Two years, subdomains included: browsers then refuse plain HTTP to the site. */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Powerful features the app never uses stay off, for it and anything that might get into a page. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';

/**
 * The headers as a response carries them. HSTS only over HTTPS, where browsers heed it (and where
 * CloudFront serves); without the CSP for Vite's dev server, whose hot reload runs inline scripts.
 */
export function securityHeaders({
  https,
  csp = true,
}: {
  https: boolean;
  csp?: boolean;
}): Record<string, string> {
  return {
    ...(csp ? { 'content-security-policy': CONTENT_SECURITY_POLICY } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
  };
}
