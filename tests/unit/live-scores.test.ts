import { describe, expect, it } from 'vitest';
import { readEspnScoreboard } from '../../domain/espn-scoreboard';
import { decideLive, matchEvents, type LiveRead, type WatchedGame } from '../../domain/live-reads';
import { NFL_TEAMS } from '../../domain/teams';
import { playing, recordedWeek, STATUS } from '../support/scoreboards';

/** docs/product.md, Live scores: reading ESPN's scoreboard, matching its events, weighing each read. */
const RECORDED = recordedWeek();
const id = (code: string) => NFL_TEAMS.find((team) => team.abbreviation === code)?.id ?? 0;
const event = (board: unknown, shortName: string) => {
  const { events } = readEspnScoreboard(board);
  const [away, home] = shortName.split(' @ ');
  return events.find((one) => one.awayTeamId === id(away ?? '') && one.homeTeamId === id(home ?? ''));
};

describe("reading ESPN's scoreboard", () => {
  it('reads every event of a recorded week, in our team codes', () => {
    const { events, problems } = readEspnScoreboard(RECORDED);
    expect(problems).toEqual([]);
    expect(events).toHaveLength(16);
    expect(event(RECORDED, 'ARI @ WAS')).toMatchObject({
      home: 20,
      away: 16,
      phase: 'final',
      completed: true,
    });
    expect(event(RECORDED, 'LAR @ SEA')).toMatchObject({ home: 13, away: 30, season: 2023 });
    expect(event(RECORDED, 'BUF @ NYJ')).toMatchObject({
      phase: 'pre',
      home: 0,
      away: 0,
      kickoff: '2023-09-12T00:15:00.000Z',
    });
  });

  it('tells halftime, the end of a quarter, overtime, a tie, postponed and cancelled apart', () => {
    const at = (play: Parameters<typeof playing>[2]) =>
      event(playing(RECORDED, 'DET @ KC', play), 'DET @ KC');
    expect(at({ status: STATUS.halftime, period: 2, scores: { KC: 14, DET: 7 } })).toMatchObject({
      phase: 'halftime',
      home: 14,
      away: 7,
    });
    expect(at({ status: STATUS.endOfPeriod, period: 1 })).toMatchObject({
      phase: 'end_of_period',
      period: 1,
    });
    expect(at({ status: STATUS.inProgress, period: 5, clock: '4:12' })).toMatchObject({
      phase: 'in',
      period: 5,
      clock: '4:12',
    });
    expect(at({ status: STATUS.final, period: 5, scores: { KC: 20, DET: 20 } })).toMatchObject({
      phase: 'final',
      completed: true,
      home: 20,
      away: 20,
    });
    expect(at({ status: STATUS.postponed })).toMatchObject({ phase: 'postponed', completed: false });
    expect(at({ status: STATUS.cancelled })).toMatchObject({ phase: 'cancelled' });
  });

  it('reads a neutral-site game, and reports an event it cannot read without losing the others', () => {
    const board = structuredClone(RECORDED);
    const [first, second, third] = board.events.map((one) => one.competitions[0]);
    if (!first || !second || !third) throw new Error('The recorded week has 16 events');
    first.neutralSite = true;
    const [home2, home3] = [second.competitors[0], third.competitors[0]];
    if (!home2 || !home3) throw new Error('Each event has its teams');
    home2.team.abbreviation = 'AFC';
    home3.score = 'seven';
    const { events, problems } = readEspnScoreboard(board);
    expect(events).toHaveLength(14);
    expect(events[0]).toMatchObject({ neutralSite: true });
    expect(problems).toEqual([
      'Event 401547353: no team of ours is AFC',
      'Event 401547403: the score "seven"-"10" is not two whole numbers',
    ]);
    expect(() => readEspnScoreboard({ error: 'rate limited' })).toThrow('The answer is not a scoreboard');
  });
});

const GAME = {
  id: 'g1',
  season: 2023,
  gameDate: '2023-09-08T00:20:00.000Z',
  homeTeamId: id('KC'),
  awayTeamId: id('DET'),
};
const base = {
  season: 2023,
  kickoff: '2023-09-08T00:20:00.000Z',
  period: 2,
  clock: '8:12',
  completed: false,
};
const label = (one: { id: string }) => `event ${one.id}`;

