import * as z from 'zod/mini';
import { emailInput } from './email';

export type InvitationStatus = 'pending' | 'incomplete' | 'completed';

/** An invitation as the API returns it (docs/product.md, Invitations and users). */
export interface Invitation {
  id: string;
  email: string;
  status: InvitationStatus;
  createdAt: string;
  usedAt: string | null;
  expiresAt: string;
}

/**
 * POST /api/admin/invitations: the invitation with its registration link, which only the sending
 * admin ever sees (for sending it by text), and whether it replaced a link sent before, which no
 * longer works.
 */
export interface SentInvitation extends Invitation {
  registrationLink: string;
  replacedLink: boolean;
}

export const invitationInput = z.object({ email: emailInput });

/** docs/product.md, Admin screens (User Management): how an invitation's status reads on screen. */
export type InvitationDisplayStatus = 'Active' | 'Incomplete' | 'Registered' | 'Expired';

export function invitationDisplayStatus(invitation: Invitation, now: Date): InvitationDisplayStatus {
  if (invitation.status === 'completed') return 'Registered';
  if (Date.parse(invitation.expiresAt) <= now.getTime()) return 'Expired';
  return invitation.status === 'incomplete' ? 'Incomplete' : 'Active';
}

/** docs/product.md, Admin screens: only pending or incomplete invitations may be deleted. */
export function isInvitationDeletable(invitation: Pick<Invitation, 'status'>): boolean {
  return invitation.status !== 'completed';
}

/** An invitation's token works once, and only until it expires. */
export function isInvitationUsable(invitation: Pick<Invitation, 'status' | 'expiresAt'>, now: Date): boolean {
  return invitation.status !== 'completed' && Date.parse(invitation.expiresAt) > now.getTime();
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${String(withTime)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * When an invitation's link stops working: "Nov 29, 2025, 4:49 AM PST". The admin's screen and the
 * invitation email both write it with this, in the same zone, so they cannot name different days.
 */
export function invitationExpiry(expiresAt: string, timeZone: string): string {
  // Some ICU versions put a narrow no-break space before AM/PM: plain spaces read the same everywhere.
  return formatIn(timeZone, true)
    .format(Date.parse(expiresAt))
    .replace(/[\u202f\u00a0]/g, ' ');
}

/** The day an invitation was sent or used, in the same zone as its expiry: "Nov 22, 2025". */
export function invitationDay(iso: string, timeZone: string): string {
  return formatIn(timeZone, false).format(Date.parse(iso));
}
