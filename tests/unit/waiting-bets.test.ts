import { describe, expect, it } from 'vitest';
import { waitsForAnswerFrom } from '../../domain/bets';

describe('a bet waiting for an answer', () => {
  const pending = {
    status: 'pending_settlement' as const,
    proposerId: 'ann',
    acceptorId: 'ben',
    settlementProposerId: 'ann',
  };

  it('waits for the player who did not propose the score, and for nobody else', () => {
    expect(waitsForAnswerFrom(pending, 'ben')).toBe(true);
    expect(waitsForAnswerFrom(pending, 'ann')).toBe(false);
    expect(waitsForAnswerFrom(pending, 'cat')).toBe(false);
  });

  it('waits for nobody before a score is proposed', () => {
    expect(waitsForAnswerFrom({ ...pending, status: 'accepted', settlementProposerId: null }, 'ben')).toBe(
      false,
    );
  });
});
