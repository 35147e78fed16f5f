import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatSignedAmount } from '../../domain/money';

/**
 * Amounts need no Intl: number formatting's ICU data costs a phone 8 to 28 ms more than the dates'
 * (docs/decisions.md, Amounts without Intl).
 */
const made: string[] = [];
const original = Intl.NumberFormat;

beforeEach(() => {
  made.length = 0;
  Intl.NumberFormat = new Proxy(original, {
    construct: (target, args) => {
      made.push('NumberFormat');
      return Reflect.construct(target, args) as object;
    },
    apply: (target, self, args) => {
      made.push('NumberFormat');
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number) {
    made.push('toLocaleString');
    return String(this);
  });
});

afterEach(() => {
  Intl.NumberFormat = original;
  vi.restoreAllMocks();
});

describe('amounts on screen', () => {
  it('group their thousands without Intl', () => {
    expect(formatAmount(123_456_789)).toBe('1,234,567.89');
    expect(formatAmount('-1000.50')).toBe('-1,000.50');
    expect(formatAmount(99_999)).toBe('999.99');
    expect(formatAmount(100_000_000_000)).toBe('1,000,000,000.00');
    expect(formatSignedAmount(100_000)).toBe('+1,000.00');
    expect(made).toEqual([]);
  });
});
