import { normalizeEmail } from '../domain/email';
import { seasonOf } from '../domain/seasons';

/** Environment every function may read. The CDK stack and the local host set the same names. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

/**
 * ADMIN_EMAILS: comma-separated; these addresses are admins and need no invitation (docs/product.md, Access
 * and roles).
 */
export function adminEmails(): ReadonlySet<string> {
  return new Set((process.env.ADMIN_EMAILS ?? '').split(',').map(normalizeEmail).filter(Boolean));
}

/** The browser origin of the app, e.g. https://pigskin.example.com or http://127.0.0.1:3000. */
export const appOrigin = () => requiredEnv('APP_ORIGIN');

/**
 * docs/product.md, The NFL schedule feed: the nflverse schedule file's address (a URL, or on a laptop
 * a file path). Unset, the feed is off: the stack sets the public file's address, `npm start` only
 * what FEED_URL says.
 */
export const feedUrl = (): string | undefined => process.env.FEED_URL || undefined;

/**
 * docs/product.md, Live scores: where the live-scores job reads the scoreboard: an http(s) address (the
 * stack sets ESPN's), a file on a laptop, `replay` (the built-in replay `npm start` defaults to), or
 * `off`. Unset: off.
 */
export const liveScoresUrl = (): string | undefined => {
  const url = process.env.LIVE_SCORES_URL;
  return url && url !== 'off' ? url : undefined;
};

/** The season whose rows the feed applies: FEED_SEASON, or the season under way by the calendar. */
export const feedSeason = (now: Date): number => Number(process.env.FEED_SEASON) || seasonOf(now);

/**
 * docs/decisions.md, Admins are derived, not stored: admins are the ADMIN_EMAILS; the flag is derived, so
 * changing the list applies at once.
 */
export function isAdmin(user: { email: string }): boolean {
  return adminEmails().has(user.email);
}
