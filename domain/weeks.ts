/** docs/product.md, Seasons and weeks: weeks run from -3 (Hall of Fame) to 22 (Super Bowl). */
export const FIRST_WEEK = -3;
export const LAST_WEEK = 22;

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

/** docs/product.md, Leaderboard: "Hall of Fame Leaders", "Week 7 Leaders", "Super Bowl Leaders", ... */
export function leaderboardTitle(week: number): string {
  return `${weekLabel(week)} Leaders`;
}
