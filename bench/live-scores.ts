import { readFileSync } from 'node:fs';
import type { LiveSource } from '../functions/live/source';
import { readEspnScoreboard } from '../domain/espn-scoreboard';
import { NFL_TEAMS } from '../domain/teams';
import { callSummary, countDynamoDbCalls } from './dynamodb-calls';

/**
 * The live-scores job's costs (docs/product.md, Live scores), against the bench's local host, whose
 * environment the store has read: a run with no game in a window (what every minute of the week
 * costs), a run with 16 games in play whose scores all changed, and the run at their final whistle
 * that settles two bets on each. The 16 games are the real 2023 week 1 (tests/fixtures), all moved to
 * one kickoff in 2031, where no other data of the bench lives. Medians of `runs`.
 */
export interface LiveScoresCost {
  what: string;
  ms: number;
  calls: number;
  writes: number;
  commands: string;
}

const RECORDED = readFileSync(
  new URL('../tests/fixtures/espn-scoreboard-2023-week-1.json', import.meta.url),
  'utf8',
);
const KICKOFF = Date.parse('2031-10-12T17:00:00Z');
const MINUTE = 60_000;
const teamId = (code: string) =>
  NFL_TEAMS.find((team) => team.abbreviation === (code === 'WSH' ? 'WAS' : code))?.id ?? 0;

interface RecordedEvent {
  shortName: string;
  date: string;
  season: { year: number };
  competitions: {
    competitors: { score: string; team: { abbreviation: string } }[];
    status: { period: number; displayClock: string; type: Record<string, unknown> };
  }[];
  status: unknown;
}

/** The recorded week at one kickoff, in play (Q3, every score one higher each read) or final. */
function board(kickoff: number, round: number, final: boolean): unknown {
  const week = JSON.parse(RECORDED) as { events: RecordedEvent[] };
  for (const event of week.events) {
    event.date = new Date(kickoff).toISOString();
    event.season.year = 2031;
    const [competition] = event.competitions;
    if (!competition) continue;
    competition.status = {
      period: final ? 4 : 3,
      displayClock: final ? '0:00' : `${10 - round}:00`,
      type: final
        ? { name: 'STATUS_FINAL', state: 'post', completed: true }
        : { name: 'STATUS_IN_PROGRESS', state: 'in', completed: false },
    };
    event.status = competition.status;
    for (const competitor of competition.competitors) competitor.score = String(10 + round);
  }
  return week;
}

const source = (answer: () => unknown): LiveSource => ({
  read: () => Promise.resolve(readEspnScoreboard(answer())),
});

export async function measureLiveScores(runs = 5): Promise<LiveScoresCost[]> {
  const { readLiveScores } = await import('../functions/schedules/live-scores');
  const { addScheduledGame } = await import('../functions/store/schedule');
  const { acceptBet, proposeBet } = await import('../functions/store/bets');
  const { createUser } = await import('../functions/store/users');

  const measure = async (what: string, work: (run: number) => Promise<unknown>): Promise<LiveScoresCost> => {
    const samples: { ms: number; calls: string[] }[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const { calls } = await countDynamoDbCalls(() => work(run));
      samples.push({ ms: performance.now() - started, calls });
    }
    samples.sort((a, b) => a.ms - b.ms);
    const median = samples[Math.floor(samples.length / 2)] ?? { ms: 0, calls: [] };
    return { what, ms: median.ms, ...callSummary(median.calls) };
  };

  const idle = await measure('No game in a window', () =>
    readLiveScores(
      new Date(KICKOFF - 30 * 24 * 60 * MINUTE),
      source(() => ({ events: [] })),
    ),
  );

  // Each run its own 16 games and bets, a week apart, so every run is the first at its whistle.
  const weeks: { kickoff: number }[] = [];
  const players = await Promise.all(
    ['Bench', 'Mark'].map((firstName, index) =>
      createUser(
        { email: `live-bench-${index}-${Date.now()}@example.com`, firstName, lastName: 'Live' },
        new Date(KICKOFF - 400 * 24 * 60 * MINUTE),
      ),
    ),
  );
  const [proposer, acceptor] = players;
  if (!proposer || !acceptor) throw new Error('The bench players were not created');
  for (let run = 0; run < runs; run++) weeks.push({ kickoff: KICKOFF + run * 7 * 24 * 60 * MINUTE });
  const recorded = JSON.parse(RECORDED) as { events: RecordedEvent[] };
  for (const [index, { kickoff }] of weeks.entries()) {
    for (const event of recorded.events) {
      const [away = '', home = ''] = event.shortName.split(' @ ');
      const { id } = await addScheduledGame({
        gameId: `live-bench-${index}-${event.shortName}`,
        season: 2031,
        week: 40 + index,
        gameDate: new Date(kickoff).toISOString(),
        homeTeamId: teamId(home),
        awayTeamId: teamId(away),
      });
      const before = new Date(kickoff - 24 * 60 * MINUTE);
      for (const selection of ['home', 'away'] as const) {
        const { bet } = await proposeBet(
          proposer,
          { gameId: id, betType: 'spread', selection, spread: 0.5, amount: 100 },
          { now: before },
        );
        await acceptBet(acceptor, bet.id, before);
      }
    }
  }
  const kickoffOf = (run: number) => weeks[run]?.kickoff ?? KICKOFF;
  const at = (run: number, minutes: number) => new Date(kickoffOf(run) + minutes * MINUTE);
  const read = (run: number, minutes: number, round: number, final: boolean) =>
    readLiveScores(
      at(run, minutes),
      source(() => board(kickoffOf(run), round, final)),
    );
  const inPlay = await measure('16 games in play, every score changed', (run) => read(run, 90, 1, false));
  for (let run = 0; run < runs; run++) await read(run, 180, 2, true);
  const whistle = await measure('The final whistle: 16 finals, 32 bets settled', (run) =>
    read(run, 181, 2, true),
  );
  return [idle, inPlay, whistle];
}
