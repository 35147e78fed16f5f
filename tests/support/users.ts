import { createUser, type UserRecord } from '../../functions/store/users';

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

export const ADMIN_EMAIL = 'admin@example.com';

let admin: Promise<UserRecord> | undefined;

/** The admin's user, as their first sign-in creates it; one per test file (each file has its own table). */
export function ensureAdmin(): Promise<UserRecord> {
  admin ??= createUser({ email: ADMIN_EMAIL, firstName: 'Admin', lastName: '' });
  return admin;
}
