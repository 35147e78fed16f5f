import { History, MessageSquareText, ShieldCheck, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../components/toasts';
import { isAccountInactive, type User } from '../../../../domain/users';
import { useDeleteUser, useSetUserStatus } from '../../api/admin';
import { messageOf } from '../../api/http';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Switch } from '../../components/ui/switch';
import { lazyComponent } from '../../components/lazy-component';
import { AdminPageHeader } from './admin-page-header';
import { displayName, UserList } from './user-list';

// Loaded when opened (docs/decisions.md, first-visit budgets).
const BalanceDialog = lazyComponent(() => import('./balance-dialog'), 'BalanceDialog');
const TestSmsDialog = lazyComponent(() => import('./test-sms-dialog'), 'TestSmsDialog');
const TransactionsDialog = lazyComponent(() => import('./transactions-dialog'), 'TransactionsDialog');

type UserDialog = 'sms' | 'history' | 'balance' | 'delete';

/** SPEC 2, Admin users: per user Test SMS, the active toggle, View History, Edit Balance and Delete. */
export function AdminUsersPage() {
  const [open, setOpen] = useState<{ dialog: UserDialog; user: User } | null>(null);
  const close = () => setOpen(null);
  const remove = useDeleteUser();

  function confirmDelete() {
    if (open?.dialog !== 'delete') return;
    const { user } = open;
    remove.mutate(user.id, {
      onSuccess: () => {
        toast.success('User deleted successfully', {
          description: `${displayName(user)} can no longer sign in; their open proposals were cancelled`,
        });
        close();
      },
      onError: (error) =>
        toast.error('Delete Failed', { description: messageOf(error, 'Failed to delete user') }),
    });
  }

  return (
    <>
      <AdminPageHeader title="Users" description="Account status, balances, history and SMS checks" />
      {/* Where focus goes when the row it came from is deleted. */}
      <Card data-focus-fallback tabIndex={-1} className="outline-none">
        <CardHeader title="All Users" description="Inactive users see only the Account Inactive page" />
        <UserList
          note={(user) =>
            user.isAdmin && (
              <p className="mt-1 flex items-center gap-1.5 text-xs text-stone-500">
                <ShieldCheck className="h-3.5 w-3.5 shrink-0 text-brand-700" aria-hidden />
                Admins stay active and cannot be deleted
              </p>
            )
          }
          actions={(user) => (
            <>
              {user.isAdmin ? (
                // Keeps the buttons of every row in line.
                <span className="hidden w-28 sm:block" aria-hidden />
              ) : (
                <ActiveSwitch user={user} />
              )}
              <Button variant="outline" size="sm" onClick={() => setOpen({ dialog: 'sms', user })}>
                <MessageSquareText className="h-4 w-4" aria-hidden />
                Test SMS
                <span className="sr-only"> for {displayName(user)}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setOpen({ dialog: 'history', user })}>
                <History className="h-4 w-4" aria-hidden />
                View History
                <span className="sr-only"> of {displayName(user)}</span>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setOpen({ dialog: 'balance', user })}>
                <SlidersHorizontal className="h-4 w-4" aria-hidden />
                Edit Balance
                <span className="sr-only"> of {displayName(user)}</span>
              </Button>
              {!user.isAdmin && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setOpen({ dialog: 'delete', user })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  Delete
                  <span className="sr-only"> {displayName(user)}</span>
                </Button>
              )}
            </>
          )}
        />
      </Card>

      {open?.dialog === 'sms' && <TestSmsDialog user={open.user} onClose={close} />}
      {open?.dialog === 'history' && <TransactionsDialog user={open.user} onClose={close} />}
      {open?.dialog === 'balance' && <BalanceDialog user={open.user} version="edit" onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'delete'}
        onOpenChange={(isOpen) => !isOpen && !remove.isPending && close()}
        title={`Delete ${open ? displayName(open.user) : 'user'}?`}
        description="They can no longer sign in and their open bet proposals are cancelled. Their settled bets stay in their opponents' history. This cannot be undone."
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** SPEC 4: active or inactive, toggled by an admin. Turning a user on also lifts a pause. */
function ActiveSwitch({ user }: { user: User }) {
  const id = useId();
  const status = useSetUserStatus();
  const active = !isAccountInactive(user);

  function toggle(isActive: boolean) {
    status.mutate(
      { userId: user.id, isActive, isPaused: isActive ? false : user.isPaused },
      {
        onSuccess: (updated) =>
          toast.success('User status updated successfully', {
            description: `${displayName(updated)} is now ${isAccountInactive(updated) ? 'inactive' : 'active'}`,
          }),
        onError: (error) =>
          toast.error('Failed to update user status', {
            description: messageOf(error, 'Please try again'),
          }),
      },
    );
  }

  return (
    <div className="flex min-h-8 w-full items-center gap-2 sm:w-28">
      <Switch id={id} checked={active} disabled={status.isPending} onCheckedChange={toggle} />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium text-stone-700">
        Active<span className="sr-only"> ({displayName(user)})</span>
      </label>
    </div>
  );
}
