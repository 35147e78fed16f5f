import type { ProposalEmails } from '../../domain/digest';
import { PUSH_SWITCH_DEFAULTS, type PushSwitch } from '../../domain/push';
import { confirmPhoneCode, newPhoneCode } from '../../functions/store/phone-codes';
import { createUser, type UserRecord } from '../../functions/store/users';
import { savePreferences } from '../../functions/store/preferences';

let counter = 0;

/** A registered user with the starting balance, created the way registration creates one. */
export function registeredUser(
  overrides: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<UserRecord> {
  counter += 1;
  return createUser({
    email: overrides.email ?? `player${counter}-${Date.now()}@example.com`,
    firstName: overrides.firstName ?? `Player${counter}`,
    lastName: overrides.lastName ?? 'Test',
  });
}

/** `count` users of type T, as a tuple a test can destructure without checking each. */
type Several<T, Count extends number, Made extends T[] = []> = Made['length'] extends Count
  ? Made
  : Several<T, Count, [...Made, T]>;

/** `count` registered users at once, each with the starting balance. */
export async function registeredUsers<Count extends number>(
  count: Count,
): Promise<Several<UserRecord, Count>> {
  return (await Promise.all(Array.from({ length: count }, () => registeredUser()))) as Several<
    UserRecord,
    Count
  >;
}

export const ADMIN_EMAIL = 'admin@example.com';

let admin: Promise<UserRecord> | undefined;

/** The admin's user, as their first sign-in creates it; one per test file (each file has its own table). */
export function ensureAdmin(): Promise<UserRecord> {
  admin ??= createUser({ email: ADMIN_EMAIL, firstName: 'Admin', lastName: '' });
  return admin;
}

export interface Preferences {
  emailOn?: boolean;
  smsOn?: boolean;
  alerts?: boolean;
  /** Email about comments on their bets; on unless said otherwise. */
  comments?: boolean;
  /** How others' new proposals reach them by email; off unless said otherwise. */
  proposals?: ProposalEmails;
  /** The push switches, each as PUSH_SWITCH_DEFAULTS unless said otherwise. */
  push?: Partial<Record<PushSwitch, boolean>>;
  /** E.164. */
  phone?: string;
  /** Whether the owner confirmed the phone with its code; true unless said otherwise. */
  confirmed?: boolean;
}

/**
 * A registered user with these notification preferences. A confirmed phone goes through the code
 * flow's own store calls: the code is made, then entered.
 */
export async function userWithPreferences(
  firstName: string,
  {
    emailOn = true,
    smsOn = false,
    alerts = false,
    comments = true,
    proposals = 'off',
    push = {},
    phone,
    confirmed = true,
  }: Preferences,
): Promise<UserRecord> {
  let user = await registeredUser({ firstName });
  if (phone && confirmed) {
    user = await savePreferences(user.id, {
      emailNotifications: emailOn,
      smsNotifications: false,
      betProposalSmsAlerts: false,
      commentNotifications: comments,
      proposalEmails: proposals,
      ...PUSH_SWITCH_DEFAULTS,
      phoneNumber: phone,
    });
    user = await confirmPhoneCode(user, (await newPhoneCode(user.id, phone, new Date())).code, new Date());
  }
  return savePreferences(
    user.id,
    {
      emailNotifications: emailOn,
      smsNotifications: smsOn,
      betProposalSmsAlerts: alerts,
      commentNotifications: comments,
      proposalEmails: proposals,
      ...PUSH_SWITCH_DEFAULTS,
      ...push,
      phoneNumber: phone ?? null,
    },
    { phoneChanged: !confirmed },
  );
}
