import { describe, expect, it } from 'vitest';
import {
  invitationDay,
  invitationDisplayStatus,
  invitationExpiry,
  isInvitationUsable,
} from '../../domain/invitations';

const PACIFIC = 'America/Los_Angeles';

describe('invitation dates', () => {
  it('name the day in the zone given, whatever the zone of the machine that writes them', () => {
    // 04:30 UTC on November 30 is still the evening of November 29 in Los Angeles.
    expect(invitationExpiry('2025-11-30T04:30:00.000Z', PACIFIC)).toBe('Nov 29, 2025, 8:30 PM PST');
    expect(invitationDay('2025-11-30T04:30:00.000Z', PACIFIC)).toBe('Nov 29, 2025');
    expect(invitationExpiry('2025-07-04T19:05:00.000Z', PACIFIC)).toBe('Jul 4, 2025, 12:05 PM PDT');
  });

  it('follow the zone they are given', () => {
    expect(invitationExpiry('2025-11-30T04:30:00.000Z', 'America/New_York')).toBe(
      'Nov 29, 2025, 11:30 PM EST',
    );
  });
});

describe('an invitation at its expiry instant', () => {
  const expiresAt = '2025-11-30T04:30:00.000Z';
  const invitation = {
    id: 'i',
    email: 'e@example.com',
    status: 'pending' as const,
    createdAt: '',
    usedAt: null,
    expiresAt,
  };
  const atExpiry = new Date(expiresAt);
  const justBefore = new Date(atExpiry.getTime() - 1);

  it('works 1 ms before it and no longer at it, on the admin list as at sign-up', () => {
    expect(isInvitationUsable(invitation, justBefore)).toBe(true);
    expect(invitationDisplayStatus(invitation, justBefore)).toBe('Active');
    expect(isInvitationUsable(invitation, atExpiry)).toBe(false);
    expect(invitationDisplayStatus(invitation, atExpiry)).toBe('Expired');
  });
});
