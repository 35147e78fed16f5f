import { ArrowDownRight, ArrowUpRight, Coins, Equal, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { CURRENCY } from '../../../domain/constants';
import type { Transaction } from '../../../domain/ledger';
import { formatAmount, formatSignedAmount, parseCents } from '../../../domain/money';
import { useCurrentSeason } from '../api/seasons';
import { calendarDateTime } from './dates';
import { cn } from './ui/cn';

/**
 * One ledger entry as a list item: what happened, when, the signed amount and the balance after.
 * `className` is its side padding, for the card or dialog it sits in.
 */
export function TransactionRow({
  transaction,
  className = 'px-5',
}: {
  transaction: Transaction;
  className?: string;
}) {
  const cents = parseCents(transaction.amount) ?? 0;
  const { icon, tone } = appearance(transaction, cents);
  const currentSeason = useCurrentSeason();
  return (
    <li className={cn('flex items-center gap-3 py-3', className)}>
      <span
        className={cn('inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full', tone)}
        aria-hidden
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{transaction.description}</p>
        <p className="text-xs text-stone-500">
          <time dateTime={transaction.createdAt}>{calendarDateTime(transaction.createdAt)}</time>
          {transaction.game && transaction.season !== currentSeason && ` · ${transaction.season} season`}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn(
            'font-bold tabular-nums',
            cents > 0 ? 'text-green-700' : cents < 0 ? 'text-red-700' : 'text-stone-600',
          )}
        >
          {formatSignedAmount(cents)}
          <span className="sr-only"> {CURRENCY}</span>
        </p>
        <p className="text-xs tabular-nums text-stone-500">
          Balance {formatAmount(transaction.balanceAfter)}
        </p>
      </div>
    </li>
  );
}

function appearance(transaction: Transaction, cents: number): { icon: ReactNode; tone: string } {
  const size = 'h-4 w-4';
  if (transaction.type === 'initial_balance')
    return { icon: <Coins className={size} />, tone: 'bg-amber-50 text-amber-700' };
  if (transaction.type === 'admin_adjustment' || transaction.type === 'balance_adjustment')
    return { icon: <ShieldCheck className={size} />, tone: 'bg-blue-50 text-blue-700' };
  if (cents > 0) return { icon: <ArrowUpRight className={size} />, tone: 'bg-green-50 text-green-700' };
  if (cents < 0) return { icon: <ArrowDownRight className={size} />, tone: 'bg-red-50 text-red-700' };
  return { icon: <Equal className={size} />, tone: 'bg-stone-100 text-stone-600' };
}
