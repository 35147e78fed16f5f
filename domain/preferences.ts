import * as z from 'zod/mini';
import { PROPOSAL_EMAILS, type ProposalEmails } from './digest';
import { InvalidRequest } from './errors';
import { phoneNumberOrNoneInput } from './phone';
import { timeZoneInput } from './users';

export interface NotificationPreferences {
  emailNotifications: boolean;
  smsNotifications: boolean;
  betProposalSmsAlerts: boolean;
  /** Email about comments on the user's bets (docs/product.md, Trash talk); on unless turned off. */
  commentNotifications: boolean;
  /** docs/product.md, New proposals by email. */
  proposalEmails: ProposalEmails;
  /** Web Push to the user's devices, by kind (domain/push.ts, PUSH_SWITCH_DEFAULTS). */
  pushNotifications: boolean;
  pushComments: boolean;
  pushProposals: boolean;
  phoneNumber: string | null;
}

/**
 * PATCH /api/user/preferences: any subset; an empty phone number removes it. `timeZone` (ours)
 * is the zone emails and texts give times in.
 */
export const preferencesInput = z.object({
  timeZone: z.optional(timeZoneInput),
  emailNotifications: z.optional(z.boolean()),
  smsNotifications: z.optional(z.boolean()),
  betProposalSmsAlerts: z.optional(z.boolean()),
  commentNotifications: z.optional(z.boolean()),
  proposalEmails: z.optional(z.enum(PROPOSAL_EMAILS, { error: "must be 'off', 'instant' or 'digest'" })),
  pushNotifications: z.optional(z.boolean()),
  pushComments: z.optional(z.boolean()),
  pushProposals: z.optional(z.boolean()),
  phoneNumber: z.optional(phoneNumberOrNoneInput),
});

/**
 * docs/product.md, Settings: SMS needs a phone number; bet-proposal alerts need SMS. Turning SMS on needs the
 * number confirmed (docs/decisions.md, Phone numbers). The server refuses what the screen disables,
 * and names the rule.
 */
export function checkPreferences(
  preferences: NotificationPreferences,
  phone: { confirmed: boolean; smsWasOn: boolean },
): NotificationPreferences {
  if (preferences.smsNotifications && !preferences.phoneNumber) {
    throw new InvalidRequest('smsNotifications needs a phone number');
  }
  if (preferences.smsNotifications && !phone.smsWasOn && !phone.confirmed) {
    throw new InvalidRequest('smsNotifications needs a confirmed phone number');
  }
  if (preferences.betProposalSmsAlerts && !preferences.smsNotifications) {
    throw new InvalidRequest('betProposalSmsAlerts needs smsNotifications on');
  }
  return preferences;
}
