/**
 * The CPU slowdown that makes this machine Lighthouse's mid-range phone, from the benchmark index
 * Lighthouse measures before every run, as Lighthouse's throttling guide calibrates it (its CPU
 * throttling calculator): the default 4 is right for a machine of index 1533, and a slower machine
 * slowed 4 times emulates a slower phone than the one the score is for.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
