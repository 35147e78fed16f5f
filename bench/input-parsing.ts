/**
 * Whether reading what people upload or type grows with its length and no faster: the schedule CSV
 * (domain/csv/schedule.ts) at 5,000 and 50,000 rows, and an email with 200,000 trailing dots
 * (domain/email.ts), which a backtracking pattern would take minutes over. Run with
 * `npx tsx bench/input-parsing.ts`; tests/unit/csv.test.ts and identity.test.ts check the answers.
 */
import { performance } from 'node:perf_hooks';
import { parseSchedule } from '../domain/csv/schedule';
import { normalizeEmail } from '../domain/email';

const HEADER = 'game_id,home_team,away_team,game_date,game_time,season,week,timezone';
const scheduleOf = (rows: number) =>
  [
    HEADER,
    ...Array.from(
      { length: rows },
      (_, index) => `g${index},KC,BUF,2025-12-07,13:00,2025,${(index % 18) + 1},EST`,
    ),
  ].join('\n');

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

// The first parse pays for compiling the parser: measured apart, as a cold Lambda's upload would.
const small = scheduleOf(5_000);
const large = scheduleOf(50_000);
const firstMs = timed(() => parseSchedule(small));
const smallMs = timed(() => parseSchedule(small));
const largeMs = timed(() => parseSchedule(large));
const dots = '.'.repeat(200_000);
const emailMs = timed(() => {
  normalizeEmail(`a@b${dots}x`);
  normalizeEmail(`a@b.c${dots}`);
});

console.log(`schedule CSV, 5,000 rows: first ${firstMs.toFixed(0)} ms, again ${smallMs.toFixed(0)} ms`);
console.log(
  `schedule CSV, 50,000 rows: ${largeMs.toFixed(0)} ms (${(largeMs / smallMs).toFixed(1)}x the 5,000 rows'; 10x is linear)`,
);
console.log(`email with 200,000 trailing dots, twice: ${emailMs.toFixed(1)} ms`);
