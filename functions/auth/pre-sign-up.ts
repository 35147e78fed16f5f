import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { normalizeEmail } from '../../domain/email';
import { isInvitationUsable } from '../../domain/invitations';
import { adminEmails } from '../config';
import { logger } from '../observability/logger';
import { observed } from '../observability/middleware';
import { findInvitationByEmail } from '../store/invitations';
import { findUserIdByEmail } from '../store/users';

export const NOT_INVITED = 'Pigskin is invite-only. Ask an admin to invite this email address.';

/**
 * Cognito asks before it creates an account at the hosted login (docs/decisions.md, Sign-up is open at
 * Cognito, and checked): admins, registered users and emails with an open invitation may sign up. Throwing
 * refuses the sign-up; Cognito shows the message on its form.
 */
export const handler = observed(async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const email = normalizeEmail(event.request.userAttributes.email ?? '');
  const allowed = await maySignUp(email, new Date());
  logger.info(allowed ? 'Sign-up allowed' : 'Sign-up refused: not invited', { trigger: event.triggerSource });
  if (!allowed) throw new Error(NOT_INVITED);
  return event;
});

async function maySignUp(email: string, now: Date): Promise<boolean> {
  if (adminEmails().has(email)) return true;
  if (await findUserIdByEmail(email)) return true;
  const invitation = await findInvitationByEmail(email);
  return invitation !== undefined && isInvitationUsable(invitation, now);
}
