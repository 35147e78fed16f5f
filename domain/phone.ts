import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { readInput } from './read-input';

/** Numbers typed without a country code are read as US numbers. */
const DEFAULT_COUNTRY = 'US';

/**
 * A phone number as people type it ("(555) 123-4567", "+1 555 123 4567", "+44 20 7946 0958") in
 * E.164 ("+15551234567"), or undefined when it cannot be one. "Possible" (the length fits the
 * country), not "valid" (a number range in use): the confirmation code is what proves a number
 * real, and the metadata that knows the ranges would make the web app several times heavier.
 */
export function toE164(text: string): string | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), DEFAULT_COUNTRY);
  return parsed?.isPossible() ? parsed.number : undefined;
}

export const PHONE_NUMBER_EXAMPLE = 'e.g. (555) 123-4567, or +44 20 7946 0958 outside the US';

const NOT_A_PHONE_NUMBER = `must be a phone number, ${PHONE_NUMBER_EXAMPLE}`;

/** A phone number in any usual writing, answered in E.164. */
export const phoneNumberInput = readInput(z.string(), toE164, NOT_A_PHONE_NUMBER);

/** The same, or null for none: an empty text (or null) removes the number. */
export const phoneNumberOrNoneInput = z.nullable(
  readInput(z.string(), (text) => (text.trim() === '' ? null : toE164(text)), NOT_A_PHONE_NUMBER),
);
