import { describe, expect, it } from 'vitest';
import { parseLines } from '../../domain/csv/lines';
import { sampleKickoffs, sampleLinesCsv, sampleScheduleCsv, sampleWeek } from '../../domain/csv/samples';
import { parseSchedule } from '../../domain/csv/schedule';
import { calendarWeek, compareSeasonWeeks, previousWeek } from '../../domain/seasons';
import { WEEKS } from '../../domain/weeks';

const at = (iso: string) => new Date(iso);
const HEADER = 'game_id,home_team,away_team,game_date,game_time,season,week,timezone';
const schedule = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('schedule CSV', () => {
  it('turns a good row into a game with its kickoff in UTC', () => {
    const { rows, errors } = parseSchedule(schedule('2025090401,PHI,DAL,2025-09-04,20:20,2025,1,EDT'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        rowNumber: 2,
        gameId: '2025090401',
        season: 2025,
        week: 1,
        gameDate: '2025-09-05T00:20:00.000Z',
        homeTeamId: 26,
        awayTeamId: 9,
      },
    ]);
  });

  it('takes any season from 2000 to 2100, such as the 2026 season whose playoffs are in 2027', () => {
    const { rows, errors } = parseSchedule(
      schedule(
        '2026112601,DET,GB,2026-11-26,12:30,2026,12,EST',
        '2027021401,SF,KC,2027-02-14,15:30,2026,22,PST',
      ),
    );
    expect(errors).toEqual([]);
    expect(rows.map(({ season, week, gameDate }) => ({ season, week, gameDate }))).toEqual([
      { season: 2026, week: 12, gameDate: '2026-11-26T17:30:00.000Z' },
      { season: 2026, week: 22, gameDate: '2027-02-14T23:30:00.000Z' },
    ]);
  });

  it.each([
    ['EST', '2025-12-07', '2025-12-07T18:00:00.000Z'],
    ['EDT', '2025-07-06', '2025-07-06T17:00:00.000Z'],
    ['CST', '2025-12-07', '2025-12-07T19:00:00.000Z'],
    ['CDT', '2025-07-06', '2025-07-06T18:00:00.000Z'],
    ['MST', '2025-12-07', '2025-12-07T20:00:00.000Z'],
    ['MDT', '2025-07-06', '2025-07-06T19:00:00.000Z'],
    ['PST', '2025-12-07', '2025-12-07T21:00:00.000Z'],
    ['PDT', '2025-07-06', '2025-07-06T20:00:00.000Z'],
    ['pdt', '2025-07-06', '2025-07-06T20:00:00.000Z'],
  ])('reads 13:00 %s on %s, which matches the date, as %s without a warning', (zone, date, instant) => {
    expect(parseSchedule(schedule(`g1,KC,BUF,${date},13:00,2025,1,${zone}`))).toMatchObject({
      rows: [{ gameDate: instant }],
      errors: [],
      warnings: [],
    });
  });

  it.each([
    ['ET', '2025-07-06', '2025-07-06T17:00:00.000Z'],
    ['ET', '2025-12-07', '2025-12-07T18:00:00.000Z'],
    ['CT', '2025-07-06', '2025-07-06T18:00:00.000Z'],
    ['CT', '2025-12-07', '2025-12-07T19:00:00.000Z'],
    ['MT', '2025-07-06', '2025-07-06T19:00:00.000Z'],
    ['MT', '2025-12-07', '2025-12-07T20:00:00.000Z'],
    ['PT', '2025-07-06', '2025-07-06T20:00:00.000Z'],
    ['pt', '2025-12-07', '2025-12-07T21:00:00.000Z'],
    ['America/Chicago', '2025-07-06', '2025-07-06T18:00:00.000Z'],
    ['america/chicago', '2025-12-07', '2025-12-07T19:00:00.000Z'],
    ['America/Phoenix', '2025-07-06', '2025-07-06T20:00:00.000Z'],
    ['Europe/London', '2025-07-06', '2025-07-06T12:00:00.000Z'],
    ['Europe/London', '2025-12-07', '2025-12-07T13:00:00.000Z'],
    ['UTC', '2025-12-07', '2025-12-07T13:00:00.000Z'],
  ])('reads 13:00 %s on %s as that clock shows it, daylight saving applied: %s', (zone, date, instant) => {
    expect(parseSchedule(schedule(`g1,KC,BUF,${date},13:00,2025,1,${zone}`))).toMatchObject({
      rows: [{ gameDate: instant }],
      errors: [],
      warnings: [],
    });
  });

  it.each([
    // The game: 1:00 PM marked EDT after daylight saving ended is 1:00 PM EST, not 12:00 PM EST.
    [
      'EDT',
      '2025-11-29',
      '2025-11-29T18:00:00.000Z',
      'timezone EDT does not match 2025-11-29, when Eastern time is EST; read as 13:00 EST',
    ],
    [
      'EST',
      '2025-07-06',
      '2025-07-06T17:00:00.000Z',
      'timezone EST does not match 2025-07-06, when Eastern time is EDT; read as 13:00 EDT',
    ],
    [
      'CDT',
      '2025-12-07',
      '2025-12-07T19:00:00.000Z',
      'timezone CDT does not match 2025-12-07, when Central time is CST; read as 13:00 CST',
    ],
    [
      'CST',
      '2025-07-06',
      '2025-07-06T18:00:00.000Z',
      'timezone CST does not match 2025-07-06, when Central time is CDT; read as 13:00 CDT',
    ],
    [
      'MDT',
      '2025-12-07',
      '2025-12-07T20:00:00.000Z',
      'timezone MDT does not match 2025-12-07, when Mountain time is MST; read as 13:00 MST',
    ],
    [
      'PDT',
      '2025-12-07',
      '2025-12-07T21:00:00.000Z',
      'timezone PDT does not match 2025-12-07, when Pacific time is PST; read as 13:00 PST',
    ],
    [
      'PST',
      '2025-07-06',
      '2025-07-06T20:00:00.000Z',
      'timezone PST does not match 2025-07-06, when Pacific time is PDT; read as 13:00 PDT',
    ],
  ])(
    'reads 13:00 %s on %s, which does not match the date, as the clock of that zone (%s) with a warning',
    (zone, date, instant, warning) => {
      expect(parseSchedule(schedule(`g1,KC,BUF,${date},13:00,2025,1,${zone}`))).toEqual({
        rows: [expect.objectContaining({ gameDate: instant })],
        errors: [],
        warnings: [`Row 2: ${warning}`],
      });
    },
  );

  it('keeps MST at UTC-7 in summer, as Arizona does, and warns that Denver is on MDT', () => {
    expect(parseSchedule(schedule('g1,ARI,SF,2025-09-14,13:05,2025,2,MST'))).toEqual({
      rows: [expect.objectContaining({ gameDate: '2025-09-14T20:05:00.000Z' })],
      errors: [],
      warnings: [
        "Row 2: timezone MST on 2025-09-14 was read as Arizona time (UTC-7, no daylight saving); Denver is on MDT that day, so write MT for Denver's clock",
      ],
    });
  });

  describe('across the changes of 2025 (New York: forward on March 9 at 02:00, back on November 2 at 02:00)', () => {
    const read = (date: string, time: string, zone: string) =>
      parseSchedule(schedule(`g1,KC,BUF,${date},${time},2025,1,${zone}`));

    it.each([
      ['2025-03-08', '13:00', '2025-03-08T18:00:00.000Z'],
      ['2025-03-09', '01:59', '2025-03-09T06:59:00.000Z'],
      ['2025-03-09', '03:00', '2025-03-09T07:00:00.000Z'],
      ['2025-03-09', '13:00', '2025-03-09T17:00:00.000Z'],
      ['2025-11-01', '13:00', '2025-11-01T17:00:00.000Z'],
      ['2025-11-02', '00:59', '2025-11-02T04:59:00.000Z'],
      ['2025-11-02', '02:00', '2025-11-02T07:00:00.000Z'],
      ['2025-11-02', '13:00', '2025-11-02T18:00:00.000Z'],
    ])('reads %s %s ET as %s', (date, time, instant) => {
      expect(read(date, time, 'ET')).toMatchObject({ rows: [{ gameDate: instant }], warnings: [] });
    });

    it('refuses a time the clocks skip, whatever the zone is written as', () => {
      for (const zone of ['ET', 'America/New_York', 'EST', 'EDT']) {
        expect(read('2025-03-09', '02:30', zone), zone).toEqual({
          rows: [],
          errors: [
            'Row 2: game_time 02:30 does not exist on 2025-03-09 in ' +
              (zone === 'America/New_York' ? 'America/New_York' : 'Eastern time') +
              ': the clocks skip that hour',
          ],
          warnings: [],
        });
      }
    });

    it('reads a time that happens twice as the first, with a warning, unless EDT or EST says which', () => {
      expect(read('2025-11-02', '01:30', 'ET')).toEqual({
        rows: [expect.objectContaining({ gameDate: '2025-11-02T05:30:00.000Z' })],
        errors: [],
        warnings: [
          'Row 2: game_time 01:30 happens twice on 2025-11-02 in Eastern time (the clocks go back); read as the first, 01:30 EDT; write EDT or EST to choose',
        ],
      });
      expect(read('2025-11-02', '01:30', 'EDT')).toMatchObject({
        rows: [{ gameDate: '2025-11-02T05:30:00.000Z' }],
        warnings: [],
      });
      expect(read('2025-11-02', '01:30', 'EST')).toMatchObject({
        rows: [{ gameDate: '2025-11-02T06:30:00.000Z' }],
        warnings: [],
      });
    });

    // All four US clocks change at 02:00 local on the same dates, so the same wall times are skipped
    // and repeated in each, at instants an hour apart from one zone to the next.
    describe.each([
      {
        clock: 'ET',
        name: 'Eastern time',
        standard: 'EST',
        daylight: 'EDT',
        beforeGap: '2025-03-09T06:59:00.000Z',
        afterGap: '2025-03-09T07:00:00.000Z',
        firstRepeat: '2025-11-02T05:30:00.000Z',
        secondRepeat: '2025-11-02T06:30:00.000Z',
      },
      {
        clock: 'CT',
        name: 'Central time',
        standard: 'CST',
        daylight: 'CDT',
        beforeGap: '2025-03-09T07:59:00.000Z',
        afterGap: '2025-03-09T08:00:00.000Z',
        firstRepeat: '2025-11-02T06:30:00.000Z',
        secondRepeat: '2025-11-02T07:30:00.000Z',
      },
      {
        clock: 'MT',
        name: 'Mountain time',
        standard: 'MST',
        daylight: 'MDT',
        beforeGap: '2025-03-09T08:59:00.000Z',
        afterGap: '2025-03-09T09:00:00.000Z',
        firstRepeat: '2025-11-02T07:30:00.000Z',
        secondRepeat: '2025-11-02T08:30:00.000Z',
      },
      {
        clock: 'PT',
        name: 'Pacific time',
        standard: 'PST',
        daylight: 'PDT',
        beforeGap: '2025-03-09T09:59:00.000Z',
        afterGap: '2025-03-09T10:00:00.000Z',
        firstRepeat: '2025-11-02T08:30:00.000Z',
        secondRepeat: '2025-11-02T09:30:00.000Z',
      },
    ])(
      '$clock ($name): forward on 2025-03-09, back on 2025-11-02',
      ({ clock, name, standard, daylight, beforeGap, afterGap, firstRepeat, secondRepeat }) => {
        it('reads the minutes either side of the skipped hour', () => {
          expect(read('2025-03-09', '01:59', clock)).toMatchObject({
            rows: [{ gameDate: beforeGap }],
            warnings: [],
          });
          expect(read('2025-03-09', '03:00', clock)).toMatchObject({
            rows: [{ gameDate: afterGap }],
            warnings: [],
          });
        });

        it('refuses 02:30 on 2025-03-09, written as the clock or as either abbreviation', () => {
          // MST is Arizona's all year, so it names a time that exists (below).
          for (const zone of [clock, daylight, ...(standard === 'MST' ? [] : [standard])]) {
            expect(read('2025-03-09', '02:30', zone), zone).toEqual({
              rows: [],
              errors: [
                `Row 2: game_time 02:30 does not exist on 2025-03-09 in ${name}: the clocks skip that hour`,
              ],
              warnings: [],
            });
          }
        });

        it('reads 01:30 on 2025-11-02 as the first, with a warning, unless the abbreviation chooses', () => {
          expect(read('2025-11-02', '01:30', clock)).toEqual({
            rows: [expect.objectContaining({ gameDate: firstRepeat })],
            errors: [],
            warnings: [
              `Row 2: game_time 01:30 happens twice on 2025-11-02 in ${name} (the clocks go back); read as the first, 01:30 ${daylight}; write ${daylight} or ${standard} to choose`,
            ],
          });
          expect(read('2025-11-02', '01:30', daylight)).toMatchObject({
            rows: [{ gameDate: firstRepeat }],
            warnings: [],
          });
          expect(read('2025-11-02', '01:30', standard)).toMatchObject({
            rows: [{ gameDate: secondRepeat }],
            warnings: [],
          });
        });
      },
    );

    it("reads MST 02:30 on 2025-03-09, which Denver's clock skips, as Arizona's UTC-7, with a warning", () => {
      expect(read('2025-03-09', '02:30', 'MST')).toEqual({
        rows: [expect.objectContaining({ gameDate: '2025-03-09T09:30:00.000Z' })],
        errors: [],
        warnings: [
          "Row 2: timezone MST on 2025-03-09 was read as Arizona time (UTC-7, no daylight saving); Denver is on MDT that day, so write MT for Denver's clock",
        ],
      });
    });

    it('follows Europe/London, whose clocks change on other dates (back on October 26)', () => {
      expect(read('2025-10-26', '01:30', 'Europe/London')).toMatchObject({
        rows: [{ gameDate: '2025-10-26T00:30:00.000Z' }],
        warnings: [
          'Row 2: game_time 01:30 happens twice on 2025-10-26 in Europe/London (the clocks go back); read as the first, 01:30 GMT+1',
        ],
      });
      expect(read('2025-10-26', '13:00', 'Europe/London')).toMatchObject({
        rows: [{ gameDate: '2025-10-26T13:00:00.000Z' }],
        warnings: [],
      });
    });
  });

  it('accepts teams by full name in any case, seconds in the time, and every week from -3 to 22', () => {
    const { rows, errors } = parseSchedule(
      schedule(
        'g1,kansas city chiefs,BUFFALO BILLS,2025-08-01,19:00:30,2025,-3,EDT',
        'g2,SF,SEA,2026-02-08,15:30,2025,22,PST',
      ),
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.homeTeamId, row.awayTeamId, row.week, row.gameDate])).toEqual([
      [16, 4, -3, '2025-08-01T23:00:30.000Z'],
      [28, 29, 22, '2026-02-08T23:30:00.000Z'],
    ]);
  });

  it('names teams as the lines CSV does: by abbreviation, full name or team id', () => {
    const { rows, errors } = parseSchedule(schedule('g1,16,Buffalo Bills,2025-12-07,13:00,2025,14,EST'));
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.homeTeamId, row.awayTeamId])).toEqual([[16, 4]]);
    expect(parseSchedule(schedule('g1,33,BUF,2025-12-07,13:00,2025,14,EST')).errors).toEqual([
      'Row 2: home_team "33" is not a known team',
    ]);
  });

  it.each([
    ['g1,KC,BUF,2025/12/07,13:00,2025,14,EST', 'game_date must be YYYY-MM-DD'],
    ['g1,KC,BUF,2025-02-30,13:00,2025,14,EST', 'game_date 2025-02-30 is not a real date'],
    ['g1,KC,BUF,2025-12-07,1pm,2025,14,EST', 'game_time must be HH:MM or HH:MM:SS'],
    ['g1,KC,BUF,2025-12-07,24:00,2025,14,EST', 'game_time 24:00 is not a real time'],
    [
      'g1,KC,BUF,2025-12-07,13:00,2025,14,Mars/Olympus',
      'timezone "Mars/Olympus" is not one of ET, CT, MT, PT, EST, EDT, CST, CDT, MST, MDT, PST, PDT or a time zone name such as America/Chicago',
    ],
    [
      'g1,KC,BUF,2025-12-07,13:00,2025,14,-05:00',
      'timezone "-05:00" is not one of ET, CT, MT, PT, EST, EDT, CST, CDT, MST, MDT, PST, PDT or a time zone name such as America/Chicago',
    ],
    [
      'g1,KC,BUF,2025-12-07,13:00,2025,14,',
      'timezone "" is not one of ET, CT, MT, PT, EST, EDT, CST, CDT, MST, MDT, PST, PDT or a time zone name such as America/Chicago',
    ],
    ['g1,KC,BUF,2025-12-07,13:00,1999,14,EST', 'season must be a year from 2000 to 2100'],
    ['g1,KC,BUF,2025-12-07,13:00,2101,14,EST', 'season must be a year from 2000 to 2100'],
    ['g1,KC,BUF,2025-12-07,13:00,25,14,EST', 'season must be a year from 2000 to 2100'],
    [
      'g1,KC,BUF,2025-12-07,13:00,2026,14,EST',
      'game_date 2025-12-07 is outside the 2026 season, which runs from March 2026 to February 2027',
    ],
    ['g1,KC,BUF,2025-12-07,13:00,2025,23,EST', 'week must be a whole number from -3 to 22'],
    ['g1,KC,BUF,2025-12-07,13:00,2025,-4,EST', 'week must be a whole number from -3 to 22'],
    ['g1,KC,BUF,2025-12-07,13:00,2025,1.5,EST', 'week must be a whole number from -3 to 22'],
    ['g1,KCC,BUF,2025-12-07,13:00,2025,14,EST', 'home_team "KCC" is not a known team'],
    ['g1,KC,Buffalo,2025-12-07,13:00,2025,14,EST', 'away_team "Buffalo" is not a known team'],
    ['g1,KC,KC,2025-12-07,13:00,2025,14,EST', 'home_team and away_team are the same team'],
    [',KC,BUF,2025-12-07,13:00,2025,14,EST', 'game_id is required'],
  ])('refuses %s: %s', (row, reason) => {
    expect(parseSchedule(schedule(row))).toEqual({ rows: [], errors: [`Row 2: ${reason}`], warnings: [] });
  });

  it('reports every problem of a row together, and keeps the good rows around a bad one', () => {
    const { rows, errors } = parseSchedule(
      schedule(
        'g1,KC,BUF,2025-12-07,13:00,2025,14,EST',
        'g2,XX,BUF,bad,13:00,1990,14,EST',
        'g3,SF,SEA,2025-12-07,16:25,2025,14,EST',
      ),
    );
    expect(rows.map((row) => row.gameId)).toEqual(['g1', 'g3']);
    expect(errors).toEqual([
      'Row 3: home_team "XX" is not a known team; season must be a year from 2000 to 2100; game_date must be YYYY-MM-DD',
    ]);
  });

  it('refuses a game_id that appears twice in one file', () => {
    const { errors } = parseSchedule(
      schedule('g1,KC,BUF,2025-12-07,13:00,2025,14,EST', 'g1,SF,SEA,2025-12-07,16:25,2025,14,EST'),
    );
    expect(errors).toEqual(['Row 3: game_id g1 already appears on row 2']);
  });

  it('reads a file with a byte-order mark, CRLF line ends, quoted fields, blank lines and extra columns', () => {
    const text =
      '\uFEFF' +
      `${HEADER},notes\r\n` +
      '"g1","Kansas City Chiefs","Buffalo Bills","2025-12-07","13:00","2025","14","EST","rivalry, again"\r\n' +
      '\r\n' +
      '   \r\n' +
      'g2,SF,SEA,2025-12-07,16:25,2025,14,EST,\r\n';
    const { rows, errors } = parseSchedule(text);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.rowNumber, row.gameId, row.homeTeamId])).toEqual([
      [2, 'g1', 16],
      [5, 'g2', 28],
    ]);
  });

  it('reads a header in camelCase or with spaces, in any case, as the lines file does', () => {
    const header = 'GameId,Home Team,away-team,GAME_DATE,gameTime,Season,week,TimeZone';
    expect(parseSchedule(`${header}\ng1,KC,BUF,2025-12-07,13:00,2025,14,ET`)).toMatchObject({
      rows: [{ gameId: 'g1', homeTeamId: 16, awayTeamId: 4, gameDate: '2025-12-07T18:00:00.000Z' }],
      errors: [],
    });
  });

  it('numbers rows as a spreadsheet does, blank rows included', () => {
    const { errors } = parseSchedule(
      schedule('g1,KC,BUF,2025-12-07,13:00,2025,14,EST', '', '', 'g2,KC,BUF,2025-12-07,13:00,2025,99,EST'),
    );
    expect(errors).toEqual(['Row 5: week must be a whole number from -3 to 22']);
  });

  it.each([
    ['', 'The file is empty'],
    ['\uFEFF  \n\n', 'The file is empty'],
    [
      'game_id,home_team\ng1,KC',
      'The header row is missing the columns away_team, game_date, game_time, season, week, timezone',
    ],
    [HEADER, 'The file has a header row but no data rows'],
  ])('refuses the whole file %j: %s', (text, reason) => {
    expect(parseSchedule(text)).toEqual({ rows: [], errors: [reason], warnings: [] });
  });

  // How long it takes, and that it grows no faster than the file: bench/input-parsing.ts.
  it('reads every row of a 5,000-row file, numbered as the file numbers them', () => {
    const rows = Array.from(
      { length: 5000 },
      (_, index) => `g${index},KC,BUF,2025-12-07,13:00,2025,${(index % 26) - 3},EST`,
    );
    const parsed = parseSchedule(schedule(...rows));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toHaveLength(5000);
    expect(parsed.rows.at(-1)).toMatchObject({ rowNumber: 5001, gameId: 'g4999' });
  });
});

