import { Fragment, type ReactNode } from 'react';
import { LINES_COLUMNS, SCHEDULE_COLUMNS } from '../../../../domain/csv/columns';
import { US_CLOCKS, ZONE_ABBREVIATIONS } from '../../../../domain/csv/time-zones';
import { FIRST_SEASON, LAST_SEASON } from '../../../../domain/seasons';
import type { ImportKind } from '../../api/uploads';

/**
 * docs/product.md, CSV formats, as the upload card tells it under 'Columns and formats': every
 * column's format. Keyed by column, so a column added to columns.ts does not compile until it is
 * described here.
 */

function Code({ children }: { children: ReactNode }) {
  return <code className="font-mono whitespace-nowrap text-stone-800">{children}</code>;
}

/** "ET, CT, MT or PT", each as code. */
function Names({ names, last = 'or' }: { names: readonly string[]; last?: string }) {
  return names.map((name, index) => (
    <Fragment key={name}>
      {index === 0 ? '' : index === names.length - 1 ? ` ${last} ` : ', '}
      <Code>{name}</Code>
    </Fragment>
  ));
}

const TEAM = (
  <>
    abbreviation (<Code>KC</Code>), full name (<Code>Kansas City Chiefs</Code>) or team id (<Code>16</Code>,
    see Teams), in any case
  </>
);

const SCHEDULE_FORMATS: Record<(typeof SCHEDULE_COLUMNS)[number], ReactNode> = {
  game_id: (
    <>
      Your id for the game, up to 100 characters, once per file (<Code>2026112600</Code>). Uploading it again
      updates the game unless it is final or voided.
    </>
  ),
  home_team: <>The home team: {TEAM}.</>,
  away_team: <>The visiting team, named the same way.</>,
  game_date: (
    <>
      The kickoff&apos;s date in its timezone, <Code>YYYY-MM-DD</Code> (<Code>2026-11-26</Code>).
    </>
  ),
  game_time: (
    <>
      The kickoff&apos;s time in its timezone, 24-hour <Code>HH:MM</Code> (<Code>13:00</Code>,{' '}
      <Code>20:15</Code>); <Code>HH:MM:SS</Code> works too.
    </>
  ),
  season: (
    <>
      The year the season starts, {FIRST_SEASON} to {LAST_SEASON}: <Code>2026</Code> for games from August
      2026 to the Super Bowl in February 2027. <Code>game_date</Code> must fall within it.
    </>
  ),
  week: (
    <>
      <Code>-3</Code> (Hall of Fame), <Code>-2</Code> to <Code>0</Code> (preseason), <Code>1</Code> to{' '}
      <Code>18</Code>, then <Code>19</Code> to <Code>22</Code> (Wild Card to Super Bowl).
    </>
  ),
  timezone: (
    <>
      <Names names={Object.keys(US_CLOCKS)} />: that US zone&apos;s clock on <Code>game_date</Code>, daylight
      saving included (the samples use <Code>ET</Code>). Or a time zone name: <Code>America/Chicago</Code>,{' '}
      <Code>Europe/London</Code>, <Code>UTC</Code>. Or <Names names={Object.keys(ZONE_ABBREVIATIONS)} />; one
      that does not match the date (<Code>EDT</Code> in December) is read as that zone&apos;s clock, with a
      warning. <Code>MST</Code> is Arizona&apos;s time, UTC-7 all year.
    </>
  ),
};

const LINES_FORMATS: Record<(typeof LINES_COLUMNS)[number], ReactNode> = {
  game_id: (
    <>
      The schedule&apos;s <Code>game_id</Code> for the game: upload the schedule first.
    </>
  ),
  spread_favorite: (
    <>
      The team giving points: <Code>homeTeamId</Code>, <Code>awayTeamId</Code>, or the team by {TEAM}. Empty
      with no spread.
    </>
  ),
  spread_line: (
    <>
      What the favorite gives: <Code>0</Code> or negative, in steps of 0.5 (<Code>-3.5</Code>). Empty with no
      spread.
    </>
  ),
  total_line: (
    <>
      The over/under: positive, in steps of 0.5 (<Code>47.5</Code>). Empty with no total. Each row needs a
      spread, a total or both.
    </>
  ),
};

const FORMATS: Record<ImportKind, { columns: readonly string[]; formats: Record<string, ReactNode> }> = {
  schedule: { columns: SCHEDULE_COLUMNS, formats: SCHEDULE_FORMATS },
  lines: { columns: LINES_COLUMNS, formats: LINES_FORMATS },
};

/** The disclosure's content: loaded when first opened (docs/decisions.md, first-visit budgets). */
export function CsvFormats({ kind }: { kind: ImportKind }) {
  const { columns, formats } = FORMATS[kind];
  return (
    <div className="space-y-3 border-t border-stone-200 px-3 py-3">
      <dl className="space-y-2 sm:grid sm:grid-cols-[9rem_1fr] sm:gap-x-3 sm:space-y-0 sm:gap-y-2">
        {columns.map((column) => (
          <div key={column} className="sm:contents">
            <dt className="font-mono font-semibold break-words text-stone-900">{column}</dt>
            <dd className="text-stone-600">{formats[column]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-stone-600">
        Headers may be in any case, with or without spaces or underscores (<Code>game_id</Code>,{' '}
        <Code>gameId</Code> and <Code>Game ID</Code> are one column), in any order; other columns are ignored.
        {kind === 'lines' && (
          <>
            {' '}
            Files with the earlier headers (
            <Names names={['gameId', 'spreadFavorite', 'spreadLine', 'totalLine']} last="and" />) still
            import.
          </>
        )}{' '}
        Errors give spreadsheet row numbers: the header is row 1.
      </p>
    </div>
  );
}