describe('matching events to games', () => {
  it('matches by season, both teams and a kickoff within a day, in our home and away order', () => {
    const swapped = {
      ...base,
      id: 'e1',
      homeTeamId: id('DET'),
      awayTeamId: id('KC'),
      home: 7,
      away: 14,
      phase: 'in' as const,
    };
    const { pairs, problems } = matchEvents([swapped], [GAME], label);
    expect(problems).toEqual([]);
    expect(pairs).toEqual([
      { game: GAME, read: { home: 14, away: 7, phase: 'in', period: 2, clock: '8:12', completed: false } },
    ]);
    const nextSeason = { ...swapped, season: 2024 };
    const twoDaysLater = { ...swapped, kickoff: '2023-09-10T00:20:00.000Z' };
    expect(matchEvents([nextSeason, twoDaysLater], [GAME], label).pairs).toEqual([]);
  });

  it('never guesses: an event matching two games, two events one game, a game being played matching none', () => {
    const twin = { ...GAME, id: 'g2', gameDate: '2023-09-08T03:00:00.000Z' };
    const kcDet = {
      ...base,
      id: 'e1',
      homeTeamId: id('KC'),
      awayTeamId: id('DET'),
      home: 0,
      away: 0,
      phase: 'in' as const,
    };
    expect(matchEvents([kcDet], [GAME, twin], label)).toEqual({
      pairs: [],
      problems: ['event e1 matches 2 of our games (g1, g2)'],
    });
    expect(matchEvents([kcDet, { ...kcDet, id: 'e2' }], [GAME], label)).toEqual({
      pairs: [],
      problems: ["Game g1 matches 2 of the source's events"],
    });
    const stranger = { ...kcDet, id: 'e3', homeTeamId: id('NYJ'), awayTeamId: id('BUF') };
    expect(
      matchEvents([stranger, { ...stranger, id: 'e4', phase: 'pre' as const }], [GAME], label).problems,
    ).toEqual(['event e3 is being played but matches none of our games']);
  });
});

const read = (home: number, away: number, more: Partial<LiveRead> = {}): LiveRead => ({
  home,
  away,
  phase: 'in',
  period: 3,
  clock: '8:12',
  completed: false,
  ...more,
});
const AT = new Date('2023-09-08T02:00:00.000Z');
const watched = (more: Partial<WatchedGame> = {}): WatchedGame => ({
  id: 'g1',
  status: 'in_progress',
  ...more,
});
const stored = ({ home, away, phase, period, clock }: LiveRead) => ({
  home,
  away,
  phase,
  period,
  clock,
  readAt: AT.toISOString(),
});

describe('weighing a read', () => {
  it('stores a change, moves a scheduled game in progress, and writes nothing for the same read', () => {
    expect(decideLive(watched({ status: 'scheduled' }), read(0, 7), AT)).toEqual({
      live: stored(read(0, 7)),
      started: true,
    });
    expect(decideLive(watched({ live: stored(read(0, 7)) }), read(0, 7), AT)).toEqual({});
    expect(decideLive(watched({ live: stored(read(0, 7)) }), read(0, 7, { clock: '7:40' }), AT)).toEqual({
      live: stored(read(0, 7, { clock: '7:40' })),
    });
  });

  it('gives the final only on the second read of the same completed score', () => {
    const whistle = read(20, 21, { phase: 'final', period: 4, clock: '0:00', completed: true });
    const first = decideLive(watched({ live: stored(read(20, 14)) }), whistle, AT);
    expect(first).toEqual({ live: stored(whistle) });
    expect(decideLive(watched({ live: stored(whistle) }), whistle, AT)).toEqual({
      final: { home: 20, away: 21 },
    });
    // A tie is a final like any other.
    const tie = read(20, 20, { phase: 'final', period: 5, completed: true });
    expect(decideLive(watched({ live: stored(tie) }), tie, AT)).toEqual({ final: { home: 20, away: 20 } });
  });

  it('holds back a score that goes down until the next read agrees', () => {
    const before = watched({ live: stored(read(14, 7)) });
    const lower = read(7, 7);
    expect(decideLive(before, lower, AT)).toEqual({
      doubt: lower,
      problem: 'Live score ignored: the score went down from home 14, away 7 to home 7, away 7',
    });
    expect(decideLive({ ...before, liveDoubt: lower }, lower, AT)).toEqual({
      live: stored(lower),
      doubt: null,
    });
    // A different read after the doubt: the doubt goes; the read is weighed on its own.
    expect(decideLive({ ...before, liveDoubt: lower }, read(17, 7), AT)).toEqual({
      live: stored(read(17, 7)),
      doubt: null,
    });
  });

  it('never gives a final once the source went back from final to play or changed a completed score', () => {
    const whistle = read(20, 21, { phase: 'final', period: 4, clock: '0:00', completed: true });
    const final = watched({ live: stored(whistle) });
    const backInPlay = read(20, 21, { phase: 'in', period: 4, clock: '0:04' });
    expect(decideLive(final, backInPlay, AT)).toMatchObject({
      doubt: backInPlay,
      problem: 'Live score ignored: the game went back from final (home 20, away 21) to play',
    });
    const changed = { ...whistle, home: 23 };
    const confirmed = decideLive({ ...final, liveDoubt: changed }, changed, AT);
    expect(confirmed).toEqual({
      live: stored(changed),
      doubt: null,
      held: 'the source changed its completed score (its completed score changed from home 20, away 21 to home 23, away 21)',
    });
    const held = watched({ live: stored(changed), liveHeld: confirmed.held });
    expect(decideLive(held, changed, AT)).toEqual({});
  });

  it('reports a game the source shows postponed once, and leaves voiding it to an admin', () => {
    const postponed = read(0, 0, { phase: 'postponed', period: 0, clock: '0:00' });
    const first = decideLive(
      watched({ status: 'scheduled', live: stored(read(0, 0, { phase: 'pre' })) }),
      postponed,
      AT,
    );
    expect(first).toEqual({
      live: stored(postponed),
      problem: 'The source shows the game postponed: an admin decides whether to void it',
    });
    expect(decideLive(watched({ status: 'scheduled', live: stored(postponed) }), postponed, AT)).toEqual({});
  });
});
