import {
  OUTCOME_NOT_SCORE,
  outcomeFor,
  pickLabel,
  pickOf,
  propositionOutcomeFor,
  SCORE_NOT_OUTCOME,
  type BetTerms,
  type Outcome,
  type PropositionOutcome,
  type PropositionSelection,
  type Side,
} from './bets';
import { InvalidRequest } from './errors';
import { CURRENCY } from './constants';
import { formatCents } from './money';
import { oddsWords, type Odds } from './odds';
import type { SideStakes } from './stakes';
import { fromHomeAway, type Score } from './scores';
import { balanceChangeCents, sideOdds } from './stakes';
import { counted } from './words';
import { finalLine, type Matchup } from './final-line';

/**
 * Settlement's rules and words, without the table: what each side of a bet gets from a final, what
 * changes when an official final re-grades a bet settled at another score, and how the ledger and
 * the admin say it (docs/product.md, Settlement and One final score per game).
 */

export const otherSide = (side: Side): Side => (side === 'proposer' ? 'acceptor' : 'proposer');

/** Each side's ledger entry type for its outcome. */
export const LEDGER_TYPE: Record<Outcome, 'bet_win' | 'bet_loss' | 'bet_tie'> = {
  win: 'bet_win',
  loss: 'bet_loss',
  tie: 'bet_tie',
};

/** What each side of a bet gets from a final score. */
export function outcomesAt(terms: BetTerms, score: Score): Record<Side, Outcome> {
  return { proposer: outcomeFor(terms, score, 'proposer'), acceptor: outcomeFor(terms, score, 'acceptor') };
}

/** What a proposition's players agreed, in place of a score (docs/product.md, Propositions). */
export interface AgreedOutcome {
  outcome: PropositionOutcome;
  /** docs/product.md, Disputes: the proposing player's words, for the admin. */
  note?: string | undefined;
}
/** What a player proposes to settle a bet by: a final score, or a proposition's outcome. */
export type Verdict = Score | AgreedOutcome;

/** docs/product.md, Propositions: a proposition takes an outcome, every other bet a score. */
export function assertVerdictFits(terms: Pick<BetTerms, 'betType'>, verdict: Verdict): void {
  const isOutcome = 'outcome' in verdict;
  if (terms.betType === 'proposition' && !isOutcome) throw new InvalidRequest(OUTCOME_NOT_SCORE);
  if (terms.betType !== 'proposition' && isOutcome) throw new InvalidRequest(SCORE_NOT_OUTCOME);
}

/** What each side of a proposition gets from the answer its players agreed on. */
export function outcomesAgreed(terms: BetTerms, agreed: PropositionSelection): Record<Side, Outcome> {
  return {
    proposer: propositionOutcomeFor(terms, agreed, 'proposer'),
    acceptor: propositionOutcomeFor(terms, agreed, 'acceptor'),
  };
}

/**
 * What each side got from a settled bet: from its final score, or a proposition from the outcome its
 * players agreed on; undefined when neither can be read.
 */
export function settledOutcomes(
  bet: BetTerms & { finalScore?: string | undefined; agreedOutcome?: PropositionOutcome | undefined },
): Record<Side, Outcome> | undefined {
  if (bet.betType === 'proposition')
    return bet.agreedOutcome && bet.agreedOutcome !== 'void'
      ? outcomesAgreed(bet, bet.agreedOutcome)
      : undefined;
  const score = fromHomeAway(bet.finalScore ?? '');
  return score && outcomesAt(bet, score);
}

/** The winner's player id, or null for a push. */
export function winnerOf(outcomes: Record<Side, Outcome>, players: Record<Side, string>): string | null {
  if (outcomes.proposer === 'win') return players.proposer;
  if (outcomes.acceptor === 'win') return players.acceptor;
  return null;
}

/** A side's outcome before and after an official final re-grades its bet. */
export interface Regrade {
  was: Outcome;
  now: Outcome;
}

/** What a re-grade from the agreed score to the official one does to each side. */
export function regradesOf(terms: BetTerms, agreed: Score, official: Score): Record<Side, Regrade> {
  const [was, now] = [outcomesAt(terms, agreed), outcomesAt(terms, official)];
  return {
    proposer: { was: was.proposer, now: now.proposer },
    acceptor: { was: was.acceptor, now: now.acceptor },
  };
}

/** What a re-grade moves on one side's balance (its `stake`): the difference between its two outcomes. */
export const correctionCents = ({ was, now }: Regrade, stake: SideStakes): number =>
  balanceChangeCents(now, stake) - balanceChangeCents(was, stake);