describe('betting-lines CSV', () => {
  const lines = (...rows: string[]) => ['game_id,spread_favorite,spread_line,total_line', ...rows].join('\n');

  it.each([
    ['g1,homeTeamId,-3.5,47.5', { favorite: { side: 'home' }, spreadLine: -3.5, totalLine: 47.5 }],
    ['g1,awayTeamId,-7,44', { favorite: { side: 'away' }, spreadLine: -7, totalLine: 44 }],
    ['g1,16,-2.5,', { favorite: { teamId: 16 }, spreadLine: -2.5, totalLine: null }],
    ['g1,KC,-2.5,', { favorite: { teamId: 16 }, spreadLine: -2.5, totalLine: null }],
    ['g1, kansas city chiefs ,-2.5,', { favorite: { teamId: 16 }, spreadLine: -2.5, totalLine: null }],
    ['g1,,,51.5', { favorite: null, spreadLine: null, totalLine: 51.5 }],
    ['g1,homeTeamId,0,40', { favorite: { side: 'home' }, spreadLine: 0, totalLine: 40 }],
    ['g1,home_team_id,-1,40', { favorite: { side: 'home' }, spreadLine: -1, totalLine: 40 }],
    ['g1,AwayTeamId,-1,40', { favorite: { side: 'away' }, spreadLine: -1, totalLine: 40 }],
  ])('reads %s', (row, expected) => {
    expect(parseLines(lines(row))).toEqual({
      rows: [{ rowNumber: 2, gameId: 'g1', ...expected }],
      errors: [],
      warnings: [],
    });
  });

  it.each([
    [
      'g1,homeTeam,-3.5,47.5',
      'spread_favorite "homeTeam" is not homeTeamId, awayTeamId or a team (KC, Kansas City Chiefs or 16)',
    ],
    [
      'g1,99,-3.5,47.5',
      'spread_favorite "99" is not homeTeamId, awayTeamId or a team (KC, Kansas City Chiefs or 16)',
    ],
    ['g1,homeTeamId,-3.25,47.5', 'spread_line must be a number in steps of 0.5'],
    ['g1,homeTeamId,3.5,47.5', 'spread_line must be 0 or negative (what the favorite gives)'],
    ['g1,homeTeamId,,47.5', 'spread_favorite and spread_line go together'],
    ['g1,,-3,47.5', 'spread_favorite and spread_line go together'],
    ['g1,homeTeamId,-3,0', 'total_line must be a positive number in steps of 0.5'],
    ['g1,homeTeamId,-3,47.3', 'total_line must be a positive number in steps of 0.5'],
    ['g1,,,', 'a row needs a spread_line or a total_line'],
    [
      'g1,constructor,-3,47',
      'spread_favorite "constructor" is not homeTeamId, awayTeamId or a team (KC, Kansas City Chiefs or 16)',
    ],
    [',homeTeamId,-3,47', 'game_id is required'],
  ])('refuses %s: %s', (row, reason) => {
    expect(parseLines(lines(row))).toEqual({ rows: [], errors: [`Row 2: ${reason}`], warnings: [] });
  });

  it.each([
    'game_id,spread_favorite,spread_line,total_line',
    'gameId,spreadFavorite,spreadLine,totalLine',
    'Game ID,Spread Favorite,Spread Line,Total Line',
    ' GAME_ID , SPREAD-FAVORITE ,spread_Line,TotalLine',
    'total_line,spread_line,spread_favorite,game_id,notes',
  ])('reads a header written as %s, snake_case or camelCase, in any case and order', (header) => {
    const columns = header.split(',').map((name) => name.replace(/[\s_-]/g, '').toLowerCase());
    const value = { gameid: 'g1', spreadfavorite: 'KC', spreadline: '-3', totalline: '44', notes: 'x' };
    const row = columns.map((column) => value[column as keyof typeof value]).join(',');
    expect(parseLines(`${header}\n${row}`)).toEqual({
      rows: [{ rowNumber: 2, gameId: 'g1', favorite: { teamId: 16 }, spreadLine: -3, totalLine: 44 }],
      errors: [],
      warnings: [],
    });
  });

  it.each([
    ['gameId,spreadLine,totalLine', 'The header row is missing the column spread_favorite'],
    [
      'game_id,gameId,spread_favorite,spread_line,total_line',
      'The header row has the column game_id twice (game_id, gameId)',
    ],
  ])('refuses the header %s: %s', (header, reason) => {
    expect(parseLines(`${header}\ng1,KC,-3,44`)).toEqual({ rows: [], errors: [reason], warnings: [] });
  });
});

