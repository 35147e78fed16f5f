import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarWeek,
  compareSeasonWeeks,
  isSeason,
  kickoffDays,
  nextWeek,
  previousWeek,
  seasonOf,
  selectableSeasons,
  weekUnderWay,
  type ScheduleSummary,
} from '../../domain/seasons';
import { WEEKS } from '../../domain/weeks';

const at = (iso: string) => new Date(iso);

describe('the NFL calendar, in Pacific time', () => {
  it.each([
    ['2026-11-23T00:00:00-08:00', 2026, 11],
    ['2026-11-23T23:59:59-08:00', 2026, 11],
    ['2026-11-26T00:00:00-08:00', 2026, 12],
    ['2026-11-26T12:00:00-08:00', 2026, 12],
    ['2027-01-16T12:00:00-08:00', 2026, 19],
    ['2027-02-14T12:00:00-08:00', 2026, 22],
    ['2027-04-01T12:00:00-07:00', 2027, -3],
    ['2027-09-09T00:00:00-07:00', 2027, 1],
  ])('puts %s in season %i, week %i', (iso, season, week) => {
    expect(calendarWeek(at(iso))).toEqual({ season, week });
  });

  // Every boundary of the 2025 season's date table: midnight Pacific (PDT in summer, PST in winter).
  it.each([
    ['2025-03-01T00:00:00-08:00', -3],
    ['2025-08-07T23:59:59-07:00', -3],
    ['2025-08-08T00:00:00-07:00', -2],
    ['2025-08-14T23:59:59-07:00', -2],
    ['2025-08-15T00:00:00-07:00', -1],
    ['2025-08-21T23:59:59-07:00', -1],
    ['2025-08-22T00:00:00-07:00', 0],
    ['2025-09-03T23:59:59-07:00', 0],
    ['2025-09-04T00:00:00-07:00', 1],
    ['2025-09-10T23:59:59-07:00', 1],
    ['2025-09-11T00:00:00-07:00', 2],
    ['2025-12-31T23:59:59-08:00', 17],
    ['2026-01-01T00:00:00-08:00', 18],
    ['2026-01-07T23:59:59-08:00', 18],
    ['2026-01-08T00:00:00-08:00', 19],
    ['2026-01-15T00:00:00-08:00', 20],
    ['2026-01-22T00:00:00-08:00', 21],
    ['2026-01-28T23:59:59-08:00', 21],
    ['2026-01-29T00:00:00-08:00', 22],
    ['2026-02-28T23:59:59-08:00', 22],
  ])('reproduces the 2025 table at %s: week %i', (iso, week) => {
    expect(calendarWeek(at(iso))).toEqual({ season: 2025, week });
  });

  it('reproduces the 2025 date table on every day of that season', () => {
    // The table as the 2025 specification wrote it: dates are Pacific midnights.
    const pacific = (date: string) => Date.parse(`${date}T00:00:00-07:00`);
    const tableWeek = (time: number) => {
      if (time < pacific('2025-08-08')) return -3;
      if (time < pacific('2025-08-15')) return -2;
      if (time < pacific('2025-08-22')) return -1;
      if (time < pacific('2025-09-04')) return 0;
      return Math.min(22, Math.floor((time - pacific('2025-09-04')) / (7 * 86_400_000)) + 1);
    };
    // Noon Pacific each day, so the table's fixed PDT offset and the real PST agree on the date.
    for (let day = Date.parse('2025-03-01T12:00:00-08:00'); day < Date.parse('2026-03-01T00:00:00-08:00');) {
      expect(calendarWeek(new Date(day)), new Date(day).toISOString()).toEqual({
        season: 2025,
        week: tableWeek(day),
      });
      day += 86_400_000;
    }
  });

  it('changes week at midnight in Los Angeles, not in UTC', () => {
    expect(calendarWeek(at('2026-11-26T07:59:59Z'))).toEqual({ season: 2026, week: 11 });
    expect(calendarWeek(at('2026-11-26T08:00:00Z'))).toEqual({ season: 2026, week: 12 });
    expect(calendarWeek(at('2026-09-17T06:59:59Z'))).toEqual({ season: 2026, week: 1 });
    expect(calendarWeek(at('2026-09-17T07:00:00Z'))).toEqual({ season: 2026, week: 2 });
  });

  it('starts week 1 on the Thursday after Labor Day, whatever day September begins on', () => {
    // Labor Day: 2025-09-01 (September starts on a Monday), 2026-09-07 (a Tuesday), 2027-09-06,
    // 2030-09-02 (a Sunday).
    expect(calendarWeek(at('2025-09-04T00:00:00-07:00'))).toEqual({ season: 2025, week: 1 });
    expect(calendarWeek(at('2026-09-10T00:00:00-07:00'))).toEqual({ season: 2026, week: 1 });
    expect(calendarWeek(at('2026-09-09T23:59:59-07:00'))).toEqual({ season: 2026, week: 0 });
    expect(calendarWeek(at('2030-09-05T00:00:00-07:00'))).toEqual({ season: 2030, week: 1 });
  });

  it('keeps the Super Bowl week through February 29 of a leap year', () => {
    expect(calendarWeek(at('2028-02-29T23:59:59-08:00'))).toEqual({ season: 2027, week: 22 });
    expect(calendarWeek(at('2028-03-01T00:00:00-08:00'))).toEqual({ season: 2028, week: -3 });
  });

  it('only moves forward, one week at a time, as time goes on', () => {
    const instant = fc.date({
      min: new Date('2000-03-01T12:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 30 * 86_400 }), (start, seconds) => {
        const before = calendarWeek(start);
        const after = calendarWeek(new Date(start.getTime() + seconds * 1000));
        expect(isSeason(before.season) && WEEKS.includes(before.week)).toBe(true);
        expect(compareSeasonWeeks(before, after)).toBeLessThanOrEqual(0);
        if (seconds <= 86_400 && compareSeasonWeeks(before, after) < 0)
          expect(after).toEqual(
            before.week === 22
              ? { season: before.season + 1, week: -3 }
              : { ...before, week: before.week + 1 },
          );
      }),
    );
  });

  it('gives sample kickoff days that fall inside their week, for every week of every season', () => {
    for (let season = 2000; season <= 2100; season++) {
      for (const week of WEEKS) {
        for (const day of kickoffDays({ season, week })) {
          expect(calendarWeek(at(`${day}T12:00:00-08:00`)), `${season} ${week} ${day}`).toEqual({
            season,
            week,
          });
        }
      }
    }
  });

  it('names the season of a kickoff', () => {
    expect(seasonOf('2026-01-12T01:15:00Z')).toBe(2025);
    expect(seasonOf('2026-09-11T00:20:00Z')).toBe(2026);
  });

  it('goes back and forward across a season boundary', () => {
    expect(previousWeek({ season: 2027, week: -3 })).toEqual({ season: 2026, week: 22 });
    expect(previousWeek({ season: 2026, week: 12 })).toEqual({ season: 2026, week: 11 });
    expect(nextWeek({ season: 2026, week: 22 })).toEqual({ season: 2027, week: -3 });
    expect(nextWeek({ season: 2026, week: 11 })).toEqual({ season: 2026, week: 12 });
  });

  it('accepts seasons from 2000 to 2100', () => {
    expect([1999, 2000, 2026, 2100, 2101, 2026.5].map(isSeason)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the week under way, from the data first', () => {
  const now = at('2026-11-24T10:00:00-08:00'); // a Tuesday of week 11
  const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  const schedule = (
    openGames: ScheduleSummary['openGames'],
    weeksWithGames: ScheduleSummary['weeksWithGames'] = openGames,
  ) => ({ openGames, weeksWithGames });

  it('opens on the week of the earliest game that is not final', () => {
    const summary = schedule([
      { season: 2026, week: 12, gameDate: hoursFromNow(60) },
      { season: 2026, week: 11, gameDate: hoursFromNow(-15) },
      { season: 2026, week: 12, gameDate: hoursFromNow(50) },
    ]);
    expect(weekUnderWay(summary, now)).toEqual({ season: 2026, week: 11 });
  });

  it('lets a game nobody scored stop holding the week a day after kickoff', () => {
    const summary = schedule([
      { season: 2026, week: 3, gameDate: hoursFromNow(-24 * 60) },
      { season: 2026, week: 11, gameDate: hoursFromNow(-25) },
      { season: 2026, week: 12, gameDate: hoursFromNow(50) },
    ]);
    expect(weekUnderWay(summary, now)).toEqual({ season: 2026, week: 12 });
  });

  it('prefers the latest season that has a game under way', () => {
    const summary = schedule([
      { season: 2026, week: 22, gameDate: hoursFromNow(10) },
      { season: 2027, week: -3, gameDate: hoursFromNow(24 * 200) },
    ]);
    expect(weekUnderWay(summary, now)).toEqual({ season: 2027, week: -3 });
  });

  it('falls back to the last week that has games when every game is over', () => {
    const summary = schedule(
      [],
      [
        { season: 2025, week: 22 },
        { season: 2026, week: 10 },
        { season: 2026, week: -3 },
      ],
    );
    expect(weekUnderWay(summary, now)).toEqual({ season: 2026, week: 10 });
  });

  it('follows the calendar when there are no games at all', () => {
    expect(weekUnderWay(schedule([]), now)).toEqual({ season: 2026, week: 11 });
  });

  it('offers the seasons that have games and the one under way, newest first', () => {
    const summary = schedule(
      [],
      [
        { season: 2025, week: 3 },
        { season: 2025, week: 4 },
        { season: 2024, week: 1 },
      ],
    );
    expect(selectableSeasons(summary, { season: 2026, week: 11 })).toEqual([2026, 2025, 2024]);
  });
});
