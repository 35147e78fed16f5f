import { describe, expect, it } from 'vitest';
import type { BetStatus, BetTerms } from '../../domain/bets';
import type { GameStatus } from '../../domain/games';
import type { LivePhase, LiveScore } from '../../domain/live-scores';
import {
  betStanding,
  liveClockText,
  liveScoreText,
  liveStatusText,
  showsLiveScore,
} from '../../domain/live-standing';

const live = (phase: LivePhase, period = 3, clock = '8:12', home = 10, away = 14): LiveScore => ({
  home,
  away,
  phase,
  period,
  clock,
  readAt: '2026-11-29T19:40:00.000Z',
});

describe('where a game being played is, as its card says it', () => {
  it.each([
    [live('in', 3, '8:12'), 'Q3 8:12'],
    [live('in', 1, ''), 'Q1'],
    [live('halftime', 2, '0:00'), 'Halftime'],
    [live('end_of_period', 1, '0:00'), 'End of Q1'],
    [live('in', 5, '4:12'), 'OT 4:12'],
    [live('in', 6, '4:12'), '2OT 4:12'],
    [live('end_of_period', 5, '0:00'), 'End of OT'],
    [live('delayed', 2, '3:01'), 'Delayed'],
    [live('final', 4, '0:00'), 'Final'],
    [live('final', 5, '0:00'), 'Final/OT'],
    [live('postponed', 0, ''), 'Postponed'],
    [live('cancelled', 0, ''), 'Cancelled'],
  ])('%o reads %s', (state, text) => {
    expect(liveClockText(state)).toBe(text);
  });

  it('says nothing before kickoff, so the card keeps its kickoff time', () => {
    expect(liveClockText(live('pre', 0, ''))).toBeUndefined();
  });

  it('writes the score away team first, as the card writes the matchup', () => {
    const game = {
      homeTeamId: 9,
      awayTeamId: 26,
      homeTeam: { abbreviation: 'DAL', name: 'Dallas Cowboys' },
      awayTeam: { abbreviation: 'PHI', name: 'Philadelphia Eagles' },
    };
    expect(liveScoreText({ ...game, live: live('in') })).toBe('PHI 14 - DAL 10');
    expect(liveScoreText({ ...game, awayTeam: null, live: live('in') })).toBe('Team 26 14 - DAL 10');
    expect(liveScoreText(game)).toBeUndefined();
  });
});

describe("a game's status beside its live state", () => {
  const at = (status: GameStatus, state?: LiveScore) => ({ status, live: state });

  it('is the clock while the game is played, and the score shows', () => {
    expect(liveStatusText(at('in_progress', live('in')))).toBe('Q3 8:12');
    expect(showsLiveScore(at('in_progress', live('halftime')))).toBe(true);
  });

  it("is the source's final until the official one is in, 'Final/OT' after overtime", () => {
    expect(liveStatusText(at('in_progress', live('final', 4)))).toBe('Final');
    expect(showsLiveScore(at('in_progress', live('final', 4)))).toBe(true);
    expect(liveStatusText(at('final', live('final', 5)))).toBe('Final/OT');
    // The official final shows its own result; the live line gives way to it.
    expect(showsLiveScore(at('final', live('final', 5)))).toBe(false);
    expect(liveStatusText(at('final', live('in')))).toBeUndefined();
  });

  it('says a game the source calls off is off, until an admin voids it', () => {
    expect(liveStatusText(at('scheduled', live('postponed', 0, '')))).toBe('Postponed');
    expect(liveStatusText(at('in_progress', live('cancelled', 0, '')))).toBe('Cancelled');
    expect(liveStatusText(at('postponed', live('postponed', 0, '')))).toBeUndefined();
    expect(showsLiveScore(at('scheduled', live('postponed', 0, '')))).toBe(false);
  });

  it('says nothing without a live state or before kickoff', () => {
    expect(liveStatusText(at('in_progress'))).toBeUndefined();
    expect(liveStatusText(at('scheduled', live('pre', 0, '')))).toBeUndefined();
    expect(showsLiveScore(at('scheduled', live('pre', 0, '')))).toBe(false);
  });
});

const SAM = 'sam';
const ANN = 'ann';

/** Sam's bet, taken by Ann, on a game being played at `state`. */
const bet = (terms: Partial<BetTerms>, state: LiveScore, status: BetStatus = 'accepted') => ({
  betType: 'spread' as const,
  selection: 'home' as const,
  spread: null,
  overUnder: null,
  ...terms,
  status,
  proposerId: SAM,
  acceptorId: ANN,
  proposer: { firstName: 'Sam' },
  game: { status: 'in_progress' as const, live: state },
});

