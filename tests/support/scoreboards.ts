import { readFileSync } from 'node:fs';
import type { LiveSource } from '../../functions/live/sources';
import { readEspnScoreboard } from '../../domain/espn-scoreboard';

/**
 * A real ESPN scoreboard, recorded: the 2023 season's week 1 as `site.api.espn.com/.../scoreboard`
 * answered it on the Monday before its last game (15 finals, BUF @ NYJ still to come), cut down to
 * the fields a reader would look at. Every live state the tests need is this file with one event's
 * status and score changed, as ESPN changes them while a game is played.
 */
const RECORDED = readFileSync(
  new URL('../fixtures/espn-scoreboard-2023-week-1.json', import.meta.url),
  'utf8',
);

export interface EspnEvent {
  id: string;
  date: string;
  shortName: string;
  season: { year: number };
  competitions: {
    neutralSite: boolean;
    competitors: { homeAway: 'home' | 'away'; score: string; team: { abbreviation: string } }[];
    status: EspnStatus;
  }[];
  status: EspnStatus;
}

interface EspnStatus {
  clock: number;
  displayClock: string;
  period: number;
  type: {
    id: string;
    name: string;
    state: string;
    completed: boolean;
    description: string;
    detail: string;
    shortDetail: string;
  };
}

export interface EspnScoreboard {
  events: EspnEvent[];
}

export function recordedWeek(): EspnScoreboard {
  return JSON.parse(RECORDED) as EspnScoreboard;
}

/** ESPN's status for each state the tests play (names and details as its scoreboards give them). */
export const STATUS = {
  scheduled: { id: '1', name: 'STATUS_SCHEDULED', state: 'pre', completed: false, description: 'Scheduled' },
  inProgress: {
    id: '2',
    name: 'STATUS_IN_PROGRESS',
    state: 'in',
    completed: false,
    description: 'In Progress',
  },
  halftime: { id: '23', name: 'STATUS_HALFTIME', state: 'in', completed: false, description: 'Halftime' },
  endOfPeriod: {
    id: '22',
    name: 'STATUS_END_PERIOD',
    state: 'in',
    completed: false,
    description: 'End of Period',
  },
  final: { id: '3', name: 'STATUS_FINAL', state: 'post', completed: true, description: 'Final' },
  postponed: { id: '6', name: 'STATUS_POSTPONED', state: 'post', completed: false, description: 'Postponed' },
  cancelled: { id: '5', name: 'STATUS_CANCELED', state: 'post', completed: false, description: 'Canceled' },
} as const;

export interface Play {
  status: (typeof STATUS)[keyof typeof STATUS];
  period?: number;
  clock?: string;
  /** By team code as ESPN writes it. */
  scores?: Record<string, number>;
}

/** `board` with the event `shortName` ("DET @ KC") at `play`; the rest as recorded. */
export function playing(board: EspnScoreboard, shortName: string, play: Play): EspnScoreboard {
  const copy = structuredClone(board);
  const event = copy.events.find((one) => one.shortName === shortName);
  if (!event) throw new Error(`The scoreboard has no ${shortName}`);
  const detail = play.status.description;
  const status: EspnStatus = {
    clock: 0,
    displayClock: play.clock ?? '0:00',
    period: play.period ?? 0,
    type: { ...play.status, detail, shortDetail: detail },
  };
  event.status = status;
  for (const competition of event.competitions) {
    competition.status = status;
    for (const competitor of competition.competitors)
      competitor.score = String(play.scores?.[competitor.team.abbreviation] ?? 0);
  }
  return copy;
}

/** A source that answers what a test last gave it, and counts its reads. */
export function scriptedSource(): LiveSource & { answer: (board: unknown) => void; reads: number } {
  let current: unknown = { events: [] };
  const source = {
    reads: 0,
    answer(board: unknown) {
      current = board;
    },
    read() {
      source.reads += 1;
      return Promise.resolve(readEspnScoreboard(structuredClone(current)));
    },
  };
  return source;
}

/** One ESPN event for one of our games, shaped as the recorded ones are (tests that write a scoreboard file). */
export function espnEvent(event: {
  id: string;
  date: string;
  season: number;
  home: string;
  away: string;
  play: Play;
}): EspnEvent {
  const [recorded] = playing(recordedWeek(), 'DET @ KC', event.play).events.filter(
    (one) => one.shortName === 'DET @ KC',
  );
  if (!recorded) throw new Error('The recorded week has DET @ KC');
  const espnCode = (code: string) => (code === 'WAS' ? 'WSH' : code);
  const [competition] = recorded.competitions;
  if (!competition) throw new Error('An event has its competition');
  return {
    ...recorded,
    id: event.id,
    date: event.date,
    shortName: `${espnCode(event.away)} @ ${espnCode(event.home)}`,
    season: { ...recorded.season, year: event.season },
    competitions: [
      {
        ...competition,
        competitors: competition.competitors.map((competitor) => {
          const code = espnCode(competitor.homeAway === 'home' ? event.home : event.away);
          return {
            ...competitor,
            score: String(event.play.scores?.[code] ?? 0),
            team: { ...competitor.team, abbreviation: code },
          };
        }),
      },
    ],
  };
}
