import * as z from 'zod/mini';

/** A user as the API returns it (SPEC 3). Money is a decimal string. */
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
  createdAt: string;
}

/** DESIGN.md, Account status: inactive while deactivated or paused. */
export function isAccountInactive(user: { isActive: boolean; isPaused: boolean }): boolean {
  return !user.isActive || user.isPaused;
}

/** SPEC 2, Top navigation: initials from first and last name, 'U' when missing. */
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

/** SPEC 3, Registration payload; SPEC 5: both names non-empty and a token present. */
export const registrationInput = z.object({
  token: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200)),
  firstName: personName,
  lastName: personName,
});
export type RegistrationInput = z.infer<typeof registrationInput>;

export interface RegistrationResult {
  email: string;
  message: string;
}
