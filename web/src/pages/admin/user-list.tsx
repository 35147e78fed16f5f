import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatAmount } from '../../../../domain/money';
import { fullName, isAccountInactive, type User } from '../../../../domain/users';
import { useAdminUsers } from '../../api/admin';
import { Avatar } from '../../components/avatar';
import { CoinAmount } from '../../components/currency';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from './list-states';

/** How the admin screens name a user: their full name, or their email when they have none. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  fullName(user) || user.email;

/**
 * The users with their balances (to the cent), newest first and a page at a time,
 * with loading, empty and error states. `actions` renders what the screen lets the admin do with one
 * user.
 */
export function UserList({
  actions,
  note,
  label = 'Users',
}: {
  actions?: (user: User) => ReactNode;
  /** A line under the user's email. */
  note?: (user: User) => ReactNode;
  label?: string;
}) {
  const users = useAdminUsers();

  if (users.isPending) {
    return (
      <div className="space-y-3 p-5" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="h-9 w-9 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="h-6 w-20" />
          </div>
        ))}
      </div>
    );
  }
  if (users.isError) {
    return <LoadError what="users" error={users.error} onRetry={() => void users.refetch()} />;
  }
  if (users.data.items.length === 0) {
    return (
      <EmptyState icon={<Users className="h-8 w-8" />} title="No users yet">
        Invite friends from User Management: they appear here once they register.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="divide-y divide-stone-100" aria-label={label}>
        {users.data.items.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-5 py-4">
            <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
              <Avatar firstName={user.firstName} lastName={user.lastName} />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                  <span className="break-words">{displayName(user)}</span>
                  {user.isAdmin && <Badge tone="brand">Admin</Badge>}
                  {isAccountInactive(user) && <Badge tone="red">Inactive</Badge>}
                </p>
                <p className="truncate text-sm text-stone-500">{user.email}</p>
                {note?.(user)}
              </div>
            </div>
            <div className="flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-3 sm:w-auto">
              <div className="pl-12 sm:w-28 sm:pl-0 sm:text-right">
                <CoinAmount amount={user.virtualBalance} />
                <p className="text-xs text-stone-500 tabular-nums">
                  {formatAmount(user.availableBalance)} available
                </p>
              </div>
              {actions && <div className="flex flex-wrap items-center gap-2">{actions(user)}</div>}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore list={users} what="users" />
    </>
  );
}
