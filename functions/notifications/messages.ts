import { CURRENCY, PRODUCT_NAME } from '../../domain/constants';
import type { EmailMessage } from './notifier';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

export function invitationEmail(to: string, registrationLink: string, expiresAt: string): EmailMessage {
  return {
    to,
    subject: `You're invited to ${PRODUCT_NAME}`,
    body: [
      `You have been invited to ${PRODUCT_NAME}, where friends bet ${CURRENCY} against each other on NFL games.`,
      '',
      `Complete your registration here (the link works once, until ${longDate(expiresAt)}):`,
      registrationLink,
      '',
      `Then sign in with this email address: ${to}`,
    ].join('\n'),
  };
}
