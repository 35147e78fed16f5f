import { Coins } from 'lucide-react';
import { CURRENCY } from '../../../domain/constants';
import { formatAmount } from '../../../domain/money';
import { cn } from './ui/cn';

/** An amount with the coin, to the cent ("1,000.50"); the currency's name is read out, not shown. */
export function CoinAmount({ amount, className }: { amount: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold tabular-nums', className)}>
      <Coins className="h-4 w-4 text-amber-500" aria-hidden />
      <span>{formatAmount(amount)}</span>
      <span className="sr-only">{CURRENCY}</span>
    </span>
  );
}
