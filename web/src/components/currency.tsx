import { Coins } from 'lucide-react';
import { CURRENCY } from '../../../domain/constants';
import { wholeUnits } from '../../../domain/money';
import { cn } from './ui/cn';

/** SPEC 9: currency on screen is a whole number, rounded down. */
export function formatWhole(amount: string | number): string {
  return wholeUnits(amount).toLocaleString('en-US');
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
