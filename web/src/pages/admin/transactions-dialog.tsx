import { ReceiptText } from 'lucide-react';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount } from '../../../../domain/money';
import type { User } from '../../../../domain/users';
import { useUserTransactions } from '../../api/admin';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { TransactionRow } from '../../components/transaction-row';
import { Dialog } from '../../components/ui/dialog';
import { ListSkeleton, LoadError } from './list-states';
import { displayName } from './user-list';
import { counted } from '../../../../domain/words';

/** A user's transaction history (newest first, a page at a time), for the admin. Mount it to open it. */
export function TransactionsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const transactions = useUserTransactions(user.id, true);
  const name = displayName(user);
  const loaded = transactions.data?.items ?? [];
  const count = transactions.data?.total ?? loaded.length;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Transaction History"
      description={`${name} · balance ${formatAmount(user.virtualBalance)} ${CURRENCY}`}
    >
      {transactions.isPending ? (
        <ListSkeleton label="Loading transactions" />
      ) : transactions.isError ? (
        <LoadError
          what="transactions"
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
        />
      ) : loaded.length === 0 ? (
        <EmptyState icon={<ReceiptText className="h-8 w-8" />} title="No Transactions Yet">
          {name}&apos;s balance has not moved yet.
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-500">{counted(count, 'transaction')}, newest first</p>
          <ul className="-mx-2 divide-y divide-stone-100" aria-label={`Transactions of ${name}`}>
            {loaded.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} className="px-2" />
            ))}
          </ul>
          <LoadMore list={transactions} what="transactions" />
        </>
      )}
    </Dialog>
  );
}
