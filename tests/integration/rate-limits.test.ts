import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../domain/errors';
import { takeRateLimit, type RateLimit } from '../../functions/store/rate-limits';

const limit = (overrides: Partial<RateLimit> = {}): RateLimit => ({
  name: `test-${randomUUID()}`,
  limit: 3,
  windowSeconds: 60,
  message: 'Slow down',
  ...overrides,
});

const at = (seconds: number) => new Date(seconds * 1000);

async function outcome(promise: Promise<void>): Promise<'allowed' | TooManyRequests> {
  try {
    await promise;
    return 'allowed';
  } catch (error) {
    if (error instanceof TooManyRequests) return error;
    throw error;
  }
}

describe('rate limits', () => {
  it('allows the limit within a window, then answers 429 with the seconds until the window ends', async () => {
    const testSms = limit();
    // 1,000,020 s is a multiple of 60: a minute window starts there and ends at 1,000,080.
    const results = [];
    for (const second of [1_000_020, 1_000_021, 1_000_022, 1_000_050])
      results.push(await outcome(takeRateLimit(testSms, 'ava', at(second))));
    expect(results.slice(0, 3)).toEqual(['allowed', 'allowed', 'allowed']);
    const refused = results[3];
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect(refused).toMatchObject({ status: 429, message: 'Slow down', retryAfterSeconds: 30 });
  });

  it('starts counting afresh in the next window, and counts each subject on its own', async () => {
    const writes = limit({ limit: 1 });
    expect(await outcome(takeRateLimit(writes, 'ava', at(2_000_000)))).toBe('allowed');
    expect(await outcome(takeRateLimit(writes, 'ava', at(2_000_001)))).toBeInstanceOf(TooManyRequests);
    expect(await outcome(takeRateLimit(writes, 'bo', at(2_000_001)))).toBe('allowed');
    expect(await outcome(takeRateLimit(writes, 'ava', at(2_000_040)))).toBe('allowed');
  });

  it('lets exactly the limit through when requests race', async () => {
    const racing = limit({ limit: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => outcome(takeRateLimit(racing, 'ava', at(3_000_000)))),
    );
    expect(results.filter((result) => result === 'allowed')).toHaveLength(5);
  });
});
