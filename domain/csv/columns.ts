/**
 * The CSV files' columns, apart from their parsers: the web app writes sample files with them and
 * should not carry the parser (papaparse) to do so.
 */

/** docs/product.md, CSV formats: the schedule's columns. */
export const SCHEDULE_COLUMNS = [
  'game_id',
  'home_team',
  'away_team',
  'game_date',
  'game_time',
  'season',
  'week',
  'timezone',
] as const;

/**
 * docs/product.md, CSV formats: the betting lines' columns, in snake_case like the schedule's. Files
 * written for the camelCase names (gameId, spreadFavorite, ...) still read: headers match forgivingly
 * (read-csv.ts, columnKey).
 */
export const LINES_COLUMNS = ['game_id', 'spread_favorite', 'spread_line', 'total_line'] as const;
