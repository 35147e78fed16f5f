import { FIRST_WEEK, LAST_WEEK } from './weeks';

/**
 * Seasons and the week under way (docs/decisions.md, "Seasons follow the NFL calendar"). A season is
 * the year its regular season starts: the 2026 season runs from the Hall of Fame game in August 2026
 * to the Super Bowl in February 2027.
 */
export interface SeasonWeek {
  season: number;
  week: number;
}

export const FIRST_SEASON = 2000;
export const LAST_SEASON = 2100;

export function isSeason(season: number): boolean {
  return Number.isInteger(season) && season >= FIRST_SEASON && season <= LAST_SEASON;
}

/** Orders weeks across seasons: 2025 week 22 comes before 2026 week -3. */
export function compareSeasonWeeks(a: SeasonWeek, b: SeasonWeek): number {
  return a.season - b.season || a.week - b.week;
}

/** The week before, across the season boundary (the Hall of Fame week follows the last Super Bowl). */
export function previousWeek({ season, week }: SeasonWeek): SeasonWeek {
  return week > FIRST_WEEK ? { season, week: week - 1 } : { season: season - 1, week: LAST_WEEK };
}

/** The week after, across the season boundary. */
export function nextWeek({ season, week }: SeasonWeek): SeasonWeek {
  return week < LAST_WEEK ? { season, week: week + 1 } : { season: season + 1, week: FIRST_WEEK };
}

// Week boundaries fall at midnight Pacific time, so which week an instant belongs to depends only on
// its Pacific calendar date. Dates are counted as whole days since 1970-01-01 (UTC arithmetic on
// calendar dates, which has no daylight-saving jumps); Intl knows the Los Angeles rules.
const DAY_MS = 24 * 60 * 60 * 1000;
// Made on first use: a formatter for a time zone loads its rules, about 10 ms of a function's cold
// start, which most functions never need (docs/decisions.md, Cold starts).
let pacificDateParts: Intl.DateTimeFormat | undefined;
const pacificFormat = () =>
  (pacificDateParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }));

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

function pacificDay(instant: Date): { year: number; day: number } {
  const parts = Object.fromEntries(
    pacificFormat()
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day', number>;
  return { year: parts.year, day: dayNumber(parts.year, parts.month, parts.day) };
}

/** Week 1 starts on the Thursday after Labor Day, the first Monday of September. */
function weekOneThursday(season: number): number {
  const septemberFirst = dayNumber(season, 9, 1);
  const weekday = new Date(septemberFirst * DAY_MS).getUTCDay();
  const laborDay = septemberFirst + ((8 - weekday) % 7);
  return laborDay + 3;
}

/** The preseason weeks -2, -1 and 0 start this many days before week 1's Thursday. */
const PRESEASON_STARTS: readonly [week: number, daysBefore: number][] = [
  [0, 13],
  [-1, 20],
  [-2, 27],
];
const MARCH = 3;

/** The first Pacific calendar day of a week, as a day number. */
function firstDayOf({ season, week }: SeasonWeek): number {
  const thursday = weekOneThursday(season);
  if (week >= 1) return thursday + 7 * (week - 1);
  const preseason = PRESEASON_STARTS.find(([candidate]) => candidate === week);
  return preseason ? thursday - preseason[1] : dayNumber(season, MARCH, 1);
}

/**
 * The week an instant falls in by the NFL calendar, in Pacific time: each week runs Thursday to
 * Wednesday from week 1; weeks 19 to 21 follow week 18, and week 22 lasts until March 1; from March 1
 * until the preseason begins, it is the coming season's Hall of Fame week.
 */
export function calendarWeek(now: Date): SeasonWeek {
  const { year, day } = pacificDay(now);
  const season = day < dayNumber(year, MARCH, 1) ? year - 1 : year;
  const thursday = weekOneThursday(season);
  if (day >= thursday) {
    return { season, week: Math.min(LAST_WEEK, Math.floor((day - thursday) / 7) + 1) };
  }
  const started = PRESEASON_STARTS.find(([, daysBefore]) => day >= thursday - daysBefore);
  return { season, week: started ? started[0] : FIRST_WEEK };
}

/** The season an instant (a kickoff) belongs to by the calendar. */
export function seasonOf(instant: string | Date): number {
  return calendarWeek(new Date(instant)).season;
}

/**
 * Plausible kickoff dates (YYYY-MM-DD) inside a week, for sample files and demo data: the first days
 * of a regular or playoff week (Thursday, Sunday, Monday), of a preseason week (Friday to Sunday),
 * and the Hall of Fame game's Thursday, five weeks before week 1's.
 */
export function kickoffDays(week: SeasonWeek): string[] {
  const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (week.week === FIRST_WEEK) return [isoDate(weekOneThursday(week.season) - 35)];
  const first = firstDayOf(week);
  return (week.week >= 1 ? [0, 3, 4] : [0, 1, 2]).map((offset) => isoDate(first + offset));
}

/**
 * How long after kickoff a game without a final score still holds the week under way: long enough
 * for a Monday night game's bets to be settled the next day, short enough that games nobody scored
 * (no bets on them, so no settlement marked them final) do not hold the whole season back.
 */
export const UNDER_WAY_HOURS = 24;

/** What the data says about the schedule: the games not yet final, and the weeks that have games. */
export interface ScheduleSummary {
  openGames: readonly (SeasonWeek & { gameDate: string })[];
  weeksWithGames: readonly SeasonWeek[];
}

/**
 * The season and week screens open on. From the data first: the week of the earliest game still
 * under way (not final, kicked off less than UNDER_WAY_HOURS ago or not yet) in the latest season
 * that has one; else the last week that has games; with no games at all, the NFL calendar.
 */
export function weekUnderWay(schedule: ScheduleSummary, now: Date): SeasonWeek {
  const cutoff = now.getTime() - UNDER_WAY_HOURS * 60 * 60 * 1000;
  const underWay = schedule.openGames.filter((game) => Date.parse(game.gameDate) > cutoff);
  if (underWay.length > 0) {
    const latestSeason = Math.max(...underWay.map((game) => game.season));
    const [earliest] = underWay
      .filter((game) => game.season === latestSeason)
      .sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate));
    if (earliest) return { season: earliest.season, week: earliest.week };
  }
  const [last] = [...schedule.weeksWithGames].sort(compareSeasonWeeks).reverse();
  return last ? { season: last.season, week: last.week } : calendarWeek(now);
}

/** The seasons a selector offers: those that have games, and the one under way, newest first. */
export function selectableSeasons(schedule: ScheduleSummary, underWay: SeasonWeek): number[] {
  const seasons = new Set([underWay.season, ...schedule.weeksWithGames.map((week) => week.season)]);
  return [...seasons].sort((a, b) => b - a);
}

/** The latest of the weeks in which bets were settled, where the Weekly leaderboard opens. */
export function latestWeek(weeks: readonly SeasonWeek[]): SeasonWeek | null {
  const [latest] = [...weeks].sort(compareSeasonWeeks).reverse();
  return latest ? { season: latest.season, week: latest.week } : null;
}

/** GET /api/seasons: where screens open, and the seasons their selectors offer. */
export interface SeasonsOverview {
  current: SeasonWeek;
  seasons: number[];
  /** The latest week with a settled bet, if any: the Weekly leaderboard opens there, not on an empty week. */
  latestResults: SeasonWeek | null;
}
