/**
 * The CSV files' columns, apart from their parsers: the web app writes sample files with them and
 * should not carry the parser (papaparse) to do so.
 */

/** SPEC 3, Schedule CSV columns. */
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

/** SPEC 3, Betting-lines CSV columns. */
export const LINES_COLUMNS = ['gameId', 'spreadFavorite', 'spreadLine', 'totalLine'] as const;
