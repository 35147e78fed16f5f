import { describe, expect, it } from 'vitest';
import { returnPathOf } from '../../functions/auth/return-path';

describe('the page sign-in returns to', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/my-bets?tab=available', '/my-bets?tab=available'],
    ['/wallet?from=email#history', '/wallet?from=email#history'],
    ['/admin/../wallet', '/wallet'],
    ['/bets/a%20b', '/bets/a%20b'],
  ])('keeps a path of the app: %s', (asked, kept) => {
    expect(returnPathOf(asked)).toBe(kept);
  });

  it.each([
    ['another site, scheme-relative', '//evil.example/wallet'],
    ['another site, with a backslash', '/\\evil.example'],
    ['another site, spelled out', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'wallet'],
    ['a tab inside', '/\t/evil.example'],
    ['a line break inside', '/wallet\nSet-Cookie: x=1'],
    ['an API call', '/api/logout'],
    ['the API itself', '/api'],
    ['a dot-dot out to the API', '/x/../api/logout'],
    ['nothing', ''],
    ['far too long', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, asked) => {
    expect(returnPathOf(asked)).toBeUndefined();
  });

  it('refuses nothing given', () => {
    expect(returnPathOf(undefined)).toBeUndefined();
  });
});
