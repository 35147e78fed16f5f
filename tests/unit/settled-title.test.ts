import { describe, expect, it } from 'vitest';
import { settledTitle } from '../../web/src/api/admin';

describe("the title of an official final's toast", () => {
  const counts = { message: '', settled: 0, regraded: 0, failed: 0 };

  it('claims settled bets only when some were settled', () => {
    expect(settledTitle({ ...counts, settled: 2 })).toBe('Bets Settled Successfully');
    expect(settledTitle({ ...counts, regraded: 1 })).toBe('Bets Re-graded');
    expect(settledTitle(counts)).toBe('Final Score Recorded');
  });
});
