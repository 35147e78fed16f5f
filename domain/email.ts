import * as z from 'zod/mini';

/** docs/product.md, Words: an email is something@something.tld, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(text: string): boolean {
  return EMAIL_SHAPE.test(text);
}

/** Emails are the identity that links a sign-in to a user, so they are compared in one form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * "alex@example.com" -> "alex": how the admin settlement screen names users (docs/product.md, Admin screens).
 */
export function emailLocalPart(email: string | null | undefined): string {
  if (!email) return 'Unknown';
  return email.split('@')[0] ?? email;
}

export const emailInput = z.pipe(
  z.string().check(z.trim(), z.maxLength(254), z.refine(looksLikeEmail, 'must be a valid email address')),
  z.transform(normalizeEmail),
);
