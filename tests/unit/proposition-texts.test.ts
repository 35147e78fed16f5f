import { describe, expect, it } from 'vitest';
import { describeActivity } from '../../domain/activity';
import { transitionOf } from '../../functions/notifications/transitions';
import {
  acceptedMessage,
  challengeMessage,
  commentMessage,
  digestLine,
  proposalAlert,
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

describe('the words of a proposition on no game (docs/product.md, Propositions)', () => {
  const BEARS = 'The Bears make the playoffs';
  const link = 'https://pigskin.example.com/bets/bet-2';
  const gameless = (more: Partial<BetRecord> = {}): BetContext => ({
    bet: {
      ...bet,
      id: 'bet-2',
      gameId: undefined,
      season: 2026,
      week: 17,
      closesAt: '2026-12-31T20:00:00.000Z',
      proposition: BEARS,
      odds: { win: 2, risk: 1 },
      ...more,
    },
    game: undefined,
    teams: undefined,
    betLink: link,
  });
  const open = { status: 'proposed' as const, acceptorId: undefined, acceptorFirstName: undefined };

  it('name no game in any message, only the proposition', () => {
    expect(proposalAlert(gameless(open))).toEqual({
      subject: 'Sam proposed a bet',
      text: `Pigskin: Sam proposed Yes: "${BEARS}" at 2 to 1 for 100 Pigskins. You would take No: "${BEARS}" at 1 to 2. ${link}`,
      link,
    });
    expect(challengeMessage(gameless({ ...open, challengeeId: 'jordan' }))).toMatchObject({
      subject: 'Sam challenged you',
      text: `Pigskin: Sam challenged you: Yes: "${BEARS}" at 2 to 1 for 100 Pigskins. You would take No: "${BEARS}" at 1 to 2. Only you can accept it: ${link}`,
    });
    expect(acceptedMessage(gameless({ status: 'accepted', agreedOutcome: undefined }))).toMatchObject({
      subject: 'Jordan accepted your bet',
      text: `Pigskin: Jordan accepted your bet: Yes: "${BEARS}" at 2 to 1 for 100 Pigskins. ${link}`,
    });
    expect(
      scoreProposedMessage(
        gameless({ status: 'pending_settlement', agreedOutcome: undefined, pendingOutcome: 'no' }),
        'Jordan',
      ),
    ).toMatchObject({
      subject: 'Jordan proposed an outcome for your proposition',
      text: `Pigskin: Jordan says "${BEARS}" is settled as no. Accept it or propose another: ${link}`,
    });
    expect(settledMessage(gameless(), 'acceptor')).toMatchObject({
      subject: 'Your bet is settled',
      text: `Pigskin: your bet (No: "${BEARS}" at 1 to 2) is settled as no: you won 100 Pigskins. ${link}`,
    });
    expect(voidedMessage(gameless({ status: 'cancelled', agreedOutcome: 'void' }), 'proposer')).toMatchObject(
      {
        subject: 'Your proposition is void by agreement',
      },
    );
    expect(commentMessage(gameless(), 'proposer', { author: 'Ann', text: 'Sure?' })).toMatchObject({
      subject: 'Ann commented on your bet',
      text: `Pigskin: Ann on your bet (Yes: "${BEARS}" at 2 to 1): "Sure?" ${link}`,
    });
    expect(digestLine(gameless(open))).toBe(`Sam: Yes: "${BEARS}" at 2 to 1 for 100 Pigskins`);
  });

  it('say the pick where a bet on a game names its game, in the group’s feed', () => {
    const base = { id: 'x', at: '2026-12-31T21:00:00.000Z', betId: 'bet-2' };
    const yes = `Yes: "${BEARS}" at 2 to 1`;
    const no = `No: "${BEARS}" at 1 to 2`;
    expect(
      describeActivity({ ...base, kind: 'proposed', actor: 'Sam', pick: yes, amountCents: 10_000 }),
    ).toBe(`Sam proposed ${yes} for 100.00 Pigskins`);
    expect(
      describeActivity({
        ...base,
        kind: 'challenged',
        actor: 'Sam',
        other: 'Jordan',
        pick: yes,
        amountCents: 10_000,
      }),
    ).toBe(`Sam challenged Jordan: ${yes} for 100.00 Pigskins`);
    expect(
      describeActivity({
        ...base,
        kind: 'accepted',
        actor: 'Jordan',
        other: 'Sam',
        pick: no,
        amountCents: 20_000,
      }),
    ).toBe(`Jordan took Sam's bet, ${no}, for 200.00 Pigskins`);
    expect(
      describeActivity({
        ...base,
        kind: 'settled',
        actor: 'Jordan',
        other: 'Sam',
        pick: no,
        amountCents: 5_000,
      }),
    ).toBe(`Jordan beat Sam with ${no} and won 50.00 Pigskins`);
    expect(
      describeActivity({
        ...base,
        kind: 'big_win',
        actor: 'Jordan',
        other: 'Sam',
        pick: no,
        amountCents: 10_000,
      }),
    ).toBe(`Big win: Jordan took 100.00 Pigskins from Sam with ${no}`);
  });
});
