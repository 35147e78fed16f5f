import * as z from 'zod/mini';
import type { MatchableEvent } from './live-reads';
import type { LivePhase } from './live-scores';
import { NFL_TEAMS } from './teams';

/**
 * The public ESPN scoreboard (`site.api.espn.com/apis/site/v2/sports/football/nfl/scoreboard`), read
 * into what the live-scores job needs (docs/product.md, Live scores). The endpoint is undocumented,
 * so only the fields below are relied on, and each event is read alone: one event ESPN changed the
 * shape of is a problem reported for it, not a scoreboard thrown away.
 */

export const ESPN_SCOREBOARD_URL = 'https://site.api.espn.com/apis/site/v2/sports/football/nfl/scoreboard';

/** One game as a live source reports it, in our team ids: what matching needs, and where it is played. */
export interface SourceEvent extends MatchableEvent {
  neutralSite: boolean;
}

export interface Scoreboard {
  events: SourceEvent[];
  /** One line per event that could not be read, for the log. */
  problems: string[];
}

/** ESPN's codes where ours differ (domain/teams.ts): Washington is WSH there. */
const OUR_CODES: Readonly<Record<string, string>> = { WSH: 'WAS', LA: 'LAR' };
const TEAM_IDS = new Map(NFL_TEAMS.map((team) => [team.abbreviation, team.id]));

/** Our team id for an ESPN team code, or undefined for a team we do not have (a Pro Bowl side). */
export function ourTeamId(espnCode: string): number | undefined {
  const code = espnCode.toUpperCase();
  return TEAM_IDS.get(OUR_CODES[code] ?? code);
}

const competitor = z.object({
  homeAway: z.enum(['home', 'away']),
  // "0" before kickoff; absent on some scheduled games.
  score: z.optional(z.string()),
  team: z.object({ abbreviation: z.string() }),
});

const status = z.object({
  displayClock: z.optional(z.string()),
  period: z.optional(z.number()),
  type: z.object({ name: z.string(), state: z.enum(['pre', 'in', 'post']), completed: z.boolean() }),
});

const event = z.object({
  id: z.string(),
  date: z.string(),
  season: z.object({ year: z.int() }),
  competitions: z.tuple([
    z.object({
      neutralSite: z.optional(z.boolean()),
      competitors: z.array(competitor),
      status: z.optional(status),
    }),
  ]),
  status: z.optional(status),
});

const scoreboard = z.object({ events: z.array(z.unknown()) });

/** A scoreboard that is not one (no `events` list) throws: the read failed, nothing is learned. */
export function readEspnScoreboard(json: unknown): Scoreboard {
  const parsed = scoreboard.safeParse(json);
  if (!parsed.success) throw new Error('The answer is not a scoreboard: it has no events list');
  const events: SourceEvent[] = [];
  const problems: string[] = [];
  for (const raw of parsed.data.events) {
    const read = readEvent(raw);
    if (typeof read === 'string') problems.push(read);
    else events.push(read);
  }
  return { events, problems };
}

function readEvent(raw: unknown): SourceEvent | string {
  const parsed = event.safeParse(raw);
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : '?';
  if (!parsed.success) return `Event ${id} is not shaped as expected: ${z.prettifyError(parsed.error)}`;
  const { competitions, season, date } = parsed.data;
  const [competition] = competitions;
  const side = (homeAway: 'home' | 'away') =>
    competition.competitors.find((one) => one.homeAway === homeAway);
  const home = side('home');
  const away = side('away');
  const current = competition.status ?? parsed.data.status;
  if (!home || !away || !current) return `Event ${id} lacks a team or its status`;
  const homeTeamId = ourTeamId(home.team.abbreviation);
  const awayTeamId = ourTeamId(away.team.abbreviation);
  if (!homeTeamId || !awayTeamId)
    return `Event ${id}: no team of ours is ${homeTeamId ? away.team.abbreviation : home.team.abbreviation}`;
  const homeScore = points(home.score);
  const awayScore = points(away.score);
  if (homeScore === undefined || awayScore === undefined)
    return `Event ${id}: the score "${home.score ?? ''}"-"${away.score ?? ''}" is not two whole numbers`;
  const kickoff = Date.parse(date);
  if (Number.isNaN(kickoff)) return `Event ${id}: the date "${date}" is not a time`;
  return {
    id: parsed.data.id,
    season: season.year,
    kickoff: new Date(kickoff).toISOString(),
    homeTeamId,
    awayTeamId,
    home: homeScore,
    away: awayScore,
    phase: phaseOf(current.type),
    period: current.period ?? 0,
    clock: current.displayClock ?? '0:00',
    completed: current.type.completed,
    neutralSite: competition.neutralSite ?? false,
  };
}

/** Before kickoff the score may be absent: nothing scored yet. */
function points(score: string | undefined): number | undefined {
  if (score === undefined || score === '') return 0;
  return /^\d{1,3}$/.test(score) ? Number(score) : undefined;
}

/**
 * ESPN's status names (STATUS_HALFTIME, STATUS_END_PERIOD, STATUS_POSTPONED, ...) refine its three
 * states; a name it adds later falls back to what its state says.
 */
function phaseOf(type: { name: string; state: 'pre' | 'in' | 'post'; completed: boolean }): LivePhase {
  const name = type.name.toUpperCase();
  if (name.includes('POSTPONED')) return 'postponed';
  if (name.includes('CANCELED') || name.includes('CANCELLED')) return 'cancelled';
  if (type.state === 'pre') return 'pre';
  if (type.state === 'post') return type.completed ? 'final' : 'delayed';
  if (name.includes('HALFTIME')) return 'halftime';
  if (name.includes('END_PERIOD')) return 'end_of_period';
  if (name.includes('DELAY')) return 'delayed';
  return 'in';
}
