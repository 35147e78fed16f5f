/**
 * docs/product.md, New proposals by email: the daily digest goes at 09:00 in each user's zone, on
 * days with games, only when something is open. Pure rules on time zones, through the platform's
 * Intl (no zone library in the functions).
 */

/** The digest's hour in the user's zone, and the scheduled job's period: a run falls in each window. */
export const DIGEST_HOUR = 9;
export const DIGEST_WINDOW_MINUTES = 15;

/** How a user hears of others' new proposals by email. */
export type ProposalEmails = 'off' | 'instant' | 'digest';
export const PROPOSAL_EMAILS: readonly ProposalEmails[] = ['off', 'instant', 'digest'];

const partsIn = (instant: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  };
};

/** The calendar date an instant falls on in a zone: "2026-11-26". */
export const localDate = (instant: Date, timeZone: string): string => partsIn(instant, timeZone).date;

/**
 * The local date whose digest is due at `now` in `timeZone`, when `now` is in that day's digest
 * window (09:00 to 09:15); undefined at any other time.
 */
export function digestDueOn(now: Date, timeZone: string): string | undefined {
  const { date, hour, minute } = partsIn(now, timeZone);
  return hour === DIGEST_HOUR && minute < DIGEST_WINDOW_MINUTES ? date : undefined;
}
