import { LINES_COLUMNS } from './columns';
import { readCsv, type ParsedFile } from './read-csv';
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

/** Parses a betting-lines CSV: every good row, and every bad one with its row number and reason. */
export function parseLines(text: string): ParsedFile<LineRow> {
  const table = readCsv(text, LINES_COLUMNS);
  if ('fileError' in table) return { rows: [], errors: [table.fileError], warnings: [] };
  const rows: LineRow[] = [];
  const errors: string[] = [];
  for (const { rowNumber, values } of table.rows) {
    const problems: string[] = [];
    const gameId = values.gameId ?? '';
    if (!gameId) problems.push('gameId is required');

    const favoriteText = values.spreadFavorite ?? '';
    const spreadText = values.spreadLine ?? '';
    const totalText = values.totalLine ?? '';
    let favorite: Favorite | null = null;
    if (favoriteText === 'homeTeamId') favorite = { side: 'home' };
    else if (favoriteText === 'awayTeamId') favorite = { side: 'away' };
    else if (favoriteText !== '') {
      const team = findTeam(favoriteText);
      if (team) favorite = { teamId: team.id };
      else
        problems.push(
          `spreadFavorite "${favoriteText}" is not homeTeamId, awayTeamId or a team (KC, Kansas City Chiefs or 16)`,
        );
    }

    const spreadLine = spreadText === '' ? null : Number(spreadText);
    if (spreadText !== '' && !HALF_POINTS.test(spreadText))
      problems.push('spreadLine must be a number in steps of 0.5');
    else if (spreadLine !== null && spreadLine > 0)
      problems.push('spreadLine must be 0 or negative (what the favorite gives)');
    if ((spreadText === '') !== (favoriteText === ''))
      problems.push('spreadFavorite and spreadLine go together');

    const totalLine = totalText === '' ? null : Number(totalText);
    if (totalText !== '' && (!HALF_POINTS.test(totalText) || (totalLine ?? 0) <= 0))
      problems.push('totalLine must be a positive number in steps of 0.5');
    if (spreadText === '' && totalText === '') problems.push('a row needs a spreadLine or a totalLine');

    if (problems.length > 0) {
      errors.push(`Row ${rowNumber}: ${problems.join('; ')}`);
      continue;
    }
    rows.push({ rowNumber, gameId, favorite, spreadLine, totalLine });
  }
  return { rows, errors, warnings: [] };
}
