import { describe, expect, it } from 'vitest';
import { redact } from '../../functions/observability/logger';

describe('what a log line may not hold', () => {
  it.each([
    ['User jordan.smith+bets@example.co.uk has no invitation', 'User [email] has no invitation'],
    ['texted +15551234567 and +1 (555) 123-4567', 'texted [phone] and [phone]'],
    ['typed (555) 123-4567', 'typed [phone]'],
    [
      'cookie pigskin_session=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl; pigskin_user=u1',
      'cookie pigskin_session=[token]; pigskin_user=u1',
    ],
  ])('%j is logged as %j', (text, logged) => {
    expect(redact(text)).toBe(logged);
  });

  it('leaves ids, paths, counts and times alone', () => {
    const text =
      'GET /api/bets/3f9c2d1e-7b1a-4c55-9a0e-1d2f3a4b5c6d 200 in 12 ms at 2026-11-23T05:49:22.000Z, 15 rows';
    expect(redact(text)).toBe(text);
  });
});
