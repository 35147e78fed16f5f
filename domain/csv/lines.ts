import { LINES_COLUMNS } from './columns';
import { columnKey, CONTROL_CHARACTERS, readCsv, type ParsedFile } from './read-csv';
import { findTeam } from './teams';

/**
 * Who the favourite is: the game's home or away team, or a team named as the schedule names teams
 * (abbreviation, full name or id; checked against the game when the line is imported).
 */
export type Favorite = { side: 'home' | 'away' } | { teamId: number };

export interface LineRow {
  rowNumber: number;
  /** The schedule's game_id. */
  gameId: string;
  favorite: Favorite | null;
  /** Negative: what the favourite gives. */
  spreadLine: number | null;
  totalLine: number | null;
}

const HALF_POINTS = /^-?\d+(\.[05])?$/;
const SIDES = new Map<string, 'home' | 'away'>([
  ['hometeamid', 'home'],
  ['awayteamid', 'away'],
]);

/** Parses a betting-lines CSV: every good row, and every bad one with its row number and reason. */
export function parseLines(text: string): ParsedFile<LineRow> {
  const table = readCsv(text, LINES_COLUMNS);
  if ('fileError' in table) return { rows: [], errors: [table.fileError], warnings: [] };
  const rows: LineRow[] = [];
  const errors: string[] = [];
  for (const { rowNumber, values } of table.rows) {
    const problems: string[] = [];
    const gameId = values.game_id ?? '';
    if (!gameId) problems.push('game_id is required');
    else if (CONTROL_CHARACTERS.test(gameId))
      problems.push('game_id has a control character (a tab, a line break, ...)');

    const favoriteText = values.spread_favorite ?? '';
    const spreadText = values.spread_line ?? '';
    const totalText = values.total_line ?? '';
    let favorite: Favorite | null = null;
    // As forgiving as the headers: home_team_id and HomeTeamId are homeTeamId.
    const side = SIDES.get(columnKey(favoriteText));
    if (side) favorite = { side };
    else if (favoriteText !== '') {
      const team = findTeam(favoriteText);
      if (team) favorite = { teamId: team.id };
      else
        problems.push(
          `spread_favorite "${favoriteText}" is not homeTeamId, awayTeamId or a team (KC, Kansas City Chiefs or 16)`,
        );
    }

    const spreadLine = spreadText === '' ? null : Number(spreadText);
    if (spreadText !== '' && !HALF_POINTS.test(spreadText))
      problems.push('spread_line must be a number in steps of 0.5');
    else if (spreadLine !== null && spreadLine > 0)
      problems.push('spread_line must be 0 or negative (what the favorite gives)');
    if ((spreadText === '') !== (favoriteText === ''))
      problems.push('spread_favorite and spread_line go together');

    const totalLine = totalText === '' ? null : Number(totalText);
    if (totalText !== '' && (!HALF_POINTS.test(totalText) || (totalLine ?? 0) <= 0))
      problems.push('total_line must be a positive number in steps of 0.5');
    if (spreadText === '' && totalText === '') problems.push('a row needs a spread_line or a total_line');

    if (problems.length > 0) {
      errors.push(`Row ${rowNumber}: ${problems.join('; ')}`);
      continue;
    }
    rows.push({ rowNumber, gameId, favorite, spreadLine, totalLine });
  }
  return { rows, errors, warnings: [] };
}
