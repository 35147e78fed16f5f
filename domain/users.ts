import * as z from 'zod/mini';
import type { ProposalEmails } from './digest';
import { readInput } from './read-input';

/** A user as the API returns it. Money is a decimal string (docs/product.md, Balances and the ledger). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  virtualBalance: string;
  availableBalance: string;
  isAdmin: boolean;
  isActive: boolean;
  isPaused: boolean;
  phoneNumber: string | null;
  /** Whether its owner confirmed the number with the code sent to it: only then does SMS go to it. */
  phoneConfirmed: boolean;
  emailNotifications: boolean;
  smsNotifications: boolean;
  betProposalSmsAlerts: boolean;
  commentNotifications: boolean;
  proposalEmails: ProposalEmails;
  /** Push to the user's devices (domain/push.ts, PUSH_SWITCH_DEFAULTS): bet news, on by default. */
  pushNotifications: boolean;
  /** Push about comments on the user's bets; on by default. */
  pushComments: boolean;
  /** Push of every other member's new open proposal, at once; off by default. */
  pushProposals: boolean;
  /** The IANA zone emails and texts give times in (docs/decisions.md); DEFAULT_TIME_ZONE when unset. */
  timeZone: string;
  /** Whether a zone was ever stored: the app stores the browser's for a user who has none. */
  timeZoneSet: boolean;
  createdAt: string;
}

/** Where emails and texts give times for users who never chose a zone: Pacific, as Pigskin always did. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** An IANA time zone name as this runtime spells it ("america/new_york" -> "America/New_York"), or undefined. */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.trim() === '' || name.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A time zone the runtime knows, such as America/New_York; stored as the runtime spells it. */
export const timeZoneInput = readInput(
  z.string(),
  canonicalTimeZone,
  'must be a time zone such as America/New_York',
);

/** docs/product.md, Access and roles: inactive while deactivated or paused. */
/** A member as the group sees them: whom to challenge, whose bet it is (GET /api/members). */
export interface Member {
  id: string;
  firstName: string;
  lastName: string;
}

export function isAccountInactive(user: { isActive: boolean; isPaused: boolean }): boolean {
  return !user.isActive || user.isPaused;
}

/** docs/product.md, Navigation: initials from first and last name, 'U' when missing. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = [firstName, lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return letters ? letters.toUpperCase() : 'U';
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

const personName = z
  .string()
  .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(50, 'must be at most 50 characters'));

const registrationToken = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200));

/**
 * docs/product.md, Registration: the token and both names, non-empty. The browser also
 * sends its time zone: registration keeps it if the runtime knows it (canonicalTimeZone), and never
 * fails for it.
 */
export const registrationInput = z.object({
  token: registrationToken,
  firstName: personName,
  lastName: personName,
  timeZone: z.optional(z.string()),
});
export type RegistrationInput = z.infer<typeof registrationInput>;

/** POST /api/register/check: is this registration link still good, before the form is filled in? */
export const invitationCheckInput = z.object({ token: registrationToken });

export interface RegistrationResult {
  email: string;
  message: string;
}

/**
 * The number SMS may go to: the user's, once confirmed. Here rather than in phone.ts, so that a
 * function that only asks does not bundle the phone number parser.
 */
export function confirmedPhone(user: {
  phoneNumber?: string;
  phoneConfirmedAt?: string;
}): string | undefined {
  return user.phoneConfirmedAt ? user.phoneNumber : undefined;
}
