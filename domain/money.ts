import * as z from 'zod/mini';
import { readInput } from './read-input';

/**
 * Money is integer cents everywhere inside Pigskin; the API speaks decimal strings with two places
 * ("1000.00") and screens show amounts to the cent ("1,000.50"). No floating point touches an amount.
 */

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Parses "12", "12.5", "-3.25" (or the JSON number 12.5) into cents; undefined when it is not money. */
export function parseCents(value: string | number): number | undefined {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = text === undefined ? null : DECIMAL.exec(text);
  if (!match) return undefined;
  const [, minus, units = '0', fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  return minus && cents !== 0 ? -cents : cents;
}

function numberToPlainString(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  // String(1e21) is "1e+21": exponent forms are never valid amounts.
  const text = String(value);
  return /e/i.test(text) ? undefined : text;
}

/** 123456 -> "1234.56"; -50 -> "-0.50". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${units}.${fraction}`;
}

const toCents = (amount: string | number) =>
  typeof amount === 'number' ? amount : (parseCents(amount) ?? 0);

/**
 * An amount as screens show it, to the cent with thousands grouped: 100050 (or "1000.50") ->
 * "1,000.50". Cents are what the ledger records, so a screen never rounds a change away
 * (docs/decisions.md, Money is shown to the cent).
 */
export function formatAmount(amount: string | number): string {
  const cents = toCents(amount);
  const [units = '0', fraction = '00'] = formatCents(Math.abs(cents)).split('.');
  return `${cents < 0 ? '-' : ''}${groupThousands(units)}.${fraction}`;
}

/**
 * "1234567" -> "1,234,567", by hand: Intl's number formatting loads ICU data of its own, work a phone
 * does inside the render that shows the first amount (docs/decisions.md, Amounts without Intl).
 */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** A change of an amount, with its sign: "+0.50", "−40.50" (a true minus sign), "0.00". */
export function formatSignedAmount(amount: string | number): string {
  const cents = toCents(amount);
  return `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatAmount(Math.abs(cents))}`;
}

/** Whole units, rounded down (what the texts of notifications still show). */
export function wholeUnits(amount: string | number): number {
  return Math.floor(toCents(amount) / 100);
}

/**
 * Request bodies accept amounts as JSON numbers or numeric strings (docs/product.md, Balances and the
 * ledger).
 */
export const moneyInput = readInput(
  z.union([z.number(), z.string()]),
  parseCents,
  'must be an amount with at most two decimal places',
);
