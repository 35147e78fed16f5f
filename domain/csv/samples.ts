import { kickoffDays, type SeasonWeek } from '../seasons';
import { LINES_COLUMNS, SCHEDULE_COLUMNS } from './columns';

/**
 * Sample files for the admin's uploads, made for the week asked for (the one under way) so they
 * import as they are: schedule rows on days inside that week, and lines for the same game_ids.
 */
interface SampleGame {
  gameId: string;
  home: string;
  away: string;
  date: string;
  time: string;
}

const MATCHUPS: readonly [home: string, away: string][] = [
  ['DET', 'GB'],
  ['DAL', 'KC'],
  ['BUF', 'MIA'],
  ['SF', 'SEA'],
  ['PHI', 'NYG'],
  ['BAL', 'PIT'],
];

/** How many games a sample week has: one Hall of Fame game, a full slate, fewer as the playoffs narrow. */
const GAMES_IN_WEEK: Record<number, number> = { [-3]: 1, 20: 4, 21: 2, 22: 1 };
const TIMES = ['20:15', '13:00', '16:25', '20:20', '13:00', '20:15'];

// Eastern time, as the league publishes kickoffs; the abbreviation follows daylight saving.
const easternZone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' });
const zoneOn = (date: string) =>
  easternZone.formatToParts(new Date(`${date}T17:00:00Z`)).find((part) => part.type === 'timeZoneName')
    ?.value === 'EDT'
    ? 'EDT'
    : 'EST';

/** Thursday night, then Sunday, the last game on Monday night; a lone playoff game on the Sunday. */
function dayFor(index: number, count: number, days: readonly string[]): string {
  const [first = '', sunday = first, last = sunday] = days;
  if (count <= 2) return sunday;
  if (index === 0) return first;
  return index === count - 1 ? last : sunday;
}

function sampleGames(week: SeasonWeek): SampleGame[] {
  const days = kickoffDays(week);
  const count = GAMES_IN_WEEK[week.week] ?? MATCHUPS.length;
  return MATCHUPS.slice(0, count).map(([home, away], index) => {
    const date = dayFor(index, count, days);
    return {
      gameId: `${date.replaceAll('-', '')}${String(index).padStart(2, '0')}`,
      home,
      away,
      date,
      time: TIMES[index] ?? '13:00',
    };
  });
}

export function sampleScheduleCsv(week: SeasonWeek): string {
  const rows = sampleGames(week).map((game) =>
    [game.gameId, game.home, game.away, game.date, game.time, week.season, week.week, zoneOn(game.date)].join(
      ',',
    ),
  );
  return [SCHEDULE_COLUMNS.join(','), ...rows].join('\n') + '\n';
}

export function sampleLinesCsv(week: SeasonWeek): string {
  const rows = sampleGames(week).map((game, index) =>
    // The favourite by abbreviation, as the schedule names teams; homeTeamId and awayTeamId work too.
    [game.gameId, index % 2 === 0 ? game.home : game.away, -(1.5 + index), 43.5 + index].join(','),
  );
  return [LINES_COLUMNS.join(','), ...rows].join('\n') + '\n';
}
