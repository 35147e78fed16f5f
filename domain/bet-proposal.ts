import * as z from 'zod/mini';
import { MINIMUM_AMOUNT_CENTS } from './bets';
import { moneyInput } from './money';
import { EVEN_MONEY, type Odds } from './odds';
import { stakesAt } from './stakes';
import { oddsInput } from './odds-input';
import { numberInput } from './validation';

// The request's schema, apart from the bet rules in domain/bets.ts that the web app also uses: a
// screen importing those rules then carries no zod (docs/decisions.md, first-visit budgets).

const HALF_POINT = 'must be in steps of 0.5';
const NO_LINE = 'must be absent or null: a straight-up bet has no line';

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

const proposalCommon = {
  gameId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100)),
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
  ],
  { error: "must be 'spread', 'over_under' or 'moneyline'" },
);
export type BetProposal = z.output<typeof betProposalInput>;

/**
 * The odds a proposal's bet keeps: a straight-up bet's (even money unless given), once both stakes are
 * within the rules (docs/product.md, Odds: `stakesAt` throws the refusal); none for a spread or total,
 * which stay even money.
 */
export function proposedOdds(proposal: BetProposal): Odds | undefined {
  if (proposal.betType !== 'moneyline') return undefined;
  const odds = proposal.odds ?? EVEN_MONEY;
  stakesAt(proposal.amount, odds);
  return odds;
}
