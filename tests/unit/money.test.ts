import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCents,
  formatSignedAmount,
  moneyInput,
  parseCents,
  wholeUnits,
} from '../../domain/money';

describe('money', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    ['0.01', 1],
    [' 7.10 ', 710],
    ['-3.25', -325],
    ['-0', 0],
    [1000, 100_000],
    [30.1, 3010],
    [0.07, 7],
  ] as const)('reads %j as %i cents', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '1e3', '1,000', '.5', '5.', '--1', 'NaN', Number.NaN, Infinity, 1e21, 1.005])(
    'refuses %j as an amount',
    (input) => {
      expect(parseCents(input)).toBeUndefined();
    },
  );

  it.each([
    [100_000, '1000.00'],
    [1, '0.01'],
    [1250, '12.50'],
    [-50, '-0.50'],
    [-12_345, '-123.45'],
    [0, '0.00'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips every cent value through its decimal string', () => {
    for (let cents = -1000; cents <= 1000; cents++) expect(parseCents(formatCents(cents))).toBe(cents);
  });

  it('shows whole units rounded down, never up', () => {
    expect(wholeUnits('1000.99')).toBe(1000);
    expect(wholeUnits('999.01')).toBe(999);
    expect(wholeUnits(99_999)).toBe(999);
    expect(wholeUnits('0.50')).toBe(0);
  });

  it.each([
    ['1000.50', '1,000.50', '+1,000.50'],
    [50, '0.50', '+0.50'],
    ['-40.50', '-40.50', '−40.50'],
    [0, '0.00', '0.00'],
    [123_456_789, '1,234,567.89', '+1,234,567.89'],
  ] as const)('shows %j to the cent as %s, or %s as a change', (amount, shown, change) => {
    expect(formatAmount(amount)).toBe(shown);
    expect(formatSignedAmount(amount)).toBe(change);
  });

  it('accepts amounts as JSON numbers or numeric strings in request bodies', () => {
    expect(moneyInput.parse('25.50')).toBe(2550);
    expect(moneyInput.parse(25.5)).toBe(2550);
    expect(moneyInput.safeParse('25.505').success).toBe(false);
    expect(moneyInput.safeParse(true).success).toBe(false);
  });
});
