import Papa from 'papaparse';

/** A data row with the number a spreadsheet shows for it: the header is row 1. */
export interface CsvRow {
  rowNumber: number;
  values: Record<string, string>;
}

/**
 * A parsed file: the good rows, one message per bad row ("Row 7: ..."), and one per good row that was
 * read otherwise than written (it still imports).
 */
export interface ParsedFile<T> {
  rows: T[];
  errors: string[];
  warnings: string[];
}

/** Invisible in a spreadsheet and in the admin's screens, so never part of an id (docs/product.md). */
// eslint-disable-next-line no-control-regex -- matching them is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export type CsvTable = { rows: CsvRow[] } | { fileError: string };

/**
 * How a header names a column, forgivingly: case, spaces, underscores and hyphens do not count, so
 * game_id, gameId, Game ID and GAME-ID are one column (docs/product.md, CSV formats).
 */
export const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

/**
 * Reads a CSV file's text: tolerates a byte-order mark, CRLF line ends, quoted fields, blank lines
 * and extra columns; refuses a file without the required header columns, or with one twice. Each
 * row's values are keyed by the required columns' names as given, whatever the header's spelling.
 */
export function readCsv(text: string, requiredColumns: readonly string[]): CsvTable {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return { fileError: 'The file is empty' };
  // Blank lines are kept while parsing so that every record keeps its spreadsheet row number.
  const [header = [], ...records] = Papa.parse<string[]>(content, { skipEmptyLines: false }).data;
  const required = new Map(requiredColumns.map((column) => [columnKey(column), column]));
  const columns = header.map((name) => required.get(columnKey(name)) ?? name.trim());
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return {
      fileError: `The header row is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    };
  }
  const twice = requiredColumns.find((column) => columns.indexOf(column) !== columns.lastIndexOf(column));
  if (twice) {
    const spellings = header
      .filter((name) => columnKey(name) === columnKey(twice))
      .map((name) => name.trim());
    return { fileError: `The header row has the column ${twice} twice (${spellings.join(', ')})` };
  }
  const rows = records
    .map((record, index) => ({
      rowNumber: index + 2,
      values: Object.fromEntries(
        columns.map((column, position) => [column, (record[position] ?? '').trim()]),
      ),
    }))
    .filter((row) => Object.values(row.values).some((value) => value !== ''));
  if (rows.length === 0) return { fileError: 'The file has a header row but no data rows' };
  return { rows };
}
