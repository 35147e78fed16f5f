import * as z from 'zod/mini';
import { MINIMUM_AMOUNT_CENTS } from './bets';
import { moneyInput } from './money';
import { EVEN_MONEY, type Odds } from './odds';
import { stakesAt } from './stakes';
import { oddsInput } from './odds-input';
import { readInput } from './read-input';
import { numberInput } from './validation';

// The request's schema, apart from the bet rules in domain/bets.ts that the web app also uses: a
// screen importing those rules then carries no zod (docs/decisions.md, first-visit budgets).

const HALF_POINT = 'must be in steps of 0.5';
const NO_LINE = 'must be absent or null: a straight-up bet has no line';
const NO_LINE_FOR_PROPOSITION = 'must be absent or null: a proposition has no line';

/** docs/product.md, Propositions: the longest proposition, in characters. */
export const MAX_PROPOSITION_CHARACTERS = 140;
// Control characters and line or paragraph separators: a proposition is one line of plain text.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** A proposition's text: 1 to 140 characters once trimmed, one line of plain text. */
const propositionText = z.string({ error: 'is required: the yes-or-no statement to bet on' }).check(
  z.trim(),
  z.minLength(1, 'is required: the yes-or-no statement to bet on'),
  // Counted as a text field's maxLength counts them (UTF-16 units), so the web's field and the API agree.
  z.maxLength(MAX_PROPOSITION_CHARACTERS, `must be at most ${MAX_PROPOSITION_CHARACTERS} characters`),
  z.refine((text) => !CONTROL_CHARACTER.test(text), 'must be one line of text, without control characters'),
);

/** A line in points, as a JSON number or numeric string, in steps of 0.5 (docs/product.md, Bet lifecycle). */
const lineInput = (bounds: { min: number; max: number }) =>
  z.pipe(
    numberInput,
    z.number().check(
      z.refine((value) => Number.isInteger(value * 2), HALF_POINT),
      z.refine(
        (value) => value >= bounds.min && value <= bounds.max,
        `must be between ${bounds.min} and ${bounds.max}`,
      ),
    ),
  );

const gameIdInput = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100));

// ISO 8601 with its offset or Z, to the minute at least: "2026-12-25T18:00:00-05:00".
const ISO_INSTANT =
  /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,9}))?)?(?:Z|([+-])(\d\d):(\d\d))$/;
const CLOSING_TIME = 'must be a time with its offset, like 2026-12-25T18:00:00-05:00 or 2026-12-25T23:00:00Z';

/** The UTC instant an ISO 8601 time names; undefined unless it is one, every field in range. */
function instantOf(value: string): string | undefined {
  const match = ISO_INSTANT.exec(value);
  if (!match) return undefined;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '00', fraction = '0'] = match;
  const [sign, offsetHours = '00', offsetMinutes = '00'] = match.slice(8);
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  // Date.UTC rolls February 30 into March and 24:00 into the next day: a time it changes is no time.
  if (new Date(wall).toISOString().slice(0, 19) !== `${year}-${month}-${day}T${hour}:${minute}:${second}`)
    return undefined;
  if (Number(offsetHours) > 14 || Number(offsetMinutes) > 59) return undefined;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return new Date(wall - offset + Math.floor(Number(`0.${fraction}`) * 1000)).toISOString();
}

/** docs/product.md, Propositions: a closing time, kept as the UTC instant it names. */
const closesAtInput = readInput(z.string({ error: CLOSING_TIME }), instantOf, CLOSING_TIME);

const proposalCommon = {
  gameId: gameIdInput,
  // docs/product.md, Propositions: every other bet closes at its game's kickoff.
  closesAt: z.optional(z.never({ error: 'must be absent: only a proposition closes at a time of its own' })),
  amount: moneyInput.check(z.refine((cents) => cents >= MINIMUM_AMOUNT_CENTS, 'must be at least 1.00')),
  // Every proposal starts 'proposed': the web sends no status; a client that says so is heard, any other is refused.
  status: z.optional(z.literal('proposed')),
  /** A challenge: the one member who may accept it (docs/product.md, Challenges). */
  challengeeId: z.optional(
    z.string().check(z.regex(/^[\w-]{1,100}$/, 'must be a member id of letters, digits, - or _')),
  ),
};

/** POST /api/bets; docs/product.md, Bet lifecycle, for the amounts and lines. */
export const betProposalInput = z.discriminatedUnion(
  'betType',
  [
    z.object({
      ...proposalCommon,
      betType: z.literal('spread'),
      selection: z.enum(['home', 'away']),
      spread: lineInput({ min: -99.5, max: 99.5 }),
    }),
    z.object({
      ...proposalCommon,
      betType: z.literal('over_under'),
      selection: z.enum(['over', 'under']),
      overUnder: lineInput({ min: 0.5, max: 299.5 }),
    }),
    // docs/product.md, Odds: a winner picked straight up, at the proposer's odds (even money unless given).
    z.object({
      ...proposalCommon,
      betType: z.literal('moneyline'),
      selection: z.enum(['home', 'away']),
      odds: z.optional(oddsInput),
      spread: z.optional(z.null({ error: NO_LINE })),
      overUnder: z.optional(z.null({ error: NO_LINE })),
    }),
    // docs/product.md, Propositions: a yes-or-no statement its players settle by agreement.
    z.object({
      ...proposalCommon,
      betType: z.literal('proposition'),
      // docs/product.md, Propositions: on a game or on nothing but its own closing time.
      gameId: z.optional(z.nullable(gameIdInput)),
      closesAt: z.optional(closesAtInput),
      proposition: propositionText,
      selection: z.enum(['yes', 'no']),
      odds: z.optional(oddsInput),
      spread: z.optional(z.null({ error: NO_LINE_FOR_PROPOSITION })),
      overUnder: z.optional(z.null({ error: NO_LINE_FOR_PROPOSITION })),
    }),
  ],
  { error: "must be 'spread', 'over_under', 'moneyline' or 'proposition'" },
);
export type BetProposal = z.output<typeof betProposalInput>;

/**
 * The odds a proposal's bet keeps: a straight-up bet's or a proposition's (even money unless given), once both stakes are
 * within the rules (docs/product.md, Odds: `stakesAt` throws the refusal); none for a spread or total,
 * which stay even money.
 */
export function proposedOdds(proposal: BetProposal): Odds | undefined {
  if (proposal.betType !== 'moneyline' && proposal.betType !== 'proposition') return undefined;
  const odds = proposal.odds ?? EVEN_MONEY;
  stakesAt(proposal.amount, odds);
  return odds;
}
