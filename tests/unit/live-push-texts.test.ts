import { describe, expect, it } from 'vitest';
import type { LiveScore } from '../../domain/live-scores';
import { liveEventOf } from '../../functions/notifications/live-events';
import { livePush, type HeldBet, type LiveNews } from '../../functions/notifications/live-messages';
import type { BetRecord, GameRecord } from '../../functions/store/entities';

const game: GameRecord = {
  id: 'game-1',
  gameId: '2025_01_KC_BUF',
  season: 2025,
  week: 1,
  gameDate: '2025-09-07T17:00:00.000Z',
  status: 'in_progress',
  homeTeamId: 4,
  awayTeamId: 16,
};
const teams = {
  home: { id: 4, name: 'Buffalo Bills', abbreviation: 'BUF' },
  away: { id: 16, name: 'Kansas City Chiefs', abbreviation: 'KC' },
};
const spread: BetRecord = {
  id: 'bet-1',
  gameId: 'game-1',
  betType: 'spread',
  selection: 'home',
  spread: -2.5,
  overUnder: null,
  amountCents: 1000,
  status: 'accepted',
  proposerId: 'ann',
  proposerFirstName: 'Ann',
  acceptorId: 'ben',
  acceptorFirstName: 'Ben',
  createdAt: '2025-09-01T00:00:00.000Z',
  version: 2,
};
const total: BetRecord = {
  ...spread,
  id: 'bet-2',
  betType: 'over_under',
  selection: 'over',
  spread: null,
  overUnder: 44.5,
};
const live = (
  away: number,
  home: number,
  phase: LiveScore['phase'],
  period: number,
  clock = '',
): LiveScore => ({
  home,
  away,
  phase,
  period,
  clock,
  readAt: '2025-09-07T18:00:00.000Z',
});
const news = (
  state: LiveScore,
  event: LiveNews['event'] = 'scores',
  more: Partial<GameRecord> = {},
): LiveNews => ({
  game: { ...game, live: state, ...more },
  teams,
  event,
});
const held = (bet: BetRecord, side: HeldBet['side']): HeldBet => ({
  bet,
  side,
  opponent: side === 'proposer' ? 'Ben' : 'Ann',
});

describe("a live push's words (docs/product.md, Live scores)", () => {
  it('says the score away first, where the game is and where each pick stands from its holder', () => {
    expect(livePush(news(live(14, 10, 'halftime', 2)), [held(spread, 'acceptor')])).toEqual({
      title: 'KC 14 - BUF 10',
      body: 'Halftime · Your KC +2.5 with Ann: Winning by 6.5',
    });
    expect(
      livePush(news(live(20, 20, 'in', 5, '4:12')), [held(total, 'proposer'), held(spread, 'proposer')]),
    ).toEqual({
      title: 'KC 20 - BUF 20',
      body: 'OT 4:12 · Your Over 44.5 with Ben: Losing: Over by 4.5 (+1 more bet)',
    });
    expect(livePush(news(live(21, 27, 'end_of_period', 3)), [held(total, 'acceptor')]).body).toBe(
      'End of Q3 · Your Under 44.5 with Ann: Losing: Under by 3.5',
    );
    const even = { ...spread, spread: -3 };
    expect(livePush(news(live(17, 20, 'in', 4, '0:42')), [held(even, 'proposer')]).body).toBe(
      'Q4 0:42 · Your BUF -3 with Ben: Push right now',
    );
  });

  it('tells the final by the official score, and what it did to the bets: one by its pick, several together', () => {
    const final = news(live(24, 24, 'final', 5), 'final', { status: 'final', homeScore: 27, awayScore: 24 });
    // BUF 27 - 2.5 beats KC 24; 51 points are over 44.5.
    expect(livePush(final, [held(spread, 'proposer')])).toEqual({
      title: 'KC 24 - BUF 27',
      body: 'Final/OT · Your BUF -2.5 with Ben: You won 10.00 Pigskins',
    });
    expect(livePush(final, [held(total, 'acceptor')]).body).toBe(
      'Final/OT · Your Under 44.5 with Ann: You lost 10.00 Pigskins',
    );
    expect(livePush(final, [held({ ...spread, spread: -3 }, 'proposer')]).body).toBe(
      'Final/OT · Your BUF -3 with Ben: A push, no Pigskins moved',
    );
    expect(livePush(final, [held(spread, 'proposer'), held(total, 'proposer')]).body).toBe(
      'Final/OT · You won 20.00 Pigskins on your 2 bets',
    );
    expect(
      livePush(final, [held(spread, 'acceptor'), held({ ...total, amountCents: 250 }, 'acceptor')]).body,
    ).toBe('Final/OT · You lost 12.50 Pigskins on your 2 bets');
    expect(livePush(final, [held(spread, 'proposer'), held(total, 'acceptor')]).body).toBe(
      'Final/OT · You broke even on your 2 bets',
    );
  });

  it('finds the kickoff, each score change and the final, and nothing else', () => {
    const at = (state: LiveScore | undefined, more: Partial<GameRecord> = {}): GameRecord => ({
      ...game,
      ...(state && { live: state }),
      ...more,
    });
    const pre = at(live(0, 0, 'pre', 0, '15:00'));
    const kicked = at(live(0, 0, 'in', 1, '15:00'));
    expect(liveEventOf(pre, kicked)).toBe('kickoff');
    expect(liveEventOf(at(undefined), at(live(7, 0, 'in', 1, '9:00')))).toBe('kickoff');
    expect(liveEventOf(kicked, at(live(0, 3, 'in', 1, '9:00')))).toBe('scores');
    expect(liveEventOf(kicked, at(live(0, 0, 'in', 1, '9:00')))).toBeUndefined();
    expect(liveEventOf(at(live(0, 3, 'in', 2, '0:00')), at(live(0, 3, 'halftime', 2)))).toBeUndefined();
    expect(
      liveEventOf(
        at(live(7, 3, 'final', 4)),
        at(live(7, 3, 'final', 4), { status: 'final', homeScore: 3, awayScore: 7 }),
      ),
    ).toBe('final');
    // A correction of a final already recorded is no new final.
    const final = at(live(7, 3, 'final', 4), { status: 'final', homeScore: 3, awayScore: 7 });
    expect(liveEventOf(final, { ...final, homeScore: 10 })).toBeUndefined();
    expect(liveEventOf(undefined, kicked)).toBeUndefined();
  });
});
