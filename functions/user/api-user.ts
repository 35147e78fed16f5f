import { formatCents } from '../../domain/money';
import { confirmedPhone, DEFAULT_TIME_ZONE, type User } from '../../domain/users';
import { isAdmin } from '../config';
import { pushSwitchOn } from '../../domain/push';
import type { UserRecord } from '../store/users';

/** A user as the API returns it (GET /api/auth/user, the admin's user list, the answers of changes). */
export function toApiUser(user: UserRecord): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    virtualBalance: formatCents(user.balanceCents),
    availableBalance: formatCents(user.availableCents),
    isAdmin: isAdmin(user),
    isActive: user.isActive,
    isPaused: user.isPaused,
    phoneNumber: user.phoneNumber ?? null,
    phoneConfirmed: confirmedPhone(user) !== undefined,
    emailNotifications: user.emailNotifications,
    smsNotifications: user.smsNotifications,
    betProposalSmsAlerts: user.betProposalSmsAlerts,
    commentNotifications: user.commentNotifications ?? true,
    proposalEmails: user.proposalEmails ?? 'off',
    pushNotifications: pushSwitchOn(user, 'pushNotifications'),
    pushComments: pushSwitchOn(user, 'pushComments'),
    pushProposals: pushSwitchOn(user, 'pushProposals'),
    timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
    timeZoneSet: user.timeZone !== undefined,
    createdAt: user.createdAt,
  };
}
