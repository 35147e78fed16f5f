import { useState } from 'react';
import { toast } from '../../components/toasts';
import { CURRENCY, MAX_BALANCE_CENTS } from '../../../../domain/constants';
import { formatAmount, formatCents, formatSignedAmount, parseCents } from '../../../../domain/money';
import { fullName, type User } from '../../../../domain/users';
import { useAdjustBalance } from '../../api/admin';
import { ApiError, messageOf } from '../../api/http';
import { TransactionRow } from '../../components/transaction-row';
import { FormDialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { displayName } from './user-list';

/** docs/product.md, Admin screens: why a balance change failed. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) {
    return 'Admin access required. Please log out and log back in to refresh your permissions.';
  }
  if (error instanceof ApiError && error.status === 401) {
    return 'You are not logged in. Please log out and log back in.';
  }
  return messageOf(error, 'Failed to update balance. Please try again.');
}

/**
 * The one balance dialog: a signed change to the cent and a reason, previewed as the user's history
 * will show it, and the result told the same way. Mount it with the user to adjust; it starts empty.
 */
export function BalanceDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useAdjustBalance();

  const cents = amount.trim() === '' ? undefined : parseCents(amount);
  const balanceCents = parseCents(user.virtualBalance) ?? 0;
  const availableCents = parseCents(user.availableBalance) ?? 0;
  const amountError = amountProblem(amount, cents, availableCents, balanceCents);
  const ready = cents !== undefined && !amountError && reason.trim() !== '';
  const name = displayName(user);

  function submit() {
    if (!ready) return;
    adjust.mutate(
      { userId: user.id, balance: formatCents(cents), description: reason.trim() },
      {
        // Worded as the ledger entry reads: the signed change, then the balance after it.
        onSuccess: (updated) => {
          toast.success('Balance Updated', {
            description: `${formatSignedAmount(cents)} ${CURRENCY} for ${displayName(updated)} · Balance ${formatAmount(updated.virtualBalance)}`,
          });
          onClose();
        },
        onError: (error) => toast.error('Failed to update balance', { description: failureText(error) }),
      },
    );
  }

  return (
    <FormDialog
      title="Adjust Balance"
      description={fullName(user) ? `${fullName(user)} · ${user.email}` : user.email}
      onClose={onClose}
      onSubmit={submit}
      pending={adjust.isPending}
      submitLabel="Apply Adjustment"
      pendingLabel="Updating..."
      submitDisabled={!ready || adjust.isPending}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-stone-50 p-3 text-sm">
        <div>
          <dt className="text-stone-500">Balance</dt>
          <dd className="font-semibold tabular-nums">
            {formatAmount(user.virtualBalance)} {CURRENCY}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Available</dt>
          <dd className="font-semibold tabular-nums">
            {formatAmount(user.availableBalance)} {CURRENCY}
          </dd>
        </div>
      </dl>
      <Field
        label={`Change (${CURRENCY})`}
        type="number"
        inputMode="decimal"
        step="0.01"
        placeholder="25.50 or -10"
        autoComplete="off"
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
        hint="Positive adds, negative deducts; to the cent"
      />
      <Field
        label="Reason"
        placeholder="e.g. Bonus for organising the pool"
        maxLength={200}
        autoComplete="off"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={`Shown in ${name}'s transaction history`}
      />
      {cents !== undefined && !amountError && (
        <section aria-label="Preview" className="rounded-lg border border-dashed border-stone-300">
          <p className="px-3 pt-2 text-xs font-medium text-stone-500">{name}&apos;s history will show</p>
          <ul>
            <TransactionRow
              className="px-3"
              transaction={{
                id: 'preview',
                type: 'admin_adjustment',
                amount: formatCents(cents),
                balanceAfter: formatCents(balanceCents + cents),
                season: 0,
                description: reason.trim() || 'Your reason',
                createdAt: new Date().toISOString(),
                bet: null,
                opponent: null,
                opponentEmail: null,
                game: null,
                userRole: null,
                isWin: null,
              }}
            />
          </ul>
        </section>
      )}
    </FormDialog>
  );
}

/** Why the typed change cannot be applied, if it cannot (the server refuses the same). */
function amountProblem(
  text: string,
  cents: number | undefined,
  availableCents: number,
  balanceCents: number,
): string | undefined {
  if (text.trim() === '') return undefined;
  if (cents === undefined) return 'Enter an amount like 25.50 or -10, at most two decimals';
  if (cents === 0) return 'Enter an amount other than 0';
  // docs/product.md, Balances and the ledger: an adjustment may not take the available balance below zero.
  if (-cents > availableCents) {
    const held = balanceCents - availableCents;
    return `At most ${formatAmount(availableCents)} ${CURRENCY} can be deducted${held > 0 ? ': the rest is held by open bets' : ''}`;
  }
  if (balanceCents + cents > MAX_BALANCE_CENTS)
    return `A balance can be at most ${formatAmount(MAX_BALANCE_CENTS)} ${CURRENCY}`;
  return undefined;
}
