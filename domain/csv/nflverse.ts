import type { Moneyline } from '../games';
import { isAmericanOdds } from '../odds';
import { isPoints, type Score } from '../scores';
import { NFL_TEAMS, type Team } from '../teams';
import { CONTROL_CHARACTERS, readCsv, type ParsedFile } from './read-csv';
import type { ScheduleRow } from './schedule';
import { zonedInstant } from './time-zones';

/**
 * docs/product.md, The NFL schedule feed: the nflverse schedule file (`games.csv` of nflverse/nfldata,
 * what nflreadr's `load_schedules()` reads), one row per game since 1999. Columns are found by their
 * header name, since the file gains columns over the years; these are the ones Pigskin reads.
 */
export const NFLVERSE_COLUMNS = [
  'game_id',
  'season',
  'game_type',
  'week',
  'gameday',
  'gametime',
  'away_team',
  'home_team',
] as const;
const OPTIONAL = {
  awayScore: 'away_score',
  homeScore: 'home_score',
  spread: 'spread_line',
  total: 'total_line',
  awayMoneyline: 'away_moneyline',
  homeMoneyline: 'home_moneyline',
  location: 'location',
  stadium: 'stadium',
};

/** The file's public address, which the fetch-feed job reads unless told otherwise. */
export const NFLVERSE_SCHEDULE_URL =
  'https://raw.githubusercontent.com/nflverse/nfldata/master/data/games.csv';

/**
 * A schedule upload is the nflverse file when its header has these, which the SPEC's schedule CSV
 * (game_date, game_time, timezone) does not.
 */
export function isNflverseSchedule(text: string): boolean {
  const header = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '')
    .split(',')
    .map((name) => name.trim());
  return ['game_type', 'gameday', 'gametime', 'away_team', 'home_team'].every((name) =>
    header.includes(name),
  );
}

/** The file's game types: the regular season's weeks are its own; the playoffs follow them. */
const PLAYOFF_WEEKS: Record<string, number> = { WC: 19, DIV: 20, CON: 21, SB: 22 };

/**
 * The file's team codes that differ from ours: `LA` is the Rams (the Chargers are `LAC`), and rows of
 * earlier seasons name teams that have since moved.
 */
const FORMER_CODES: Record<string, string> = { LA: 'LAR', STL: 'LAR', OAK: 'LV', SD: 'LAC' };
const teamsByCode = new Map<string, Team>(NFL_TEAMS.map((team) => [team.abbreviation, team]));
const teamOf = (code: string) => teamsByCode.get(FORMER_CODES[code] ?? code);

/**
 * One game of the chosen season, as the feed gives it: what a schedule CSV row holds (`gameId` is the
 * file's game_id, "2024_01_BAL_KC", which a moved game keeps), and its line and final.
 */
export interface FeedRow extends ScheduleRow {
  /** The line as the lines CSV stores it: the favourite's team and its (negative) spread; null: none yet. */
  line: { favoriteTeamId: number | null; spreadLine: number | null; totalLine: number | null } | null;
  /** The file's `away_moneyline` and `home_moneyline`, American odds; null: none. */
  moneyline: Moneyline | null;
  /** Both scores of a game played: its official final. */
  final: Score | null;
  /** The file's `location`: Neutral (true) or Home (false); null where it does not say. */
  neutralSite: boolean | null;
  /** The file's `stadium`, kept for a neutral site only: the home team's needs no naming. */
  stadium: string | null;
}

