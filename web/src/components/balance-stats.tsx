import { CURRENCY } from '../../../domain/constants';
import { formatCents, parseCents } from '../../../domain/money';
import type { User } from '../../../domain/users';
import { CoinAmount } from './currency';
import { cn } from './ui/cn';

/**
 * docs/product.md, Balances and the ledger: committed is what the user's open bets hold: total balance minus
 * available.
 */
export function committedOf(user: Pick<User, 'virtualBalance' | 'availableBalance'>): string {
  const committedCents = (parseCents(user.virtualBalance) ?? 0) - (parseCents(user.availableBalance) ?? 0);
  return formatCents(Math.max(0, committedCents));
}

export interface BalanceStat {
  label: string;
  amount: string;
  hint?: string;
}

/** A row of labelled balances ("Available Balance 925 Pigskins"), as a description list. */
export function BalanceStats({ stats, className }: { stats: BalanceStat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:gap-x-8', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="min-w-0">
          <dt className="text-sm text-stone-500">{stat.label}</dt>
          {/* On phones the currency's name sits under the amount, always: were it to wrap only when
              the amount is long, a change of balance would move everything below by a line. */}
          <dd className="mt-0.5 flex flex-col sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-1.5">
            <CoinAmount amount={stat.amount} className="text-xl sm:text-2xl" />
            <span className="text-sm text-stone-500" aria-hidden>
              {CURRENCY}
            </span>
          </dd>
          {stat.hint && <dd className="text-xs text-stone-500">{stat.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * Balances on one line ("Available 925.00 Total 1,000.00"), for a screen whose first lines belong to
 * something else (docs/product.md, Games); the coin stands for the currency, which is read out.
 */
export function BalanceLine({
  stats,
  className = 'items-baseline',
}: {
  stats: BalanceStat[];
  /** How the line sits in its row: on the text's baseline unless said otherwise. */
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-wrap gap-x-3 gap-y-1 sm:gap-x-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex items-baseline gap-1.5">
          <dt className="text-sm text-stone-500">{stat.label}</dt>
          <dd>
            <CoinAmount amount={stat.amount} className="text-sm sm:text-base" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
