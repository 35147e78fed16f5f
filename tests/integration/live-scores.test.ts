import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countDynamoDbCalls } from '../../bench/dynamodb-calls';
import { NFL_TEAMS } from '../../domain/teams';
import { httpSource } from '../../functions/live/sources';
import { logger } from '../../functions/observability/logger';
import { readLiveScores } from '../../functions/schedules/live-scores';
import { acceptBet, getBet, proposeBet } from '../../functions/store/bets';
import { getGame, type GameRecord } from '../../functions/store/games';
import { auditLedger } from '../../functions/store/ledger-audit';
import { getLiveScoresState } from '../../functions/store/live-scores';
import { addScheduledGame } from '../../functions/store/schedule';
import { scoreGame } from '../../functions/store/settlement';
import { holdWrites } from '../../functions/store/write-points';
import { createUser, getUser, type UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { playing, recordedWeek, scriptedSource, STATUS, type EspnScoreboard } from '../support/scoreboards';

/**
 * docs/product.md, Live scores: the live-scores job driven by a real recorded ESPN scoreboard (the 2023
 * season's week 1, tests/support/scoreboards.ts) against the real table. Its games are scheduled at
 * their real 2023 kickoffs, so the job's window, at 2023 instants, holds them and no other file's.
 */
const RECORDED = recordedWeek();
const teamId = (code: string) => NFL_TEAMS.find((team) => team.abbreviation === code)?.id ?? 0;
const MINUTE = 60_000;

/**
 * Each test plays the recorded week moved `week - 100` times 10 days later, in a week of its own: the
 * same teams a day apart would be two games one event matches, which the job rightly never guesses.
 */
function sceneOf(week: number) {
  const shiftMs = (week - 100) * 10 * 24 * 60 * MINUTE;
  const moved = (date: string) => new Date(Date.parse(date) + shiftMs).toISOString();
  const board = (play?: Parameters<typeof playing>[2], { wholeWeek = false } = {}): EspnScoreboard => {
    const played = play ? playing(RECORDED, 'DET @ KC', play) : structuredClone(RECORDED);
    return {
      events: played.events
        .filter((event) => wholeWeek || event.shortName === 'DET @ KC')
        .map((event) => ({ ...event, date: moved(event.date) })),
    };
  };
  return {
    /** Our game for each event (Washington is WAS here, WSH there). */
    async schedule(only?: readonly string[]): Promise<Map<string, GameRecord>> {
      const games = new Map<string, GameRecord>();
      for (const event of RECORDED.events) {
        if (only && !only.includes(event.shortName)) continue;
        const [away = '', home = ''] = event.shortName
          .split(' @ ')
          .map((code) => (code === 'WSH' ? 'WAS' : code));
        const { id } = await addScheduledGame({
          gameId: `live-${week}-${event.id}`,
          season: 2023,
          week,
          gameDate: moved(event.date),
          homeTeamId: teamId(home),
          awayTeamId: teamId(away),
        });
        const game = await getGame(id);
        if (game) games.set(event.shortName, game);
      }
      return games;
    },
    /** The opener at `play`, alone (the others are days away), or the whole week as recorded. */
    board,
    /** Minutes after the opener's kickoff. */
    at: (minutes: number) => new Date(OPENER_KICKOFF + shiftMs + minutes * MINUTE),
    moved: (date: string) => new Date(moved(date)),
  };
}

const OPENER_KICKOFF = Date.parse('2023-09-08T00:20:00Z');
const DAY_BEFORE = -24 * 60;

async function player(firstName: string): Promise<UserRecord> {
  return createUser(
    {
      email: `${firstName.toLowerCase()}-${Date.now()}-${Math.random()}@example.com`,
      firstName,
      lastName: 'Live',
    },
    new Date('2023-09-01T00:00:00Z'),
  );
}

const ANN_DET_PLUS = { betType: 'spread', selection: 'away', spread: 4.5, amount: 5000 } as const;
const BEN_UNDER = { betType: 'over_under', selection: 'under', overUnder: 53, amount: 2000 } as const;

describe('the live-scores job, at rest', () => {
  it('costs one Query and no read of the source when no game is in its window', async () => {
    const source = scriptedSource();
    const { result, calls } = await countDynamoDbCalls(() =>
      readLiveScores(new Date('2023-06-01T12:00:00Z'), source),
    );
    expect(result.outcome).toBe('idle');
    expect(calls).toEqual(['QueryCommand']);
    expect(source.reads).toBe(0);
  });

  it('does nothing at all when the source is off', async () => {
    const { result, calls } = await countDynamoDbCalls(() =>
      readLiveScores(new Date(OPENER_KICKOFF), undefined),
    );
    expect(result.outcome).toBe('off');
    expect(calls).toEqual([]);
  });
});

describe('a game from kickoff to the final whistle', () => {
  it('stores score, quarter and clock as they change, and settles every bet on two reads of the completed score', async () => {
    const scene = sceneOf(101);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    const [ann, ben, cat, dan] = (await Promise.all(['Ann', 'Ben', 'Cat', 'Dan'].map(player))) as [
      UserRecord,
      UserRecord,
      UserRecord,
      UserRecord,
    ];
    const day = scene.at(DAY_BEFORE);
    const spread = (await proposeBet(ann, { gameId: game.id, ...ANN_DET_PLUS }, { now: day })).bet;
    await acceptBet(ben, spread.id, day);
    const total = (await proposeBet(cat, { gameId: game.id, ...BEN_UNDER }, { now: day })).bet;
    await acceptBet(dan, total.id, day);
    const source = scriptedSource();
    const read = async (minutes: number, play: Parameters<typeof playing>[2]) => {
      source.answer(scene.board(play));
      return readLiveScores(scene.at(minutes), source);
    };

    // Ten minutes before kickoff the game is watched, and nothing has happened yet.
    expect(await read(-10, { status: STATUS.scheduled })).toMatchObject({ outcome: 'read', watched: 1 });
    expect(await getGame(game.id)).toMatchObject({
      status: 'scheduled',
      live: { phase: 'pre', home: 0, away: 0 },
    });

    await read(12, { status: STATUS.inProgress, period: 1, clock: '2:51', scores: { DET: 7 } });
    expect((await getGame(game.id))?.live).toEqual({
      home: 0,
      away: 7,
      phase: 'in',
      period: 1,
      clock: '2:51',
      readAt: scene.at(12).toISOString(),
    });
    expect((await getGame(game.id))?.status).toBe('in_progress');

    await read(75, { status: STATUS.halftime, period: 2, scores: { DET: 7, KC: 14 } });
    expect((await getGame(game.id))?.live).toMatchObject({ phase: 'halftime', home: 14, away: 7 });
    await read(120, { status: STATUS.endOfPeriod, period: 3, scores: { DET: 14, KC: 17 } });
    expect((await getGame(game.id))?.live).toMatchObject({ phase: 'end_of_period', period: 3 });

    // The whistle: one read of the completed score is not yet the final; the bets still wait.
    await read(190, { status: STATUS.final, period: 4, scores: { DET: 21, KC: 20 } });
    expect(await getGame(game.id)).toMatchObject({
      status: 'in_progress',
      live: { phase: 'final', home: 20, away: 21 },
    });
    expect((await getBet(spread.id))?.status).toBe('accepted');

    // The next read a minute later agrees: the official final, and both bets settle by it.
    const settledRun = await read(191, { status: STATUS.final, period: 4, scores: { DET: 21, KC: 20 } });
    expect(settledRun).toMatchObject({ finals: 1, settled: 2 });
    expect(await getGame(game.id)).toMatchObject({
      status: 'final',
      homeScore: 20,
      awayScore: 21,
      finalSource: 'live',
    });
    expect(await getBet(spread.id)).toMatchObject({
      status: 'settled',
      finalScore: '20-21',
      winnerId: ann.id,
      settledBy: 'live',
    });
    expect(await getBet(total.id)).toMatchObject({ status: 'settled', winnerId: cat.id, settledBy: 'live' });
    expect((await getUser(ann.id))?.balanceCents).toBe(ann.balanceCents + 5000);
    expect((await getUser(dan.id))?.balanceCents).toBe(dan.balanceCents - 2000);
    expect((await auditLedger()).problems).toEqual([]);

    // Final, the game has left the window: the next run reads nothing.
    const readsBefore = source.reads;
    expect((await read(192, { status: STATUS.final, period: 4, scores: { DET: 21, KC: 20 } })).outcome).toBe(
      'idle',
    );
    expect(source.reads).toBe(readsBefore);
  });
});

describe('overtime, a tie, a neutral site and a postponement', () => {
  it('settles a tie after overtime at a neutral site the source calls the other team home, by team', async () => {
    const scene = sceneOf(110);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    const [lea, max] = await Promise.all([player('Lea'), player('Max')]);
    const day = scene.at(DAY_BEFORE);
    // Lea takes KC at pick'em: a tie is a push, and both keep their stakes.
    const bet = (
      await proposeBet(
        lea,
        { gameId: game.id, betType: 'spread', selection: 'home', spread: 0, amount: 3000 },
        { now: day },
      )
    ).bet;
    await acceptBet(max, bet.id, day);
    const source = scriptedSource();
    // Abroad, the source lists Detroit as the home side: the scores still go to the right teams.
    const abroad = (play: Parameters<typeof playing>[2]) => {
      const board = scene.board(play);
      for (const event of board.events)
        for (const competition of event.competitions) {
          competition.neutralSite = true;
          for (const competitor of competition.competitors)
            competitor.homeAway = competitor.homeAway === 'home' ? 'away' : 'home';
        }
      return board;
    };
    source.answer(
      abroad({ status: STATUS.inProgress, period: 5, clock: '4:12', scores: { KC: 20, DET: 17 } }),
    );
    await readLiveScores(scene.at(200), source);
    expect((await getGame(game.id))?.live).toMatchObject({
      home: 20,
      away: 17,
      phase: 'in',
      period: 5,
      clock: '4:12',
    });
    source.answer(abroad({ status: STATUS.final, period: 5, scores: { KC: 20, DET: 20 } }));
    await readLiveScores(scene.at(215), source);
    await readLiveScores(scene.at(216), source);
    expect(await getGame(game.id)).toMatchObject({
      status: 'final',
      homeScore: 20,
      awayScore: 20,
      finalSource: 'live',
    });
    expect(await getBet(bet.id)).toMatchObject({ status: 'settled', winnerId: null, finalScore: '20-20' });
    expect((await getUser(lea.id))?.balanceCents).toBe(lea.balanceCents);
    expect((await getUser(max.id))?.balanceCents).toBe(max.balanceCents);
  });

  it('shows a game the source postponed and leaves its bets and stakes alone, for an admin to decide', async () => {
    const scene = sceneOf(111);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    const [ned, ola] = await Promise.all([player('Ned'), player('Ola')]);
    const bet = (await proposeBet(ned, { gameId: game.id, ...ANN_DET_PLUS }, { now: scene.at(DAY_BEFORE) }))
      .bet;
    await acceptBet(ola, bet.id, scene.at(DAY_BEFORE));
    const warn = vi.spyOn(logger, 'warn');
    const source = scriptedSource();
    source.answer(scene.board({ status: STATUS.postponed }));
    expect(await readLiveScores(scene.at(-5), source)).toMatchObject({ problems: 1, finals: 0 });
    await readLiveScores(scene.at(-4), source);
    expect(await getGame(game.id)).toMatchObject({ status: 'scheduled', live: { phase: 'postponed' } });
    expect((await getBet(bet.id))?.status).toBe('accepted');
    expect(warn.mock.calls.filter(([message]) => message === 'Live score problem')).toEqual([
      [
        'Live score problem',
        {
          problem: `DET @ KC (game ${game.id}): The source shows the game postponed: an admin decides whether to void it`,
        },
      ],
    ]);
    warn.mockRestore();
  });
});

describe('a real week', () => {
  it("matches each event to its game, Washington's (WSH there) and the Rams' included, and gives each its final on two reads", async () => {
    const scene = sceneOf(102);
    const games = await scene.schedule();
    expect(games.size).toBe(16);
    const source = scriptedSource();
    source.answer(scene.board(undefined, { wholeWeek: true }));
    // Sunday evening: the window holds the 1 PM and 4:25 PM games (kicked off in the last 8 hours),
    // not Thursday's opener, the Sunday night game or Monday's; those events are no one's business.
    const sundayEvening = scene.moved('2023-09-10T23:00:00Z');
    const first = await readLiveScores(sundayEvening, source);
    expect(first).toEqual({ outcome: 'read', watched: 13, updated: 13, finals: 0, settled: 0, problems: 0 });
    const second = await readLiveScores(new Date(sundayEvening.getTime() + MINUTE), source);
    // As recorded, ESPN still showed SF @ PIT in the 4th quarter: every other game is final.
    expect(second).toMatchObject({ watched: 13, updated: 0, finals: 12 });
    expect(await getGame((games.get('SF @ PIT') as GameRecord).id)).toMatchObject({
      status: 'in_progress',
      live: { phase: 'in', period: 4, home: 7, away: 30 },
    });
    expect(await getGame((games.get('ARI @ WSH') as GameRecord).id)).toMatchObject({
      status: 'final',
      homeScore: 20,
      awayScore: 16,
      finalSource: 'live',
    });
    expect(await getGame((games.get('LAR @ SEA') as GameRecord).id)).toMatchObject({
      homeScore: 13,
      awayScore: 30,
    });
    const sundayNight = await getGame((games.get('DAL @ NYG') as GameRecord).id);
    expect(sundayNight).toMatchObject({ status: 'scheduled' });
    expect(sundayNight?.live).toBeUndefined();
  });
});

/** A scoreboard server that answers what the test says, for the http source's failures. */
async function scoreboardServer(): Promise<{
  url: string;
  answer: (handler: Answer) => void;
  close: () => void;
}> {
  let current: Answer = (response) => response.end('{"events":[]}');
  const server = createServer((request, response) => current(response, request.url ?? ''));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/apis/site/v2/sports/football/nfl/scoreboard`,
    answer: (handler) => (current = handler),
    close: () => server.close(),
  };
}
type Answer = (response: ServerResponse, url: string) => void;

describe('a source that misbehaves', () => {
  let server: Awaited<ReturnType<typeof scoreboardServer>>;
  let game: GameRecord;
  const scene = sceneOf(103);
  beforeAll(async () => {
    server = await scoreboardServer();
    game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    return () => server.close();
  });

  it('changes nothing on a timeout, a 4xx or 5xx, what is not JSON or not a scoreboard; warns once, counts each, and recovers', async () => {
    const source = httpSource(server.url, 300);
    const state = await getLiveScoresState();
    const warn = vi.spyOn(logger, 'warn');
    const asked: string[] = [];
    const failures: [string, Answer][] = [
      ['500', (response) => response.writeHead(500).end('Internal Server Error')],
      ['404', (response) => response.writeHead(404).end()],
      ['a timeout', () => undefined],
      ['HTML', (response) => response.end('<html>Service Unavailable</html>')],
      ['not a scoreboard', (response) => response.end('{"message":"rate limited"}')],
    ];
    for (const [index, [, failure]] of failures.entries()) {
      server.answer((response, url) => {
        asked.push(url);
        failure(response, url);
      });
      expect(await readLiveScores(scene.at(30 + index), source)).toMatchObject({
        outcome: 'failed',
        watched: 1,
      });
    }
    // Kickoff 00:20 UTC on 8 October is the evening of the 7th in New York, ESPN's date.
    expect(asked[0]).toBe('/apis/site/v2/sports/football/nfl/scoreboard?dates=20231007');
    expect(await getGame(game.id)).toEqual(game);
    expect((await getLiveScoresState())?.changes).toBe(state?.changes);
    expect((await getLiveScoresState())?.failingSince).toBe(scene.at(30).toISOString());
    expect((await getLiveScoresState())?.lastError).toMatch(/^The answer is not a scoreboard/);
    expect(
      warn.mock.calls.filter(([message]) => message === 'Live score source failed; nothing changes'),
    ).toHaveLength(1);

    // The same failure again writes nothing: a source down for an hour is not sixty writes.
    const { calls } = await countDynamoDbCalls(() => readLiveScores(scene.at(36), source));
    expect(calls).toEqual(['QueryCommand', 'GetItemCommand']);

    // Back: the read lands, and the failure streak ends.
    server.answer((response) =>
      response.end(JSON.stringify(scene.board({ status: STATUS.inProgress, period: 1, clock: '9:00' }))),
    );
    expect(await readLiveScores(scene.at(40), source)).toMatchObject({ outcome: 'read', updated: 1 });
    expect((await getLiveScoresState())?.failingSince).toBeUndefined();
    expect((await getGame(game.id))?.live).toMatchObject({ phase: 'in', clock: '9:00' });
    warn.mockRestore();
  });
});

describe('glitches and the precedence of finals', () => {
  it('writes no final from a completed score that changed, and the schedule file or an admin then decides', async () => {
    const scene = sceneOf(104);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    const [eve, fay] = await Promise.all([player('Eve'), player('Fay')]);
    const day = scene.at(DAY_BEFORE);
    const bet = (await proposeBet(eve, { gameId: game.id, ...ANN_DET_PLUS }, { now: day })).bet;
    await acceptBet(fay, bet.id, day);
    const source = scriptedSource();
    const read = (minutes: number, play: Parameters<typeof playing>[2]) => {
      source.answer(scene.board(play));
      return readLiveScores(scene.at(minutes), source);
    };
    await read(100, { status: STATUS.inProgress, period: 3, scores: { KC: 17, DET: 14 } });
    // A score going down is held back; the next read says it again, and it stands.
    expect(
      await read(101, { status: STATUS.inProgress, period: 3, scores: { KC: 10, DET: 14 } }),
    ).toMatchObject({
      updated: 0,
      problems: 1,
    });
    expect((await getGame(game.id))?.live).toMatchObject({ home: 17 });
    await read(102, { status: STATUS.inProgress, period: 3, scores: { KC: 10, DET: 14 } });
    expect((await getGame(game.id))?.live).toMatchObject({ home: 10 });

    // Completed at 20-21, then completed at 23-21, twice: shown, never the final.
    await read(190, { status: STATUS.final, period: 4, scores: { KC: 20, DET: 21 } });
    await read(191, { status: STATUS.final, period: 4, scores: { KC: 23, DET: 21 } });
    await read(192, { status: STATUS.final, period: 4, scores: { KC: 23, DET: 21 } });
    expect(await read(193, { status: STATUS.final, period: 4, scores: { KC: 23, DET: 21 } })).toMatchObject({
      finals: 0,
    });
    expect(await getGame(game.id)).toMatchObject({
      status: 'in_progress',
      live: { phase: 'final', home: 23, away: 21 },
      liveHeld: expect.stringContaining('changed its completed score') as unknown,
    });
    expect((await getBet(bet.id))?.status).toBe('accepted');

    // The schedule file's final settles it, as it always did.
    await scoreGame(game.id, { home: 20, away: 21 }, scene.at(600), 'feed');
    expect(await getBet(bet.id)).toMatchObject({ status: 'settled', winnerId: eve.id, settledBy: 'feed' });
  });

  it("an admin's final stands over the live source's, and the file's re-grades the live one", async () => {
    const scene = sceneOf(105);
    const games = await scene.schedule(['DET @ KC']);
    const game = games.get('DET @ KC') as GameRecord;
    const [gus, hal] = await Promise.all([player('Gus'), player('Hal')]);
    const day = scene.at(DAY_BEFORE);
    const bet = (await proposeBet(gus, { gameId: game.id, ...ANN_DET_PLUS }, { now: day })).bet;
    await acceptBet(hal, bet.id, day);
    const source = scriptedSource();
    // The source says KC won 24-21 (it did not): the live final settles by it, Hal wins.
    source.answer(scene.board({ status: STATUS.final, period: 4, scores: { KC: 26, DET: 21 } }));
    await readLiveScores(scene.at(190), source);
    await readLiveScores(scene.at(191), source);
    expect(await getBet(bet.id)).toMatchObject({ status: 'settled', winnerId: hal.id, settledBy: 'live' });
    // The schedule file's differs: every bet is re-graded to it.
    expect(await scoreGame(game.id, { home: 20, away: 21 }, scene.at(600), 'feed')).toMatchObject({
      regraded: 1,
    });
    expect(await getBet(bet.id)).toMatchObject({ winnerId: gus.id, finalScore: '20-21' });
    expect((await auditLedger()).problems).toEqual([]);

    // A second game: the admin's final first; the live source's, different, never replaces it.
    const later = sceneOf(106);
    const other = (await later.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    await scoreGame(other.id, { home: 20, away: 21 }, later.at(150), 'admin');
    const afterAdmin = await getGame(other.id);
    source.answer(scene.board({ status: STATUS.final, period: 4, scores: { KC: 26, DET: 21 } }));
    source.answer(later.board({ status: STATUS.final, period: 4, scores: { KC: 26, DET: 21 } }));
    expect(await readLiveScores(later.at(190), source)).toMatchObject({ watched: 0 });
    expect(await getGame(other.id)).toEqual(afterAdmin);
  });

  it("loses to an admin's final that lands between its read and its write (the interleaving forced)", async () => {
    const scene = sceneOf(108);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    const [jay, kim] = await Promise.all([player('Jay'), player('Kim')]);
    const bet = (await proposeBet(jay, { gameId: game.id, ...ANN_DET_PLUS }, { now: scene.at(DAY_BEFORE) }))
      .bet;
    await acceptBet(kim, bet.id, scene.at(DAY_BEFORE));
    const source = scriptedSource();
    source.answer(scene.board({ status: STATUS.final, period: 4, scores: { KC: 26, DET: 21 } }));
    await readLiveScores(scene.at(190), source);

    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    const stopHolding = holdWrites((point) => {
      if (point !== 'officialFinal' || held) return undefined;
      held = true;
      return gate;
    });
    try {
      const live = readLiveScores(scene.at(191), source);
      await vi.waitFor(() => expect(held).toBe(true));
      await scoreGame(game.id, { home: 20, away: 21 }, scene.at(191), 'admin');
      release();
      expect(await live).toMatchObject({ finals: 0 });
    } finally {
      stopHolding();
    }
    expect(await getGame(game.id)).toMatchObject({ homeScore: 20, awayScore: 21, finalSource: 'admin' });
    expect(await getBet(bet.id)).toMatchObject({ winnerId: jay.id, settledBy: 'admin' });
  });

  it('never replaces a final already recorded, even one it reads as standing', async () => {
    const scene = sceneOf(109);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    await scoreGame(game.id, { home: 20, away: 21 }, scene.at(190), 'feed');
    await expect(scoreGame(game.id, { home: 26, away: 21 }, scene.at(191), 'live')).rejects.toThrow(
      "This game has its final already: the live source's does not replace it",
    );
    expect(await getGame(game.id)).toMatchObject({ homeScore: 20, awayScore: 21, finalSource: 'feed' });
  });

  it('moves the polled HEAD when a live score changes, and not when nothing did', async () => {
    const scene = sceneOf(107);
    const game = (await scene.schedule(['DET @ KC'])).get('DET @ KC') as GameRecord;
    const viewer = await player('Ivy');
    const etag = async () => (await callApi('HEAD', '/api/bets/my', { as: viewer.email })).headers.etag;
    const source = scriptedSource();
    source.answer(scene.board({ status: STATUS.inProgress, period: 2, scores: { KC: 7 } }));
    const before = await etag();
    await readLiveScores(scene.at(60), source);
    const moved = await etag();
    expect(moved).not.toBe(before);
    await readLiveScores(scene.at(61), source);
    expect(await etag()).toBe(moved);
    expect((await getGame(game.id))?.live).toMatchObject({ home: 7 });
  });
});