export interface ParsedFeed extends ParsedFile<FeedRow> {
  /** Rows of other seasons, left alone. */
  otherSeasons: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The rows of `season`: kickoffs from `gameday` and `gametime`, which are US Eastern wall-clock time
 * (daylight saving applied by the date, games abroad included); weeks -2..0 for preseason rows, 1-18
 * for the regular season, 19-22 for the playoffs; `spread_line` positive when the home team is
 * favoured; scores only when both are there.
 */
export function parseNflverse(text: string, season: number): ParsedFeed {
  const table = readCsv(text, NFLVERSE_COLUMNS);
  if ('fileError' in table) return { rows: [], errors: [table.fileError], warnings: [], otherSeasons: 0 };
  const parsed: ParsedFeed = { rows: [], errors: [], warnings: [], otherSeasons: 0 };
  const seen = new Set<string>();
  for (const { rowNumber, values } of table.rows) {
    if (values.season !== String(season)) {
      parsed.otherSeasons += 1;
      continue;
    }
    const problems: string[] = [];
    const gameId = values.game_id ?? '';
    if (!/^[\w-]{1,100}$/.test(gameId)) problems.push(`game_id "${gameId}" is not a game id`);
    else if (seen.has(gameId)) problems.push(`game_id ${gameId} appears twice`);
    const week = weekOf(values.game_type ?? '', values.week ?? '');
    if (week === undefined)
      problems.push(
        `game_type ${values.game_type ?? ''} and week ${values.week ?? ''} are not a week we know`,
      );
    const [home, away] = [teamOf(values.home_team ?? ''), teamOf(values.away_team ?? '')];
    if (!home) problems.push(`home_team ${values.home_team ?? ''} is not a team we know`);
    if (!away) problems.push(`away_team ${values.away_team ?? ''} is not a team we know`);
    const kickoff = kickoffOf(values.gameday ?? '', values.gametime ?? '');
    if ('problem' in kickoff) problems.push(kickoff.problem);
    const final = finalOf(values[OPTIONAL.homeScore] ?? '', values[OPTIONAL.awayScore] ?? '', problems);
    const line =
      home && away
        ? lineOf(values[OPTIONAL.spread] ?? '', values[OPTIONAL.total] ?? '', home, away, problems)
        : null;
    const moneyline = moneylineOf(
      values[OPTIONAL.awayMoneyline] ?? '',
      values[OPTIONAL.homeMoneyline] ?? '',
      problems,
    );
    if (problems.length > 0 || week === undefined || !home || !away || 'problem' in kickoff) {
      parsed.errors.push(`Row ${rowNumber}: ${problems.join('; ')}`);
      continue;
    }
    seen.add(gameId);
    parsed.rows.push({
      rowNumber,
      gameId,
      season,
      week,
      gameDate: kickoff.instant.toISOString(),
      homeTeamId: home.id,
      awayTeamId: away.id,
      line,
      moneyline,
      final,
      ...siteOf(values[OPTIONAL.location] ?? '', values[OPTIONAL.stadium] ?? ''),
    });
  }
  return parsed;
}

/**
 * Where the game is played. A location the file has not used before reads as not said: it only
 * decides a note on the game's card, never whether the row imports.
 */
function siteOf(location: string, stadium: string): Pick<FeedRow, 'neutralSite' | 'stadium'> {
  const kind = location.toLowerCase();
  const neutralSite = kind === 'neutral' ? true : kind === 'home' ? false : null;
  const named = stadium.length <= 100 && !CONTROL_CHARACTERS.test(stadium) ? stadium : '';
  return { neutralSite, stadium: neutralSite && named ? named : null };
}

function weekOf(gameType: string, week: string): number | undefined {
  if (!/^\d{1,2}$/.test(week)) return undefined;
  const number = Number(week);
  if (gameType === 'REG') return number >= 1 && number <= 18 ? number : undefined;
  if (gameType === 'PRE') return number >= 0 && number <= 3 ? number - 3 : undefined;
  return PLAYOFF_WEEKS[gameType];
}

function kickoffOf(gameday: string, gametime: string): { instant: Date } | { problem: string } {
  const date = DATE.exec(gameday);
  const time = TIME.exec(gametime);
  if (!date || !time)
    return { problem: `gameday "${gameday}" and gametime "${gametime}" must be YYYY-MM-DD and HH:MM` };
  const localMs = Date.UTC(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(time[1]),
    Number(time[2]),
  );
  const reading = zonedInstant({ date: gameday, time: gametime, localMs }, 'ET');
  return 'problem' in reading ? reading : { instant: reading.instant };
}

function finalOf(home: string, away: string, problems: string[]): Score | null {
  if (home === '' && away === '') return null;
  const score = { home: Number(home), away: Number(away) };
  if (!/^\d+$/.test(home) || !/^\d+$/.test(away) || !isPoints(score.home) || !isPoints(score.away)) {
    problems.push(`home_score ${home} and away_score ${away} are not a final score`);
    return null;
  }
  return score;
}

/** Lines move in half points; the file's are. */
function lineOf(spread: string, total: string, home: Team, away: Team, problems: string[]): FeedRow['line'] {
  const halfPoints = (text: string, column: string) => {
    if (text === '') return null;
    const value = Number(text);
    if (!NUMBER.test(text) || !Number.isInteger(value * 2) || Math.abs(value) > 99) {
      problems.push(`${column} ${text} is not a line in half points`);
      return null;
    }
    return value;
  };
  const spreadLine = halfPoints(spread, 'spread_line');
  const totalLine = halfPoints(total, 'total_line');
  if (spreadLine === null && totalLine === null) return null;
  return {
    // Positive: the home team is favoured by that much. A pick'em has no favourite to name: the home side.
    favoriteTeamId: spreadLine === null ? null : spreadLine >= 0 ? home.id : away.id,
    spreadLine: spreadLine === null ? null : -Math.abs(spreadLine) || 0,
    totalLine,
  };
}

/** Both moneylines, or neither (docs/product.md, The NFL schedule feed). */
function moneylineOf(away: string, home: string, problems: string[]): Moneyline | null {
  if (away === '' && home === '') return null;
  if (away === '' || home === '') {
    problems.push('away_moneyline and home_moneyline go together');
    return null;
  }
  const american = (text: string, column: string) => {
    const value = Number(text);
    if (/^[+-]?\d{1,5}$/.test(text) && isAmericanOdds(value)) return value;
    problems.push(
      `${column} ${text} is not American odds (a whole number from 100 to 10000, or -100 to -10000)`,
    );
    return undefined;
  };
  const odds = { away: american(away, 'away_moneyline'), home: american(home, 'home_moneyline') };
  return odds.away === undefined || odds.home === undefined ? null : { away: odds.away, home: odds.home };
}
