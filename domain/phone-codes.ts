import * as z from 'zod/mini';

/**
 * Confirming a phone number: a 6-digit code texted to it, good for this many minutes and tries
 * (docs/decisions.md, Phone numbers). Apart from domain/phone.ts, whose number library is heavy.
 */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_TRIES = 5;

export const phoneCodeInput = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'must be the 6 digits we sent')),
});
