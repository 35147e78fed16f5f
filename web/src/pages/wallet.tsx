import { ReceiptText } from 'lucide-react';
import { CURRENCY } from '../../../domain/constants';
import type { Transaction } from '../../../domain/ledger';
import { formatAmount, parseCents } from '../../../domain/money';
import type { User } from '../../../domain/users';
import { useTransactions } from '../api/wallet';
import { BalanceStats, committedOf } from '../components/balance-stats';
import { EmptyState } from '../components/empty-state';
import { LoadError } from '../components/load-error';
import { LoadMore } from '../components/load-more';
import { PageHeader } from '../components/page-header';
import { StepChart, type StepPoint } from '../components/step-chart';
import { Badge } from '../components/ui/badge';
import { Card, CardBody, CardHeader } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { TransactionRow } from '../components/transaction-row';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** docs/product.md, Wallet: the balances, how the balance moved, and the ledger, a page at a time. */
export function WalletPage({ user }: { user: User }) {
  const transactions = useTransactions();
  const loaded = transactions.data?.items ?? [];
  // The badge counts the whole ledger (the server knows its length), not only the pages loaded.
  const count = transactions.data?.total ?? loaded.length;

  return (
    <>
      <PageHeader title="Wallet" description={`Your ${CURRENCY} and where they went`} />
      <Card className="mb-6 p-5">
        <BalanceStats
          stats={[
            { label: 'Total Balance', amount: user.virtualBalance },
            { label: 'Available', amount: user.availableBalance, hint: 'Free to bet' },
            { label: 'Committed', amount: committedOf(user), hint: 'Held by open bets' },
          ]}
        />
      </Card>

      {transactions.isPending && (
        // The chart's card held open at its loaded height, so the ledger below does not jump when it
        // arrives (docs/decisions.md, "Phones first": layout shift under 0.05).
        <Card className="mb-6" role="status" aria-label="Loading the balance chart">
          <CardHeader title="Balance Over Time" description={`In ${CURRENCY}, after each transaction`} />
          <CardBody>
            <Skeleton className="h-49" />
          </CardBody>
        </Card>
      )}
      {loaded.length > 0 && (
        <Card className="mb-6">
          <CardHeader
            title="Balance Over Time"
            description={
              loaded.length < count
                ? `In ${CURRENCY}, after each of your latest ${loaded.length} transactions`
                : `In ${CURRENCY}, after each transaction`
            }
          />
          <CardBody>
            <StepChart
              title="Balance"
              unit={CURRENCY}
              points={balanceHistory(loaded)}
              formatValue={formatAmount}
              formatTime={(time) => DAY.format(time)}
            />
          </CardBody>
        </Card>
      )}

      <Card>
        <CardHeader
          title={
            <span className="flex items-center gap-2">
              Transaction History
              {transactions.isSuccess && (
                <Badge>
                  {count}
                  <span className="sr-only">transactions</span>
                </Badge>
              )}
            </span>
          }
        />
        {transactions.isPending ? (
          <div className="space-y-3 p-5" role="status" aria-label="Loading transactions">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : transactions.isError ? (
          <LoadError what="transactions" query={transactions} />
        ) : loaded.length === 0 ? (
          <EmptyState icon={<ReceiptText className="h-8 w-8" />} title="No Transactions Yet">
            Wins, losses and adjustments to your balance show up here.
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-stone-100" aria-label="Transactions">
              {loaded.map((transaction) => (
                <TransactionRow key={transaction.id} transaction={transaction} />
              ))}
            </ul>
            <LoadMore list={transactions} what="transactions" />
          </>
        )}
      </Card>
    </>
  );
}

/** The ledger comes newest first; the chart reads it oldest first (the ledger's order, not the clock's). */
function balanceHistory(transactions: readonly Transaction[]): StepPoint[] {
  return [...transactions].reverse().map((transaction) => ({
    time: Date.parse(transaction.createdAt),
    value: parseCents(transaction.balanceAfter) ?? 0,
  }));
}
