import { History, Search, ShieldCheck, SlidersHorizontal, UserCheck, UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../components/toasts';
import { ACTIVE_STATUSES } from '../../../../domain/bets';
import { isAccountInactive, type User } from '../../../../domain/users';
import { useDeleteUser, useSetUserStatus, useUserBetCounts, type UserFilter } from '../../api/admin';
import { messageOf } from '../../api/http';
import { lazyComponent } from '../../components/lazy-component';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/field';
import { AdminPageHeader } from './admin-page-header';
import { MoreActionsButton } from './more-actions-button';
import { displayName, UserList } from './user-list';
import { counted } from '../../../../domain/words';

// Loaded when opened (docs/decisions.md, first-visit budgets).
const BalanceDialog = lazyComponent(() => import('./balance-dialog'), 'BalanceDialog');
const TestSmsDialog = lazyComponent(() => import('./test-sms-dialog'), 'TestSmsDialog');
const TransactionsDialog = lazyComponent(() => import('./transactions-dialog'), 'TransactionsDialog');
const loadMenu = () => import('./more-actions-menu');
const MoreActionsMenu = lazy(async () => ({ default: (await loadMenu()).MoreActionsMenu }));

type UserDialog = 'sms' | 'history' | 'balance' | 'deactivate' | 'delete';
type Status = NonNullable<UserFilter['status']>;

const STATUSES: { value: Status; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const isStatus = (value: string | null): value is Status => STATUSES.some((status) => status.value === value);

/** Waits until the admin stops typing, so a search is one request rather than one per letter. */
function useDebounced(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The one Users screen: search, status, balance and available balance to the cent, and every action
 * on a user (adjust the balance, history, deactivate or reactivate, test SMS, delete). The search
 * and the status live in the URL, so a reload keeps them.
 */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const statusParam = params.get('status');
  const status: Status = isStatus(statusParam) ? statusParam : 'all';
  const settledSearch = useDebounced(search);
  const [open, setOpen] = useState<{ dialog: UserDialog; user: User } | null>(null);
  const close = () => setOpen(null);

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settledSearch.trim()) next.set('q', settledSearch.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settledSearch, setParams]);

  const setStatus = (value: Status) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  const clearFilter = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <>
      <AdminPageHeader title="Users" description="Balances, status and history of everyone in the group" />
      {/* Where focus goes when the row it came from is gone (deleted, or filtered out). */}
      <Card data-focus-fallback tabIndex={-1} className="outline-none">
        <div className="flex flex-col gap-3 border-b border-stone-100 px-5 py-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor="user-search" className="sr-only">
              Search users
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
              aria-hidden
            />
            <input
              id="user-search"
              type="search"
              placeholder="Search by name or email"
              autoComplete="off"
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className={cn(inputClasses, 'pl-9')}
            />
          </div>
          <div
            role="group"
            aria-label="Status"
            className="inline-flex shrink-0 rounded-lg border border-stone-300 bg-stone-50 p-0.5"
          >
            {STATUSES.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={status === option.value}
                onClick={() => setStatus(option.value)}
                className={cn(
                  'min-h-11 flex-1 rounded-md sm:min-h-9 px-3 text-sm font-medium transition-colors sm:flex-none',
                  status === option.value
                    ? 'bg-white text-stone-900 shadow-sm'
                    : 'text-stone-600 hover:text-stone-900',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        </div>
        <UserList
          filter={{ search: settledSearch, status }}
          onClearFilter={clearFilter}
          note={(user) =>
            user.isAdmin && (
              <p className="mt-1 flex items-center gap-1.5 text-xs text-stone-500">
                <ShieldCheck className="h-3.5 w-3.5 shrink-0 text-brand-700" aria-hidden />
                Admins stay active and cannot be deleted
              </p>
            )
          }
          actions={(user) => <UserActions user={user} onOpen={(dialog) => setOpen({ dialog, user })} />}
        />
      </Card>

      {open?.dialog === 'sms' && <TestSmsDialog user={open.user} onClose={close} />}
      {open?.dialog === 'history' && <TransactionsDialog user={open.user} onClose={close} />}
      {open?.dialog === 'balance' && <BalanceDialog user={open.user} onClose={close} />}
      {open?.dialog === 'deactivate' && <DeactivateDialog user={open.user} onClose={close} />}
      {open?.dialog === 'delete' && <DeleteDialog user={open.user} onClose={close} />}
    </>
  );
}

function UserActions({ user, onOpen }: { user: User; onOpen: (dialog: UserDialog) => void }) {
  const name = displayName(user);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => onOpen('balance')}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden />
        {/* "Adjust" on phones, where two buttons share a row; the name it is read by stays whole. */}
        <span>
          Adjust<span className="max-sm:sr-only"> Balance</span>
        </span>
        <span className="sr-only"> of {name}</span>
      </Button>
      <Button variant="outline" size="sm" onClick={() => onOpen('history')}>
        <History className="h-4 w-4" aria-hidden />
        History
        <span className="sr-only"> of {name}</span>
      </Button>
      {!user.isAdmin &&
        (isAccountInactive(user) ? (
          <ReactivateButton user={user} />
        ) : (
          <Button variant="outline" size="sm" onClick={() => onOpen('deactivate')}>
            <UserX className="h-4 w-4" aria-hidden />
            Deactivate
            <span className="sr-only"> {name}</span>
          </Button>
        ))}
      <Suspense fallback={<MoreActionsButton name={name} disabled />}>
        <MoreActionsMenu
          name={name}
          deletable={!user.isAdmin}
          onTestSms={() => onOpen('sms')}
          onDelete={() => onOpen('delete')}
        />
      </Suspense>
    </>
  );
}