/** A straight-up bet or a proposition as one side's ledger entry names it: that side's pick and odds. */
export interface StraightUp {
  pick: string;
  odds: Odds;
}

/**
 * The side's pick and odds when the bet is straight up or a proposition (docs/product.md, Odds and
 * Propositions); else undefined.
 */
export function straightUpOf(
  bet: BetTerms & { odds?: Odds | undefined },
  side: Side,
  matchup: Matchup | undefined,
): StraightUp | undefined {
  if (bet.betType !== 'moneyline' && bet.betType !== 'proposition') return undefined;
  return {
    // A game-less proposition's pick names no team (docs/product.md, Propositions).
    pick: pickLabel(pickOf(bet, side), { home: matchup?.homeTeam ?? '', away: matchup?.awayTeam ?? '' }),
    odds: sideOdds(bet, side),
  };
}

/**
 * A settled bet's ledger entry: "Won 100.00 Pigskins from Sam on PHI @ DAL"; a straight-up bet's names
 * the side's pick and odds: "Won 150.00 Pigskins: NYJ straight up against Jordan, 3 to 2", and so does
 * a proposition's: 'Lost 100.00 Pigskins: No: "Kelce scores a touchdown" against Sam, even money'.
 */
export function settledDescription(
  outcome: Outcome,
  amountCents: number,
  opponent: string,
  matchup: Matchup | undefined,
  straightUp?: StraightUp,
): string {
  const game = matchup ? `${matchup.awayTeam} @ ${matchup.homeTeam}` : 'a game';
  const amount = `${formatCents(amountCents)} ${CURRENCY}`;
  if (straightUp) {
    const bet = `${straightUp.pick} against ${opponent}, ${oddsWords(straightUp.odds)}`;
    if (outcome === 'win') return `Won ${amount}: ${bet}`;
    if (outcome === 'loss') return `Lost ${amount}: ${bet}`;
    return `Push: ${bet}; no ${CURRENCY} moved`;
  }
  if (outcome === 'win') return `Won ${amount} from ${opponent} on ${game}`;
  if (outcome === 'loss') return `Lost ${amount} to ${opponent} on ${game}`;
  return `Push with ${opponent} on ${game}: no ${CURRENCY} moved`;
}

/**
 * A correction as the wallet shows it: "Official final PHI 27 - DAL 24: your bet with Sam is now a
 * loss (-100.00 Pigskins)".
 */
export function correctionDescription(
  outcome: Outcome,
  changeCents: number,
  opponent: string,
  matchup: Matchup,
  official: Score,
): string {
  const now = outcome === 'tie' ? 'a push' : `a ${outcome}`;
  const moved = `${changeCents > 0 ? '+' : '-'}${formatCents(Math.abs(changeCents))} ${CURRENCY}`;
  return `Official final ${finalLine(matchup, official)}: your bet with ${opponent} is now ${now} (${moved})`;
}

/**
 * What an official final did to its game's bets: open ones settled by it, ones their players had
 * settled at another score re-graded, ones that could not be brought to it this time (logged; the
 * same final again retries them). Bets already on it are not counted.
 */
export interface FinalCounts {
  settled: number;
  regraded: number;
  failed: number;
}

/** What an official final did, in a sentence (docs/decisions.md). */
export function finalMessage({ settled, regraded, failed }: FinalCounts): string {
  const parts = [];
  if (settled > 0)
    parts.push(
      settled === 1
        ? '1 bet has been settled with it'
        : `${counted(settled, 'bet')} have been settled with it`,
    );
  if (regraded > 0)
    parts.push(
      `${counted(regraded, 'bet')} its players had settled at another score ${regraded === 1 ? 'was' : 'were'} re-graded`,
    );
  if (failed > 0) parts.push(`${counted(failed, 'bet')} could not be settled: enter the score again`);
  return parts.length === 0
    ? 'The final score is recorded; no bet needed a change'
    : `The final score is recorded. ${parts.join('; ')}`;
}

/**
 * docs/product.md, Propositions: the ledger entry of a proposition its players agreed to void, each side's
 * stake back: 'Void by agreement with Sam: Yes: "Kelce scores a touchdown"; your 100.00 Pigskins stake is
 * back'.
 */
export function agreedVoidDescription(pick: string, stakeCents: number, opponent: string): string {
  return `Void by agreement with ${opponent}: ${pick}; your ${formatCents(stakeCents)} ${CURRENCY} stake is back`;
}
