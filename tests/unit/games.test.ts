import { describe, expect, it } from 'vitest';
import { bettingClosedReason } from '../../domain/bets';
import {
  gameDisplayStatus,
  hasStarted,
  isBettingOpen,
  isVoided,
  sortGames,
  type GameStatus,
} from '../../domain/games';
import type { LiveScore } from '../../domain/live-scores';

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

describe('the order of the week on Games', () => {
  const playing = { phase: 'in' as const, home: 7, away: 3, period: 2, clock: '4:00', readAt: earlier };
  const game = (id: string, gameDate: string, status: GameStatus, live?: LiveScore) => ({
    id,
    gameDate,
    status,
    live,
  });

  it('lists the games being played first, then those not yet started, then the rest by kickoff', () => {
    const games = [
      game('final', '2025-10-05T08:00:00Z', 'final', { ...playing, phase: 'final' }),
      game('later', later, 'scheduled'),
      game('halftime', '2025-10-05T10:00:00Z', 'in_progress', { ...playing, phase: 'halftime' }),
      game('started, nothing live', '2025-10-05T09:00:00Z', 'in_progress'),
      game('sooner', '2025-10-05T13:00:00Z', 'scheduled'),
      game('playing', '2025-10-05T11:30:00Z', 'in_progress', playing),
    ];
    expect(sortGames(games, now).map(({ id }) => id)).toEqual([
      'halftime',
      'playing',
      'sooner',
      'later',
      'final',
      'started, nothing live',
    ]);
  });

  it('keeps not-yet-started games first when none is being played', () => {
    const games = [game('early', earlier, 'in_progress'), game('later', later, 'scheduled')];
    expect(sortGames(games, now).map(({ id }) => id)).toEqual(['later', 'early']);
  });

  it('shows a game the live source calls off as off, before an admin voids it', () => {
    expect(gameDisplayStatus(game('off', later, 'scheduled', { ...playing, phase: 'postponed' }), now)).toBe(
      'Postponed',
    );
    expect(
      gameDisplayStatus(game('off', earlier, 'in_progress', { ...playing, phase: 'cancelled' }), now),
    ).toBe('Cancelled');
    expect(gameDisplayStatus(game('on', later, 'scheduled', playing), now)).toBe('In Progress');
  });
});
