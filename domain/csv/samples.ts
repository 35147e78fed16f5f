import { kickoffDays, nextWeek, type SeasonWeek } from '../seasons';
import { LINES_COLUMNS, SCHEDULE_COLUMNS } from './columns';
import { zonedInstant } from './time-zones';

/**
 * Sample files for the admin's uploads, made for a week whose games are still to come (sampleWeek)
 * so they import as they are: schedule rows on days inside that week, and lines for the same game_ids.
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

/** Eastern time, as the league publishes kickoffs: ET is New York's clock, so it cannot name the wrong half of the year. */
const SAMPLE_ZONE = 'ET';

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

/** The sample's kickoffs as instants, read as the import reads them. */
export function sampleKickoffs(week: SeasonWeek): Date[] {
  return sampleGames(week).map(({ date, time }) => {
    const reading = zonedInstant({ date, time, localMs: Date.parse(`${date}T${time}:00Z`) }, SAMPLE_ZONE);
    if ('problem' in reading) throw new Error(`Sample kickoff ${date} ${time}: ${reading.problem}`);
    return reading.instant;
  });
}

/** Time enough, between downloading a sample and its first kickoff, to upload it and its lines. */
const SAMPLE_LEAD_MS = 60 * 60 * 1000;

/**
 * The week a sample file is made for: from the week under way, the first whose games have not
 * started and whose sample kickoffs are all at least SAMPLE_LEAD_MS away, so the file imports as it
 * is and its games take bets. A week under way behind the calendar (a past season, every game over)
 * is left behind the same way. Only the week under way's games are checked: a later week's games
 * have, in practice, not started while an earlier week is still under way (domain/seasons.ts,
 * weekUnderWay).
 */
export function sampleWeek(underWay: SeasonWeek, underWayKickoffs: readonly string[], now: Date): SeasonWeek {
  const earliest = now.getTime() + SAMPLE_LEAD_MS;
  const started = underWayKickoffs.some((kickoff) => Date.parse(kickoff) <= now.getTime());
  const allAhead = (week: SeasonWeek) =>
    sampleKickoffs(week).every((kickoff) => kickoff.getTime() >= earliest);
  let week = started ? nextWeek(underWay) : underWay;
  while (!allAhead(week)) week = nextWeek(week);
  return week;
}

export function sampleScheduleCsv(week: SeasonWeek): string {
  const rows = sampleGames(week).map((game) =>
    [game.gameId, game.home, game.away, game.date, game.time, week.season, week.week, SAMPLE_ZONE].join(','),
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