describe('where a bet stands while its game is played', () => {
  it('is a spread from the viewer side: winning, losing, or a push right now', () => {
    // Home -3 leads 17-10: 4 better than the line for Sam, 4 worse for Ann.
    const homeMinus3 = { selection: 'home' as const, spread: -3 };
    expect(betStanding(bet(homeMinus3, live('in', 3, '8:12', 17, 10)), SAM)).toBe('Winning by 4');
    expect(betStanding(bet(homeMinus3, live('in', 3, '8:12', 17, 10)), ANN)).toBe('Losing by 4');
    expect(betStanding(bet(homeMinus3, live('in', 3, '8:12', 13, 10)), SAM)).toBe('Push right now');
    expect(betStanding(bet({ selection: 'away', spread: 3.5 }, live('in', 2, '1:00', 10, 10)), SAM)).toBe(
      'Winning by 3.5',
    );
    expect(betStanding(bet({ selection: 'away', spread: -2 }, live('in', 2, '1:00', 10, 10)), SAM)).toBe(
      'Losing by 2',
    );
  });

  it('is a total with when in the game it stands so', () => {
    const over = { betType: 'over_under' as const, selection: 'over' as const, overUnder: 20 };
    expect(betStanding(bet(over, live('in', 3, '8:12', 10, 14)), SAM)).toBe(
      'Winning: Over by 4 with 8:12 left in the 3rd',
    );
    const under = { betType: 'over_under' as const, selection: 'under' as const, overUnder: 17.5 };
    expect(betStanding(bet(under, live('halftime', 2, '0:00', 10, 14)), SAM)).toBe(
      'Losing: Under by 6.5 at halftime',
    );
    expect(betStanding(bet(under, live('end_of_period', 1, '0:00', 7, 3)), ANN)).toBe(
      'Losing: Over by 7.5 after the 1st',
    );
    expect(betStanding(bet(under, live('in', 5, '4:12', 7, 3)), SAM)).toBe(
      'Winning: Under by 7.5 in overtime',
    );
    expect(betStanding(bet(under, live('delayed', 2, '3:01', 7, 3)), SAM)).toBe(
      'Winning: Under by 7.5 with the game delayed',
    );
    expect(betStanding(bet({ ...under, overUnder: 10 }, live('in', 2, '1:00', 7, 3)), SAM)).toBe(
      'Push right now',
    );
  });

  it("is the proposer's, named, for a viewer who is neither player", () => {
    const homeMinus3 = { selection: 'home' as const, spread: -3 };
    expect(betStanding(bet({ ...homeMinus3, spread: -3.5 }, live('in', 3, '8:12', 17, 10)), 'taylor')).toBe(
      'Sam is winning by 3.5',
    );
    expect(betStanding(bet(homeMinus3, live('in', 3, '8:12', 11, 10)), 'taylor')).toBe('Sam is losing by 2');
    expect(betStanding(bet(homeMinus3, live('in', 3, '8:12', 13, 10)), 'taylor')).toBe('Push right now');
    const over = { betType: 'over_under' as const, selection: 'over' as const, overUnder: 20 };
    expect(betStanding(bet(over, live('in', 3, '8:12', 10, 14)), 'taylor')).toBe(
      'Sam is winning: Over by 4 with 8:12 left in the 3rd',
    );
  });

  it('says nothing unless the game is being played and the bet is taken and unsettled', () => {
    const terms = { selection: 'home' as const, spread: -3 };
    expect(betStanding(bet(terms, live('pre', 0, '')), SAM)).toBeUndefined();
    expect(betStanding(bet(terms, live('final', 4, '0:00')), SAM)).toBeUndefined();
    expect(betStanding({ ...bet(terms, live('in')), game: { status: 'final', live: live('in') } }, SAM)).toBe(
      undefined,
    );
    expect(betStanding(bet(terms, live('in'), 'proposed'), SAM)).toBeUndefined();
    expect(betStanding(bet(terms, live('in'), 'settled'), SAM)).toBeUndefined();
    expect(betStanding(bet(terms, live('in'), 'pending_settlement'), SAM)).toBe('Losing by 7');
  });

  it('says nothing of a proposition: its players settle it by their own outcome, not by the score', () => {
    const proposition = {
      betType: 'proposition' as const,
      selection: 'yes' as const,
      proposition: 'A safety',
    };
    expect(betStanding(bet(proposition, live('in', 3, '8:12', 10, 14)), SAM)).toBeUndefined();
    expect(betStanding(bet(proposition, live('in', 3, '8:12', 10, 14)), 'taylor')).toBeUndefined();
  });
});
