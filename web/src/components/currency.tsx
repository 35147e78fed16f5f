import { Coins } from 'lucide-react';
import { CURRENCY } from '../../../domain/constants';
import { parseCents, wholeUnits } from '../../../domain/money';
import { cn } from './ui/cn';

/** SPEC 9: currency on screen is a whole number, rounded down. */
export function formatWhole(amount: string | number): string {
  return wholeUnits(amount).toLocaleString('en-US');
}

/** A change of currency: its sign, then its size rounded down (−40.50 shows as −40, not −41). */
export function formatSignedWhole(amount: string | number): string {
  const cents = typeof amount === 'number' ? amount : (parseCents(amount) ?? 0);
  return `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatWhole(Math.abs(cents))}`;
}

export function CoinAmount({ amount, className }: { amount: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold tabular-nums', className)}>
      <Coins className="h-4 w-4 text-amber-500" aria-hidden />
      <span>{formatWhole(amount)}</span>
      <span className="sr-only">{CURRENCY}</span>
    </span>
  );
}