describe('sample files for the uploads', () => {
  it('are made for the week asked for, and import as they are, every week of a season', () => {
    for (const week of WEEKS) {
      const schedule = parseSchedule(sampleScheduleCsv({ season: 2026, week }));
      expect(schedule.errors, `week ${week}`).toEqual([]);
      expect(schedule.rows.length).toBeGreaterThan(0);
      for (const row of schedule.rows) {
        expect(calendarWeek(new Date(row.gameDate)), `${row.gameId} ${row.gameDate}`).toEqual({
          season: 2026,
          week,
        });
      }
      const lines = parseLines(sampleLinesCsv({ season: 2026, week }));
      expect(lines.errors).toEqual([]);
      expect(lines.rows.map((row) => row.gameId)).toEqual(schedule.rows.map((row) => row.gameId));
    }
  });

  it('write kickoffs in ET, which the import reads as New York clock time: EDT in September, EST in December', () => {
    expect(sampleScheduleCsv({ season: 2026, week: 1 }).split('\n')[1]).toBe(
      '2026091000,DET,GB,2026-09-10,20:15,2026,1,ET',
    );
    expect(parseSchedule(sampleScheduleCsv({ season: 2026, week: 1 })).rows[0]?.gameDate).toBe(
      '2026-09-11T00:15:00.000Z',
    );
    expect(parseSchedule(sampleScheduleCsv({ season: 2026, week: 15 })).rows[0]?.gameDate).toBe(
      '2026-12-18T01:15:00.000Z',
    );
  });

  it('write the lines in snake_case, like the schedule', () => {
    expect(sampleLinesCsv({ season: 2026, week: 1 }).split('\n')[0]).toBe(
      'game_id,spread_favorite,spread_line,total_line',
    );
  });
});

