import { FIRST_SEASON, isSeason, LAST_SEASON, seasonOf } from '../seasons';
import { isWeek } from '../weeks';
import { SCHEDULE_COLUMNS } from './columns';
import { CONTROL_CHARACTERS, readCsv, type ParsedFile } from './read-csv';
import { findTeam } from './teams';
import { timeZoneProblem, zonedInstant } from './time-zones';

export interface ScheduleRow {
  rowNumber: number;
  gameId: string;
  season: number;
  week: number;
  /** ISO instant, UTC. */
  gameDate: string;
  homeTeamId: number;
  awayTeamId: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Parses a schedule CSV: every good row, every bad one with its row number and reason, and a warning
 * for a good row read otherwise than written (a zone abbreviation that does not match its date).
 */
export function parseSchedule(text: string): ParsedFile<ScheduleRow> {
  const table = readCsv(text, SCHEDULE_COLUMNS);
  if ('fileError' in table) return { rows: [], errors: [table.fileError], warnings: [] };
  const rows: ScheduleRow[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  const seen = new Map<string, number>();
  for (const { rowNumber, values } of table.rows) {
    const problems = [];
    const gameId = values.game_id ?? '';
    if (!gameId) problems.push('game_id is required');
    else if (gameId.length > 100) problems.push('game_id is longer than 100 characters');
    else if (CONTROL_CHARACTERS.test(gameId))
      problems.push('game_id has a control character (a tab, a line break, ...)');
    else if (seen.has(gameId))
      problems.push(`game_id ${gameId} already appears on row ${String(seen.get(gameId))}`);

    const home = findTeam(values.home_team ?? '');
    const away = findTeam(values.away_team ?? '');
    if (!home) problems.push(`home_team "${values.home_team ?? ''}" is not a known team`);
    if (!away) problems.push(`away_team "${values.away_team ?? ''}" is not a known team`);
    if (home && away && home.id === away.id) problems.push('home_team and away_team are the same team');

    const season = Number(values.season);
    if (!/^\d{4}$/.test(values.season ?? '') || !isSeason(season))
      problems.push(`season must be a year from ${FIRST_SEASON} to ${LAST_SEASON}`);
    const week = Number(values.week);
    if (!/^-?\d+$/.test(values.week ?? '') || !isWeek(week))
      problems.push('week must be a whole number from -3 to 22');

    const reading = kickoff(values.game_date ?? '', values.game_time ?? '', values.timezone ?? '', problems);
    const gameDate = reading?.gameDate;
    // A season runs from March to February (domain/seasons.ts): a date outside it is a typo in one of the two.
    if (gameDate && isSeason(season) && seasonOf(gameDate) !== season)
      problems.push(
        `game_date ${values.game_date ?? ''} is outside the ${season} season, which runs from March ${season} to February ${season + 1}`,
      );

    if (problems.length > 0 || !home || !away || !gameDate) {
      errors.push(`Row ${rowNumber}: ${problems.join('; ')}`);
      continue;
    }
    seen.set(gameId, rowNumber);
    rows.push({ rowNumber, gameId, season, week, gameDate, homeTeamId: home.id, awayTeamId: away.id });
    if (reading.warning) warnings.push(`Row ${rowNumber}: ${reading.warning}`);
  }
  return { rows, errors, warnings };
}

/** The kickoff as a UTC instant, from the local date, time and zone of the file (domain/csv/time-zones.ts). */
function kickoff(
  date: string,
  time: string,
  zone: string,
  problems: string[],
): { gameDate: string; warning?: string } | undefined {
  const dateParts = DATE.exec(date);
  const timeParts = TIME.exec(time);
  const zoneProblem = timeZoneProblem(zone);
  if (!dateParts) problems.push('game_date must be YYYY-MM-DD');
  if (!timeParts) problems.push('game_time must be HH:MM or HH:MM:SS');
  if (zoneProblem) problems.push(zoneProblem);
  if (!dateParts || !timeParts || zoneProblem) return undefined;

  const [year, month, day] = [dateParts[1], dateParts[2], dateParts[3]].map(Number) as [
    number,
    number,
    number,
  ];
  // The seconds group is optional: absent means :00.
  const [hour, minute, second] = [timeParts[1], timeParts[2], timeParts[3] ?? '0'].map(Number) as [
    number,
    number,
    number,
  ];
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) {
    problems.push(`game_date ${date} is not a real date`);
    return undefined;
  }
  if (hour > 23 || minute > 59 || second > 59) {
    problems.push(`game_time ${time} is not a real time`);
    return undefined;
  }
  const reading = zonedInstant(
    { date, time, localMs: Date.UTC(year, month - 1, day, hour, minute, second) },
    zone,
  );
  if ('problem' in reading) {
    problems.push(reading.problem);
    return undefined;
  }
  return { gameDate: reading.instant.toISOString(), warning: reading.warning };
}
