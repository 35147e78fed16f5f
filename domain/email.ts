import * as z from 'zod/mini';

/** docs/product.md, Words: an email is something@something.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(text: string): boolean {
  return EMAIL_SHAPE.test(text);
}

/**
 * Emails are the identity that links a sign-in to a user, so they are compared in one form: every
 * limit and uniqueness check (invitations, registration, admins, pre-sign-up) sees this one. A
 * trailing dot names the same domain (`example.com.` is `example.com`, the DNS root spelled out), so
 * it goes, or one address would pass as another (docs/product.md, Words).
 */
export function normalizeEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  // A loop, not /\.+$/: that regex takes quadratic time on a long run of dots with a letter after it.
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '.') end -= 1;
  return trimmed.slice(0, end);
}

/**
 * "alex@example.com" -> "alex": how the admin settlement screen names users (docs/product.md, Admin screens).
 */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return 'Unknown';
  return email.split('@')[0] ?? email;
}

/** Checked once normalised, so `a@b.` (`a@b`) is refused rather than stored without its domain's dot. */
export const emailInput = z.pipe(
  z.pipe(z.string(), z.transform(normalizeEmail)),
  z.string().check(z.maxLength(254), z.refine(looksLikeEmail, 'must be a valid email address')),
);