/** Reactivation undoes nothing the user would miss (cancelled proposals stay cancelled), so it asks nothing. */
function ReactivateButton({ user }: { user: User }) {
  const status = useSetUserStatus();
  const name = displayName(user);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={status.isPending}
      onClick={() =>
        status.mutate(
          { userId: user.id, isActive: true, isPaused: false },
          {
            onSuccess: () =>
              toast.success('User status updated successfully', {
                description: `${name} is active again and can sign in and bet`,
              }),
            onError: (error) =>
              toast.error('Failed to update user status', {
                description: messageOf(error, 'Please try again'),
              }),
          },
        )
      }
    >
      <UserCheck className="h-4 w-4" aria-hidden />
      {status.isPending ? 'Reactivating...' : 'Reactivate'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** What deactivating will do to this user's bets, once their counts are known. */
function DeactivateDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const status = useSetUserStatus();
  const counts = useUserBetCounts(user.id);
  const name = displayName(user);
  const open = counts.data?.proposed;
  const active = counts.data ? ACTIVE_STATUSES.reduce((sum, key) => sum + counts.data[key], 0) : 0;

  const proposals =
    open === undefined
      ? counts.isError
        ? 'Their open bet proposals are cancelled and the stakes released.'
        : 'Counting their open bet proposals...'
      : open === 0
        ? 'They have no open bet proposals.'
        : open === 1
          ? 'Their 1 open bet proposal is cancelled and its stake released; reactivating does not bring it back.'
          : `Their ${open} open bet proposals are cancelled and their stakes released; reactivating does not bring them back.`;

  function confirm() {
    status.mutate(
      { userId: user.id, isActive: false, isPaused: false },
      {
        onSuccess: () => {
          toast.success('User status updated successfully', {
            description: `${name} is now inactive${open ? ` and their ${counted(open, 'open bet')} cancelled` : ''}`,
          });
          onClose();
        },
        onError: (error) =>
          toast.error('Failed to update user status', { description: messageOf(error, 'Please try again') }),
      },
    );
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => !isOpen && !status.isPending && onClose()}
      title={`Deactivate ${name}?`}
      description={
        <>
          <span className="block">
            They are signed out on every device and can no longer sign in or bet until you reactivate them
            from this screen.
          </span>
          <span className="mt-2 block font-medium text-stone-800" aria-live="polite">
            {proposals}
          </span>
          {active > 0 && (
            <span className="mt-2 block">
              Their {counted(active, 'accepted bet')} stay and are settled as usual.
            </span>
          )}
        </>
      }
      confirmLabel="Deactivate"
      pendingLabel="Deactivating..."
      pending={status.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}

function DeleteDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const remove = useDeleteUser();
  const counts = useUserBetCounts(user.id);
  const name = displayName(user);
  const active = counts.data ? ACTIVE_STATUSES.reduce((sum, key) => sum + counts.data[key], 0) : 0;

  function confirm() {
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success('User deleted successfully', {
          description: `${name} can no longer sign in; their open proposals were cancelled`,
        });
        onClose();
      },
      onError: (error) =>
        toast.error('Delete Failed', { description: messageOf(error, 'Failed to delete user') }),
    });
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => !isOpen && !remove.isPending && onClose()}
      title={`Delete ${name}?`}
      description={
        <>
          <span className="block">
            They can no longer sign in and their open bet proposals are cancelled. Their settled bets stay in
            their opponents&apos; history. This cannot be undone.
          </span>
          {active > 0 && (
            <span className="mt-2 block font-medium text-red-700" aria-live="polite">
              They have {counted(active, 'accepted bet')} not settled yet: deleting is refused until{' '}
              {active === 1 ? 'it is' : 'they are'} settled. Deactivate them instead.
            </span>
          )}
        </>
      }
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
    />
  );
}