describe('the week a sample is made for', () => {
  // 2026 week 12 runs from Thursday, November 26 to Wednesday, December 2; its sample kicks off on
  // Thursday at 20:15 ET (01:15 UTC on Friday), Sunday at 13:00, 16:25 and 20:20, Monday at 20:15.
  const week12 = { season: 2026, week: 12 };
  const week13 = { season: 2026, week: 13 };

  it('is the week under way while none of its games has started and its sample is all ahead', () => {
    expect(sampleWeek(week12, ['2026-11-27T01:15:00.000Z'], at('2026-11-26T12:00:00Z'))).toEqual(week12);
  });

  it('is the next week once a game of the week under way has kicked off', () => {
    // A Wednesday game the admin added: the week has started, though the sample's Thursday is ahead.
    expect(sampleWeek(week12, ['2026-11-26T17:00:00.000Z'], at('2026-11-26T18:00:00Z'))).toEqual(week13);
  });

  it('is the next week once a sample kickoff of the week under way would be past, games or not', () => {
    // Saturday: the sample's Thursday game is behind, though the week has no games at all.
    expect(sampleWeek(week12, [], at('2026-11-28T18:00:00Z'))).toEqual(week13);
  });

  it('is the next week when the first sample kickoff is less than an hour away', () => {
    expect(sampleWeek(week12, [], at('2026-11-27T00:30:00Z'))).toEqual(week13);
    expect(sampleWeek(week12, [], at('2026-11-27T00:15:00Z'))).toEqual(week12);
  });

  it('leaves behind a week under way that is long past (a past season with every game over)', () => {
    expect(
      sampleWeek({ season: 2025, week: 22 }, ['2026-02-08T23:30:00.000Z'], at('2026-11-26T12:00:00Z')),
    ).toEqual(week12);
  });

  it('takes a week under way ahead of the calendar, such as next week with this week empty', () => {
    expect(sampleWeek(week13, ['2026-12-04T01:15:00.000Z'], at('2026-11-26T12:00:00Z'))).toEqual(week13);
  });

  it('gives, at any hour of a whole season, a file whose kickoffs are all at least an hour ahead and that imports as it is', () => {
    const HOUR = 60 * 60 * 1000;
    // A week's file is the same at every hour: parsed once, its earliest kickoff holds the claim.
    const earliestKickoff = new Map<string, number>();
    const earliestKickoffOf = (week: { season: number; week: number }): number => {
      const key = `${week.season}-${week.week}`;
      const known = earliestKickoff.get(key);
      if (known !== undefined) return known;
      const schedule = parseSchedule(sampleScheduleCsv(week));
      expect(schedule.errors, key).toEqual([]);
      expect(schedule.warnings, key).toEqual([]);
      expect(schedule.rows.length, key).toBeGreaterThan(0);
      const earliest = Math.min(...schedule.rows.map((row) => Date.parse(row.gameDate)));
      earliestKickoff.set(key, earliest);
      return earliest;
    };
    for (
      let time = Date.parse('2026-03-01T08:00:00Z');
      time < Date.parse('2027-03-01T08:00:00Z');
      time += 7 * HOUR
    ) {
      const now = new Date(time);
      const underWay = calendarWeek(now);
      const week = sampleWeek(underWay, [], now);
      expect(compareSeasonWeeks(week, underWay), now.toISOString()).toBeGreaterThanOrEqual(0);
      // Never skips a week it could have used: the one before it was under way or already past.
      if (compareSeasonWeeks(week, underWay) > 0) {
        expect(
          sampleKickoffs(previousWeek(week)).some((kickoff) => kickoff.getTime() < time + HOUR),
          now.toISOString(),
        ).toBe(true);
      }
      expect(earliestKickoffOf(week), now.toISOString()).toBeGreaterThanOrEqual(time + HOUR);
    }
  });
});

describe('game ids', () => {
  // A tab or a line break is invisible in a spreadsheet and on every screen: two ids would look one.
  it.each(['tab\there', 'bell\u0007', 'del\u007f', 'c1\u0085'])(
    'refuses a game_id with a control character (%j)',
    (gameId) => {
      const schedule = parseSchedule(
        `game_id,home_team,away_team,game_date,game_time,season,week,timezone\n"${gameId}",KC,BUF,2025-09-07,13:00,2025,1,ET`,
      );
      expect(schedule.errors).toEqual(['Row 2: game_id has a control character (a tab, a line break, ...)']);
      const lines = parseLines(
        `game_id,spread_favorite,spread_line,total_line\n"${gameId}",homeTeamId,-3,45`,
      );
      expect(lines.errors).toEqual(['Row 2: game_id has a control character (a tab, a line break, ...)']);
    },
  );
});
