import { describe, expect, it } from 'vitest';
import { clampWeek, leaderboardTitle, WEEKS, weekLabel, weekShortLabel } from '../../domain/weeks';

describe('weeks', () => {
  it('runs from -3 to 22', () => {
    expect(WEEKS).toHaveLength(26);
    expect(WEEKS[0]).toBe(-3);
    expect(WEEKS.at(-1)).toBe(22);
  });

  it('labels every week as docs/product.md numbers them', () => {
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
});
