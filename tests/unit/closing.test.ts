import { describe, expect, it } from 'vitest';
import { closesAt, hasClosed, isOpenToBets, weekCounted } from '../../domain/closing';

/** domain/closing.ts: the one closing time every rule asks (docs/product.md, Propositions, Closing). */
const KICKOFF = '2026-12-20T18:00:00.000Z';
const game = { gameDate: KICKOFF, status: 'scheduled' as const };

describe('when a bet closes', () => {
  it('is its game’s kickoff when it chose no time of its own', () => {
    expect(closesAt({ gameId: 'g' }, game)).toBe(KICKOFF);
  });

  it('is the time its proposer chose when that comes before the kickoff', () => {
    expect(closesAt({ gameId: 'g', closesAt: '2026-12-19T18:00:00.000Z' }, game)).toBe(
      '2026-12-19T18:00:00.000Z',
    );
  });

  it('is the kickoff when the schedule moved it before the chosen time', () => {
    expect(closesAt({ gameId: 'g', closesAt: '2026-12-21T18:00:00.000Z' }, game)).toBe(KICKOFF);
  });

  it('is a game-less proposition’s own time, whatever game is at hand', () => {
    expect(closesAt({ closesAt: '2027-01-10T18:00:00.000Z' }, undefined)).toBe('2027-01-10T18:00:00.000Z');
    expect(closesAt({ gameId: null, closesAt: '2027-01-10T18:00:00.000Z' }, game)).toBe(
      '2027-01-10T18:00:00.000Z',
    );
  });

  it('has closed from that instant on, not a millisecond before', () => {
    const bet = { closesAt: '2027-01-10T18:00:00.000Z' };
    expect(hasClosed(bet, undefined, new Date(Date.parse(bet.closesAt) - 1))).toBe(false);
    expect(hasClosed(bet, undefined, new Date(bet.closesAt))).toBe(true);
  });

  it('takes no acceptance once closed, nor on a game that started, will not be played or is gone', () => {
    const before = new Date('2026-12-19T00:00:00.000Z');
    const chosen = { gameId: 'g', closesAt: '2026-12-18T00:00:00.000Z' };
    expect(isOpenToBets({ gameId: 'g' }, game, before)).toBe(true);
    expect(isOpenToBets(chosen, game, before)).toBe(false);
    expect(isOpenToBets({ gameId: 'g' }, { ...game, status: 'postponed' }, before)).toBe(false);
    expect(isOpenToBets({ gameId: 'g' }, undefined, before)).toBe(false);
    expect(isOpenToBets({ closesAt: KICKOFF }, undefined, before)).toBe(true);
  });
});

describe('the week a bet counts in', () => {
  it('is its game’s, or the one a game-less proposition keeps (its closing week)', () => {
    expect(weekCounted({ gameId: 'g', season: 2026, week: 3 }, { season: 2025, week: 9 })).toEqual({
      season: 2025,
      week: 9,
    });
    expect(weekCounted({ season: 2026, week: 3 }, undefined)).toEqual({ season: 2026, week: 3 });
    expect(weekCounted({ gameId: 'g' }, undefined)).toBeUndefined();
  });
});
