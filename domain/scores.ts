import * as z from 'zod/mini';
import { readInput } from './read-input';
import { InvalidRequest } from './errors';
import { noteInput } from './note-input';
import { describeValidationError, numberInput } from './validation';

export interface Score {
  home: number;
  away: number;
}

/**
 * Scores travel as text in two orders: a bet's `finalScore` and `pendingSettlementScore` are
 * "home-away", while admins type "away-home" (docs/product.md, Settlement). Both conversions live here only.
 */
export function toHomeAway(score: Score): string {
  return `${score.home}-${score.away}`;
}

export function fromHomeAway(text: string): Score | undefined {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(text.trim());
  return match ? { home: Number(match[1]), away: Number(match[2]) } : undefined;
}

/** docs/product.md, Settlement: the admin's final score, digits-hyphen-digits, read as away then home. */
export function fromAwayHome(text: string): Score | undefined {
  const match = /^(\d{1,3})-(\d{1,3})$/.exec(text.trim());
  return match ? { away: Number(match[1]), home: Number(match[2]) } : undefined;
}

/**
 * The most points a final score may give one team. No NFL team has scored 75 in a game; a three-digit
 * score is a typo ("PHI 300"), refused before it settles anything or is emailed.
 */
export const MAX_POINTS = 99;

/** A team's points: a whole number from 0 to MAX_POINTS. */
export function isPoints(points: number): boolean {
  return Number.isInteger(points) && points >= 0 && points <= MAX_POINTS;
}

/** Both scores whole numbers from 0 to MAX_POINTS. */
export function isPlausibleScore(score: Score): boolean {
  return isPoints(score.home) && isPoints(score.away);
}

/** A points total as a JSON number or numeric string: a whole number from 0 to MAX_POINTS. */
export const pointsInput = z.pipe(
  numberInput,
  z
    .number()
    .check(
      z.int('must be a whole number'),
      z.gte(0, 'must be 0 or more'),
      z.lte(MAX_POINTS, `must be at most ${MAX_POINTS}`),
    ),
);

/**
 * docs/product.md, Settlement: the admin's final score as typed, digits-hyphen-digits, away then home, and
 * 0 to MAX_POINTS a team.
 */
export const adminFinalScoreInput = z.pipe(
  readInput(z.string(), fromAwayHome, 'must be away-home, digits-digits (e.g. 21-14)'),
  z.custom<Score>().check(z.refine(isPlausibleScore, `must be 0 to ${MAX_POINTS} points a team`)),
);

/** A player's score proposal: homeScore and awayScore (a betId some clients send is ignored). */
export const settlementProposalInput = z.object({
  homeScore: pointsInput,
  awayScore: pointsInput,
  betId: z.optional(z.string().check(z.maxLength(100))),
});

/** A proposition's outcome as a player proposes it (docs/product.md, Propositions). */
export const outcomeProposalInput = z.object({
  outcome: z.enum(['yes', 'no', 'void'], { error: "must be 'yes', 'no' or 'void'" }),
  /** docs/product.md, Disputes: the player's words for the admin, should the other disagree. */
  note: z.optional(noteInput),
  betId: z.optional(z.string().check(z.maxLength(100))),
});

/**
 * POST /api/bets/{id}/propose-settlement's body: an outcome when it names one, else a score, each read
 * by its own schema so a score's refusals read as they always have. Which one the bet takes is the
 * bet's rule (`assertVerdictFits`).
 */
export function settlementVerdictOf(
  body: unknown,
): Score | Pick<z.output<typeof outcomeProposalInput>, 'outcome' | 'note'> {
  if (typeof body === 'object' && body !== null && 'outcome' in body) {
    const result = outcomeProposalInput.safeParse(body);
    if (!result.success) throw new InvalidRequest(describeValidationError(result.error, 'request body'));
    return { outcome: result.data.outcome, note: result.data.note };
  }
  const result = settlementProposalInput.safeParse(body);
  if (!result.success) throw new InvalidRequest(describeValidationError(result.error, 'request body'));
  return { home: result.data.homeScore, away: result.data.awayScore };
}
