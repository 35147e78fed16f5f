import { describe, expect, it } from 'vitest';
import {
  clampWeek,
  defaultWeek,
  leaderboardTitle,
  WEEKS,
  weekLabel,
  weekShortLabel,
} from '../../domain/weeks';

describe('weeks', () => {
  it('runs from -3 to 22', () => {
    expect(WEEKS).toHaveLength(26);
    expect(WEEKS[0]).toBe(-3);
    expect(WEEKS.at(-1)).toBe(22);
  });

  it('labels every week as SPEC 9 numbers them', () => {
    const labels = Object.fromEntries(WEEKS.map((week) => [week, weekLabel(week)]));
    expect(labels).toEqual({
      '-3': 'Hall of Fame',
      '-2': 'Preseason 1',
      '-1': 'Preseason 2',
      0: 'Preseason 3',
      ...Object.fromEntries(Array.from({ length: 18 }, (_, index) => [index + 1, `Week ${index + 1}`])),
      19: 'Wild Card',
      20: 'Divisional',
      21: 'Conference',
      22: 'Super Bowl',
    });
  });

  it('gives the quick buttons their short labels', () => {
    expect(WEEKS.map(weekShortLabel)).toEqual([
      'HoF',
      'P1',
      'P2',
      'P3',
      ...Array.from({ length: 18 }, (_, index) => String(index + 1)),
      'WC',
      'DIV',
      'CONF',
      'SB',
    ]);
  });

  it.each([
    [-3, 'Hall of Fame Leaders'],
    [-2, 'Preseason 1 Leaders'],
    [-1, 'Preseason 2 Leaders'],
    [0, 'Preseason 3 Leaders'],
    [1, 'Week 1 Leaders'],
    [18, 'Week 18 Leaders'],
    [19, 'Wild Card Leaders'],
    [20, 'Divisional Leaders'],
    [21, 'Conference Leaders'],
    [22, 'Super Bowl Leaders'],
  ])('titles the week %i leaderboard %s', (week, title) => {
    expect(leaderboardTitle(week)).toBe(title);
  });

  it('clamps a selection to -3..22', () => {
    expect(clampWeek(-4)).toBe(-3);
    expect(clampWeek(23)).toBe(22);
    expect(clampWeek(7)).toBe(7);
  });

  // SPEC 9's dates, read as midnight Pacific time (PDT, UTC-7).
  const at = (iso: string) => new Date(iso);
  it.each([
    ['2025-01-01T00:00:00-08:00', -3],
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
    ['2025-12-31T00:00:00-08:00', 17],
    ['2026-01-01T00:00:00-08:00', 18],
    ['2026-01-08T00:00:00-08:00', 19],
    ['2026-01-15T00:00:00-08:00', 20],
    ['2026-01-22T00:00:00-08:00', 21],
    ['2026-01-29T00:00:00-08:00', 22],
    ['2026-11-22T12:00:00-08:00', 22],
  ])('opens the Games screen at %s on week %i', (iso, week) => {
    expect(defaultWeek(at(iso))).toBe(week);
  });
});
