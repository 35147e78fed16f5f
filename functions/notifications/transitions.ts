import type { BetRecord } from '../store/bets';

/** What a committed change to a bet means to the people concerned. */
export type BetTransition =
  'proposed' | 'accepted' | 'score_proposed' | 'disputed' | 'settled' | 'regraded' | 'cancelled' | 'voided';

/**
 * The transition a bet item's change made, from the item before and after it (the stream's old and
 * new images); undefined when it changed nothing anyone hears about. A player answering a proposed
 * score with their own is a new score proposal. A bet cancelled because its game will not be played
 * (`voidedAt`) is voided, which its players hear about, unlike a proposal cancelled or expired. A
 * settled bet taking another final score was re-graded by its game's official final. A proposition
 * answered with another outcome is disputed.
 */
export function transitionOf(before: BetRecord | undefined, after: BetRecord): BetTransition | undefined {
  if (!before) return after.status === 'proposed' ? 'proposed' : undefined;
  if (before.version === after.version) return undefined;
  switch (after.status) {
    case 'proposed':
      return undefined;
    case 'accepted':
      return before.status === 'proposed' ? 'accepted' : undefined;
    case 'pending_settlement':
      // docs/product.md, Disputes: the other player answered a proposition's outcome with another.
      if (after.disputedAt && !before.disputedAt) return 'disputed';
      return before.status !== 'pending_settlement' ||
        before.settlementProposerId !== after.settlementProposerId ||
        before.pendingSettlementScore !== after.pendingSettlementScore ||
        before.pendingOutcome !== after.pendingOutcome
        ? 'score_proposed'
        : undefined;
    case 'settled':
      if (before.status !== after.status) return 'settled';
      return before.finalScore !== after.finalScore ? 'regraded' : undefined;
    case 'cancelled':
      if (before.status === after.status) return undefined;
      return after.voidedAt ? 'voided' : 'cancelled';
  }
}

/** Names one transition of one bet: what a delivery claim is taken on. */
export const noticeOf = (bet: BetRecord, transition: BetTransition) =>
  `${bet.id}#${transition}#${bet.version}`;
