import { describe, expect, it } from 'vitest';
import { transitionOf } from '../../functions/notifications/transitions';
import {
  scoreProposedMessage,
  settledChangeCents,
  settledMessage,
  voidedMessage,
  type BetContext,
} from '../../functions/notifications/messages';
import type { BetRecord, GameRecord } from '../../functions/store/entities';

/**
 * docs/product.md, Propositions: the messages about a proposition say its side ('Yes: "..."'), the
 * outcome proposed or agreed instead of a score, and each side's own stake.
 */
const game: GameRecord = {
  id: 'game-1',
  gameId: '2025_11_BUF_KC',
  season: 2025,
  week: 11,
  gameDate: '2025-11-16T18:00:00.000Z',
  status: 'final',
  homeTeamId: 16,
  awayTeamId: 4,
  homeScore: 24,
  awayScore: 17,
};
const teams = {
  home: { id: 16, name: 'Kansas City Chiefs', abbreviation: 'KC' },
  away: { id: 4, name: 'Buffalo Bills', abbreviation: 'BUF' },
};
const bet: BetRecord = {
  id: 'bet-1',
  gameId: 'game-1',
  betType: 'proposition',
  proposition: 'Kelce scores a touchdown',
  selection: 'yes',
  spread: null,
  overUnder: null,
  amountCents: 10_000,
  odds: { win: 3, risk: 2 },
  status: 'settled',
  proposerId: 'sam',
  proposerFirstName: 'Sam',
  acceptorId: 'jordan',
  acceptorFirstName: 'Jordan',
  agreedOutcome: 'no',
  winnerId: 'jordan',
  createdAt: '2025-11-01T00:00:00.000Z',
  version: 3,
};
const context = (more: Partial<BetRecord> = {}): BetContext => ({
  bet: { ...bet, ...more },
  game,
  teams,
  betLink: 'https://pigskin.example.com/bets/bet-1',
});

describe('the messages about a proposition', () => {
  it('name the outcome a player proposed, not a score', () => {
    const pending = context({
      status: 'pending_settlement',
      agreedOutcome: undefined,
      pendingOutcome: 'yes',
    });
    expect(scoreProposedMessage(pending, 'Sam')).toEqual({
      subject: 'Sam proposed an outcome for your proposition on BUF @ KC',
      text: 'Pigskin: Sam says "Kelce scores a touchdown" is settled as yes. Accept it or propose another: https://pigskin.example.com/bets/bet-1',
      link: 'https://pigskin.example.com/bets/bet-1',
    });
  });

  it('say what each side won or lost by the agreed outcome, at its own stake', () => {
    expect(settledChangeCents(bet, 'proposer')).toBe(-10_000);
    expect(settledChangeCents(bet, 'acceptor')).toBe(10_000);
    expect(settledMessage(context(), 'acceptor').text).toBe(
      'Pigskin: your bet on BUF @ KC (No: "Kelce scores a touchdown" at 2 to 3) is settled as no: you won 100 Pigskins. https://pigskin.example.com/bets/bet-1',
    );
    expect(settledMessage(context({ agreedOutcome: 'yes', winnerId: 'sam' }), 'proposer').text).toBe(
      'Pigskin: your bet on BUF @ KC (Yes: "Kelce scores a touchdown" at 3 to 2) is settled as yes: you won 150 Pigskins. https://pigskin.example.com/bets/bet-1',
    );
  });

  it('say a void by agreement gave each side its own stake back', () => {
    const voided = context({
      status: 'cancelled',
      agreedOutcome: 'void',
      voidedAt: '2025-11-17T00:00:00.000Z',
    });
    expect(voidedMessage(voided, 'acceptor')).toMatchObject({
      subject: 'Your proposition on BUF @ KC is void by agreement',
      text: 'Pigskin: your bet (No: "Kelce scores a touchdown" at 2 to 3 for 150 Pigskins) is void by agreement and the Pigskins are available again. https://pigskin.example.com/bets/bet-1',
    });
  });

  it('tell the other player of an outcome answered with another', () => {
    const before = {
      ...bet,
      status: 'pending_settlement' as const,
      pendingOutcome: 'yes' as const,
      settlementProposerId: 'sam',
    };
    expect(transitionOf(before, { ...before, pendingOutcome: 'void', version: 4 })).toBe('score_proposed');
  });
});
