import * as z from 'zod/mini';
import { emailInput } from './email';

export type InvitationStatus = 'pending' | 'incomplete' | 'completed';

/** An invitation as the API returns it (SPEC 3). */
export interface Invitation {
  id: string;
  email: string;
  status: InvitationStatus;
  createdAt: string;
  usedAt: string | null;
  expiresAt: string;
}

export const invitationInput = z.object({ email: emailInput });

/** SPEC 2, Admin User Management: how an invitation's status reads on screen. */
export type InvitationDisplayStatus = 'Active' | 'Incomplete' | 'Registered' | 'Expired';

export function invitationDisplayStatus(invitation: Invitation, now: Date): InvitationDisplayStatus {
  if (invitation.status === 'completed') return 'Registered';
  if (Date.parse(invitation.expiresAt) <= now.getTime()) return 'Expired';
  return invitation.status === 'incomplete' ? 'Incomplete' : 'Active';
}

/** SPEC 2: only pending or incomplete invitations may be deleted. */
export function isInvitationDeletable(invitation: Pick<Invitation, 'status'>): boolean {
  return invitation.status !== 'completed';
}

/** An invitation's token works once, and only until it expires. */
export function isInvitationUsable(invitation: Pick<Invitation, 'status' | 'expiresAt'>, now: Date): boolean {
  return invitation.status !== 'completed' && Date.parse(invitation.expiresAt) > now.getTime();
}
