import { describe, expect, it } from 'vitest';
import { emailInput, emailLocalPart, looksLikeEmail, normalizeEmail } from '../../domain/email';
import {
  invitationDisplayStatus,
  isInvitationDeletable,
  isInvitationUsable,
  type Invitation,
} from '../../domain/invitations';
import { initials, isAccountInactive, registrationInput } from '../../domain/users';
import { describeValidationError } from '../../domain/validation';

describe('emails', () => {
  it.each(['a@b.co', 'first.last+tag@example.com', 'x@sub.domain.org'])('accepts %s', (email) => {
    expect(looksLikeEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.co', 'a@b .co', 'a@@b.co'])('refuses %j', (email) => {
    expect(looksLikeEmail(email)).toBe(false);
  });

  it('compares emails trimmed, lower-cased and without trailing dots', () => {
    expect(normalizeEmail('  Casey@Example.COM ')).toBe('casey@example.com');
    expect(emailInput.parse(' Casey@Example.com')).toBe('casey@example.com');
    expect(normalizeEmail('casey@example.com.')).toBe('casey@example.com');
    expect(emailInput.parse(' Casey@Example.com.. ')).toBe('casey@example.com');
    expect(emailInput.safeParse('casey@example.').success).toBe(false);
  });

  // At once, not by backtracking through them: a regex took 12 s where the loop takes 3 ms
  // (bench/input-parsing.ts), so a limit far above either ends the test.
  it('drops a long run of trailing dots at once', { timeout: 5_000 }, () => {
    expect(normalizeEmail(`a@b${'.'.repeat(200_000)}x`)).toHaveLength(200_004);
    expect(normalizeEmail(`a@b.c${'.'.repeat(200_000)}`)).toBe('a@b.c');
  });

  it('names a user by the part of the email before the @', () => {
    expect(emailLocalPart('alex@example.com')).toBe('alex');
    expect(emailLocalPart(null)).toBe('Unknown');
  });
});

describe('people', () => {
  it.each([
    ['Casey', 'Jones', 'CJ'],
    ['casey', '', 'C'],
    [null, null, 'U'],
    ['', '  ', 'U'],
  ])('shows %j %j as the initials %s', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });

  it('treats deactivated and paused accounts as inactive', () => {
    expect(isAccountInactive({ isActive: true, isPaused: false })).toBe(false);
    expect(isAccountInactive({ isActive: false, isPaused: false })).toBe(true);
    expect(isAccountInactive({ isActive: true, isPaused: true })).toBe(true);
  });

  it('says which registration field is wrong, by name', () => {
    const missing = registrationInput.safeParse({ token: 't', firstName: '  ', lastName: 'Jones' });
    expect(missing.success || describeValidationError(missing.error)).toBe('firstName is required');
    const wrongType = registrationInput.safeParse({ token: 't', firstName: 'Casey', lastName: 7 });
    expect(wrongType.success || describeValidationError(wrongType.error)).toBe('lastName must be a string');
    const noBody = registrationInput.safeParse(undefined);
    expect(noBody.success || describeValidationError(noBody.error, 'request body')).toBe(
      'The request body is required',
    );
  });
});

describe('invitations', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  const invitation = (status: Invitation['status'], expiresAt: string): Invitation => ({
    id: 'i',
    email: 'a@b.co',
    status,
    createdAt: '2026-01-01T00:00:00Z',
    usedAt: null,
    expiresAt,
  });

  it.each([
    ['pending', '2026-01-11T00:00:00Z', 'Active'],
    ['incomplete', '2026-01-11T00:00:00Z', 'Incomplete'],
    ['completed', '2026-01-01T00:00:00Z', 'Registered'],
    ['pending', '2026-01-10T12:00:00Z', 'Expired'],
    ['incomplete', '2026-01-09T00:00:00Z', 'Expired'],
  ] as const)('shows a %s invitation expiring %s as %s', (status, expiresAt, shown) => {
    expect(invitationDisplayStatus(invitation(status, expiresAt), now)).toBe(shown);
  });

  it('lets only pending or incomplete invitations be deleted', () => {
    expect(isInvitationDeletable({ status: 'pending' })).toBe(true);
    expect(isInvitationDeletable({ status: 'incomplete' })).toBe(true);
    expect(isInvitationDeletable({ status: 'completed' })).toBe(false);
  });

  it('lets a token register only once and only before it expires', () => {
    expect(isInvitationUsable(invitation('pending', '2026-01-11T00:00:00Z'), now)).toBe(true);
    expect(isInvitationUsable(invitation('pending', '2026-01-10T12:00:00Z'), now)).toBe(false);
    expect(isInvitationUsable(invitation('completed', '2026-01-11T00:00:00Z'), now)).toBe(false);
  });
});
