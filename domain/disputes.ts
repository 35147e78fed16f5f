import { sideOf, type Bet, type BetStatus, type BetType, type PropositionOutcome, type Side } from './bets';
import { CURRENCY } from './constants';
import { closesAt, type Closing } from './closing';
import { Conflict, InvalidRequest } from './errors';
import { isVoided, type Game } from './games';
import { formatCents } from './money';

/**
 * docs/product.md, Disputes: a proposition whose players proposed different outcomes, what the admin
 * may decide and void, and which propositions the admin's unsettled list shows. No zod here: the web
 * app reads these rules too (the request schemas are in dispute-input.ts).
 */

/** docs/product.md, Disputes: a proposition neither player settled this long after it closed is the admin's. */
export const UNSETTLED_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One player's proposed outcome of a proposition, and their words. */
export type Claim = NonNullable<NonNullable<Bet['claims']>[Side]>;

/** What the rules below read of a bet. */
interface PropositionState extends Closing {
  betType?: BetType;
  status: BetStatus;
  proposerId: string;
  acceptorId?: string | null;
  settlementProposerId?: string | null;
  pendingOutcome?: PropositionOutcome | null;
  settlementNote?: string | null;
  disputedAt?: string | null;
  disputedBy?: string | null;
  disputeOutcome?: PropositionOutcome | null;
  disputeNote?: string | null;
}

export const isDisputed = (bet: PropositionState): boolean =>
  bet.betType === 'proposition' && bet.status === 'pending_settlement' && Boolean(bet.disputedAt);

/** An accepted proposition still unsettled UNSETTLED_DAYS after it closed, not disputed. */
export const isOverdue = (
  bet: PropositionState,
  game: Pick<Game, 'gameDate'> | undefined,
  now: Date,
): boolean =>
  bet.betType === 'proposition' &&
  (bet.status === 'accepted' || bet.status === 'pending_settlement') &&
  !isDisputed(bet) &&
  now.getTime() >= Date.parse(closesAt(bet, game)) + UNSETTLED_DAYS * DAY_MS;

/** Why the admin's unsettled list shows a proposition, or undefined when it does not. */
export function unsettledReason(
  bet: PropositionState,
  game: Pick<Game, 'gameDate'> | undefined,
  now: Date,
): 'disputed' | 'overdue' | undefined {
  if (isDisputed(bet)) return 'disputed';
  return isOverdue(bet, game, now) ? 'overdue' : undefined;
}

/**
 * Each side's proposed outcome and words: the settlement proposer's pending outcome, and once disputed
 * the other player's. A side that proposed none has null.
 */
export function claimsOf(bet: PropositionState): Record<Side, Claim | null> | null {
  if (bet.betType !== 'proposition') return null;
  const claims: Record<Side, Claim | null> = { proposer: null, acceptor: null };
  const first = sideOf(
    bet,
    bet.disputedBy ? otherPlayer(bet, bet.disputedBy) : (bet.settlementProposerId ?? ''),
  );
  if (first && bet.pendingOutcome)
    claims[first] = { outcome: bet.pendingOutcome, note: bet.settlementNote ?? null };
  const second = bet.disputedBy ? sideOf(bet, bet.disputedBy) : undefined;
  if (second && bet.disputeOutcome)
    claims[second] = { outcome: bet.disputeOutcome, note: bet.disputeNote ?? null };
  return claims;
}

const otherPlayer = (bet: PropositionState, userId: string): string =>
  (bet.proposerId === userId ? bet.acceptorId : bet.proposerId) ?? '';

/**
 * docs/product.md, Disputes: the outcome a player accepts in a dispute is the other player's. Outside a
 * dispute it is the one pending.
 */
export function outcomeAcceptedBy(bet: PropositionState, userId: string): PropositionOutcome | undefined {
  if (!isDisputed(bet)) return bet.pendingOutcome ?? undefined;
  return bet.disputedBy === userId ? (bet.pendingOutcome ?? undefined) : (bet.disputeOutcome ?? undefined);
}

/**
 * The player whose outcome an acceptance by `userId` settles the proposition at: in a dispute either
 * player may accept, and it is the other's.
 */
export function outcomeOwner(bet: PropositionState, userId: string): string | undefined {
  if (!isDisputed(bet)) return bet.settlementProposerId ?? undefined;
  return otherPlayer(bet, userId);
}

/** docs/product.md, Disputes: neither player proposes again; one accepts the other's outcome, or the admin decides. */
export const DISPUTED = "This proposition is disputed: accept your opponent's outcome, or the admin decides";
export const NOT_A_PROPOSITION = 'This bet is settled by the final score, not an outcome: send finalScore';
export const NOT_DECIDABLE = `The admin decides a proposition once it is disputed or ${UNSETTLED_DAYS} days after it closed unsettled`;
export const NOT_UNSETTLED = 'This proposition is no longer unsettled: it was settled or voided';
export const NOTHING_TO_VOID_NOW = 'Only an open, accepted or unsettled proposition can be voided';
export const VOIDED_GAME = 'This game will not be played: its bets were voided';

/**
 * docs/product.md, Disputes: the admin decides yes or no on a disputed proposition, or one unsettled
 * UNSETTLED_DAYS after it closed.
 */
export function assertCanDecide(
  bet: PropositionState,
  game: Pick<Game, 'gameDate' | 'status'> | undefined,
  now: Date,
): void {
  if (bet.betType !== 'proposition') throw new InvalidRequest(NOT_A_PROPOSITION);
  if (bet.status !== 'accepted' && bet.status !== 'pending_settlement') throw new Conflict(NOT_UNSETTLED);
  if (game && isVoided(game)) throw new Conflict(VOIDED_GAME);
  if (!isDisputed(bet) && !isOverdue(bet, game, now)) throw new Conflict(NOT_DECIDABLE);
}

/** docs/product.md, Disputes: the admin voids any proposition that still holds a stake. */
export function assertCanVoidAsAdmin(bet: PropositionState): void {
  if (bet.betType !== 'proposition') throw new InvalidRequest(NOT_A_PROPOSITION);
  if (bet.status !== 'proposed' && bet.status !== 'accepted' && bet.status !== 'pending_settlement') {
    throw new Conflict(NOTHING_TO_VOID_NOW);
  }
}

/**
 * docs/product.md, Disputes: the ledger entry of a proposition the admin voided: 'Voided by the admin
 * ("Kelce was inactive"): Yes: "Kelce scores a touchdown" with Jordan; your 100.00 Pigskins stake is back'.
 */
export function adminVoidDescription(
  reason: string,
  pick: string,
  stakeCents: number,
  opponent: string,
): string {
  return `Voided by the admin ("${reason}"): ${pick} with ${opponent}; your ${formatCents(stakeCents)} ${CURRENCY} stake is back`;
}
