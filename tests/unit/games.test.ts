import { describe, expect, it } from 'vitest';
import { bettingClosedReason } from '../../domain/bets';
import { gameDisplayStatus, hasStarted, isBettingOpen, isVoided } from '../../domain/games';

const now = new Date('2025-10-05T12:00:00Z');
const later = '2025-10-05T17:00:00Z';
const earlier = '2025-10-05T11:00:00Z';

describe('a game that will not be played', () => {
  it.each([
    ['postponed', 'Postponed'],
    ['cancelled', 'Cancelled'],
  ] as const)('is %s: shown as %s, closed to betting, and says why', (status, label) => {
    const game = { gameDate: later, status };
    expect(isVoided(game)).toBe(true);
    expect(gameDisplayStatus(game, now)).toBe(label);
    expect(isBettingOpen(game, now)).toBe(false);
    expect(bettingClosedReason(game, now)).toBe(`Betting is closed - game ${status}`);
  });

  it('once its kickoff has passed, is closed because it started, like any other', () => {
    expect(bettingClosedReason({ gameDate: earlier, status: 'postponed' }, now)).toBe(
      'Betting is closed - game has started',
    );
    expect(bettingClosedReason({ gameDate: earlier, status: 'scheduled' }, now)).toBe(
      'Betting is closed - game has started',
    );
    expect(isVoided({ status: 'final' })).toBe(false);
  });
});

describe('kickoff, to the millisecond', () => {
  const kickoff = new Date(later);
  const justBefore = new Date(kickoff.getTime() - 1);
  const game = { gameDate: later, status: 'scheduled' as const };

  it('is the first instant a game has started and takes no bet', () => {
    expect(isBettingOpen(game, justBefore)).toBe(true);
    expect(hasStarted(game, justBefore)).toBe(false);
    expect(isBettingOpen(game, kickoff)).toBe(false);
    expect(hasStarted(game, kickoff)).toBe(true);
  });
});
