/** SPEC 9: week numbering runs from -3 (Hall of Fame) to 22 (Super Bowl). */
export const FIRST_WEEK = -3;
export const LAST_WEEK = 22;
export const LAST_REGULAR_WEEK = 18;

export const WEEKS: readonly number[] = Array.from(
  { length: LAST_WEEK - FIRST_WEEK + 1 },
  (_, index) => FIRST_WEEK + index,
);

const NAMED_WEEKS: Record<number, { label: string; short: string }> = {
  [-3]: { label: 'Hall of Fame', short: 'HoF' },
  [-2]: { label: 'Preseason 1', short: 'P1' },
  [-1]: { label: 'Preseason 2', short: 'P2' },
  0: { label: 'Preseason 3', short: 'P3' },
  19: { label: 'Wild Card', short: 'WC' },
  20: { label: 'Divisional', short: 'DIV' },
  21: { label: 'Conference', short: 'CONF' },
  22: { label: 'Super Bowl', short: 'SB' },
};

export function clampWeek(week: number): number {
  return Math.min(LAST_WEEK, Math.max(FIRST_WEEK, Math.trunc(week)));
}

export function isWeek(week: number): boolean {
  return Number.isInteger(week) && week >= FIRST_WEEK && week <= LAST_WEEK;
}

/** "Hall of Fame", "Preseason 1", "Week 7", "Wild Card", ... */
export function weekLabel(week: number): string {
  return NAMED_WEEKS[week]?.label ?? `Week ${week}`;
}

/** The quick-button labels: HoF, P1, P2, P3, 1 to 18, WC, DIV, CONF, SB. */
export function weekShortLabel(week: number): string {
  return NAMED_WEEKS[week]?.short ?? String(week);
}

/** SPEC 2, Leaderboard: "Hall of Fame Leaders", "Week 7 Leaders", "Super Bowl Leaders", ... */
export function leaderboardTitle(week: number): string {
  return `${weekLabel(week)} Leaders`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// SPEC 9's boundaries are calendar dates; we read them as midnight Pacific time (PDT, UTC-7 all
// season long), the zone every game time is shown in (docs/decisions.md).
const pacificMidnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00-07:00`);
const PRESEASON_BOUNDARIES: readonly [number, number][] = [
  [pacificMidnight('2025-08-08'), -3],
  [pacificMidnight('2025-08-15'), -2],
  [pacificMidnight('2025-08-22'), -1],
  [pacificMidnight('2025-09-04'), 0],
];
const REGULAR_SEASON_START = pacificMidnight('2025-09-04');

/** SPEC 9: the week the Games screen opens on, by the current date. */
export function defaultWeek(now: Date): number {
  const time = now.getTime();
  for (const [before, week] of PRESEASON_BOUNDARIES) {
    if (time < before) return week;
  }
  const wholeWeeksSinceStart = Math.floor((time - REGULAR_SEASON_START) / (7 * DAY_MS));
  return Math.min(LAST_WEEK, wholeWeeksSinceStart + 1);
}
