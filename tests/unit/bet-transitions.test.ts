import { describe, expect, it } from 'vitest';
import { transitionOf } from '../../functions/notifications/transitions';
import type { BetRecord } from '../../functions/store/bets';

const proposed: BetRecord = {
  id: 'bet-1',
  gameId: 'game-1',
  betType: 'spread',
  selection: 'home',
  spread: -3.5,
  overUnder: null,
  amountCents: 1000,
  status: 'proposed',
  proposerId: 'ann',
  proposerFirstName: 'Ann',
  createdAt: '2025-09-01T00:00:00.000Z',
  version: 1,
};
const accepted: BetRecord = { ...proposed, status: 'accepted', acceptorId: 'ben', version: 2 };
const pending: BetRecord = {
  ...accepted,
  status: 'pending_settlement',
  pendingSettlementScore: '24-21',
  settlementProposerId: 'ann',
  version: 3,
};

describe('what a committed change to a bet means', () => {
  it.each<[string, BetRecord | undefined, BetRecord, string | undefined]>([
    ['a new proposal', undefined, proposed, 'proposed'],
    ['an acceptance', proposed, accepted, 'accepted'],
    ['a proposed score', accepted, pending, 'score_proposed'],
    [
      "the other player's own score",
      pending,
      { ...pending, pendingSettlementScore: '21-21', settlementProposerId: 'ben', version: 4 },
      'score_proposed',
    ],
    ['a settlement', pending, { ...pending, status: 'settled', version: 4 }, 'settled'],
    [
      'a re-grade by the official final',
      { ...pending, status: 'settled', finalScore: '24-20', version: 4 },
      { ...pending, status: 'settled', finalScore: '24-27', agreedScore: '24-20', version: 5 },
      'regraded',
    ],
    [
      'a settled bet written again on its score',
      { ...pending, status: 'settled', finalScore: '24-20', version: 4 },
      { ...pending, status: 'settled', finalScore: '24-20', version: 5 },
      undefined,
    ],
    ['a cancellation', proposed, { ...proposed, status: 'cancelled', version: 2 }, 'cancelled'],
    ['the same version written again', accepted, { ...accepted }, undefined],
    ['a bet created in another state (an import, a repair)', undefined, accepted, undefined],
    [
      'a change that is not a transition',
      accepted,
      { ...accepted, acceptorFirstName: 'Benny', version: 3 },
      undefined,
    ],
  ])('%s', (_name, before, after, transition) => {
    expect(transitionOf(before, after)).toBe(transition);
  });
});
