import { useState, type SubmitEvent } from 'react';
import { toast } from '../../components/toasts';
import { CURRENCY } from '../../../../domain/constants';
import { formatCents, parseCents } from '../../../../domain/money';
import { fullName, type User } from '../../../../domain/users';
import { useAdjustBalance } from '../../api/admin';
import { ApiError, messageOf } from '../../api/http';
import { formatWhole } from '../../components/currency';
import { Dialog, DialogActions } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { displayName } from './user-list';

/**
 * SPEC 5 describes the admin balance dialog twice; one component serves both.
 * - `edit` (Admin users, 'Edit Balance'): cents allowed; submitting with a field empty says so.
 * - `adjust` (Admin user list, 'Adjust'): whole numbers; the apply button waits for valid fields.
 */
export type BalanceDialogVersion = 'edit' | 'adjust';

const VERSIONS = {
  edit: {
    title: 'Edit Balance',
    step: '0.01',
    reasonLabel: 'Reason',
    submitLabel: 'Update Balance',
    amountHint: `Positive adds ${CURRENCY}, negative deducts`,
  },
  adjust: {
    title: 'Adjust Balance',
    step: '1',
    reasonLabel: 'Description',
    submitLabel: 'Apply Adjustment',
    amountHint: `Whole ${CURRENCY}: positive adds, negative deducts`,
  },
} as const;

/** SPEC 8, balance update failure. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) {
    return 'Admin access required. Please log out and log back in to refresh your permissions.';
  }
  if (error instanceof ApiError && error.status === 401) {
    return 'You are not logged in. Please log out and log back in.';
  }
  return messageOf(error, 'Failed to update balance. Please try again.');
}

/** Mount it with the user to adjust; it starts empty every time. */
export function BalanceDialog({
  user,
  version,
  onClose,
}: {
  user: User;
  version: BalanceDialogVersion;
  onClose: () => void;
}) {
  const texts = VERSIONS[version];
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useAdjustBalance();

  const cents = amount.trim() === '' ? undefined : parseCents(amount);
  const balanceCents = parseCents(user.virtualBalance) ?? 0;
  const availableCents = parseCents(user.availableBalance) ?? 0;
  const amountError = amountProblem(amount, cents, version, availableCents, balanceCents - availableCents);
  const complete = amount.trim() !== '' && reason.trim() !== '';
  const canApply = complete && !amountError && !adjust.isPending;

  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!complete) {
      toast.error('Missing Information', { description: 'Please fill in all fields' });
      return;
    }
    if (amountError || cents === undefined || adjust.isPending) return;
    adjust.mutate(
      { userId: user.id, balance: formatCents(cents), description: reason.trim() },
      {
        onSuccess: (updated) => {
          toast.success('Balance Updated', {
            description: `${displayName(updated)} now has ${formatWhole(updated.virtualBalance)} ${CURRENCY}`,
          });
          onClose();
        },
        onError: (error) => toast.error('Failed to update balance', { description: failureText(error) }),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !adjust.isPending && onClose()}
      title={texts.title}
      description={fullName(user) ? `${fullName(user)} · ${user.email}` : user.email}
    >
      <dl className="mb-4 grid grid-cols-2 gap-3 rounded-lg bg-stone-50 p-3 text-sm">
        <div>
          <dt className="text-stone-500">Balance</dt>
          <dd className="font-semibold tabular-nums">
            {formatWhole(user.virtualBalance)} {CURRENCY}
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Available</dt>
          <dd className="font-semibold tabular-nums">
            {formatWhole(user.availableBalance)} {CURRENCY}
          </dd>
        </div>
      </dl>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={`Amount (${CURRENCY})`}
          type="number"
          step={texts.step}
          placeholder={version === 'adjust' ? '100 or -50' : '100.00 or -50.00'}
          autoComplete="off"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint={
            cents !== undefined && !amountError
              ? `New balance: ${formatWhole(balanceCents + cents)} ${CURRENCY}`
              : texts.amountHint
          }
        />
        <Field
          label={texts.reasonLabel}
          placeholder="e.g. Bonus for organising the pool"
          maxLength={200}
          autoComplete="off"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint="Shown in the user's transaction history"
        />
        {/* The first version checks on submit and says what is missing; the second waits. */}
        <DialogActions
          onCancel={onClose}
          pending={adjust.isPending}
          submitLabel={texts.submitLabel}
          pendingLabel="Updating..."
          submitDisabled={version === 'adjust' ? !canApply : adjust.isPending}
        />
      </form>
    </Dialog>
  );
}

/** Why the typed amount cannot be applied, if it cannot. */
function amountProblem(
  text: string,
  cents: number | undefined,
  version: BalanceDialogVersion,
  availableCents: number,
  heldCents: number,
): string | undefined {
  if (text.trim() === '') return undefined;
  if (cents === undefined) {
    return version === 'adjust'
      ? 'Enter a whole number, e.g. 100 or -50'
      : 'Enter an amount like 100 or -25.50';
  }
  if (version === 'adjust' && cents % 100 !== 0) return 'Whole numbers only';
  if (cents === 0) return 'Enter an amount other than 0';
  // DESIGN.md: an adjustment may not take the available balance below zero.
  if (-cents > availableCents) {
    return `At most ${formatWhole(availableCents)} ${CURRENCY} can be deducted${heldCents > 0 ? ': the rest is held by open bets' : ''}`;
  }
  return undefined;
}
