import { SearchX, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount, parseCents } from '../../../../domain/money';
import { fullName, isAccountInactive, type User } from '../../../../domain/users';
import { useAdminStats, useAdminUsers, type UserFilter } from '../../api/admin';
import { Avatar } from '../../components/avatar';
import { CoinAmount } from '../../components/currency';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from './list-states';
import { counted } from '../../../../domain/words';

/** How the admin screens name a user: their full name, or their email when they have none. */
export const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  fullName(user) || user.email;

/**
 * "4 users · 4,120.50 Pigskins in total" for everyone, from the stats (the list comes in pages);
 * "2 users match" for a narrowed list, as far as it is loaded.
 */
function UsersSummary({ loaded, more, narrowed }: { loaded: number; more: boolean; narrowed: boolean }) {
  const stats = useAdminStats();
  if (narrowed) return `${loaded}${more ? '+' : ''} user${loaded === 1 && !more ? ' matches' : 's match'}`;
  if (!stats.isSuccess) return 'Every balance, to the cent';
  const count = stats.data.totalUsers;
  const totalCents = parseCents(stats.data.totalBalance) ?? 0;
  return `${counted(count, 'user')} · ${formatAmount(totalCents)} ${CURRENCY} in total`;
}

/**
 * The users the filter lets through, newest first and a page at a time, each with their balance and
 * available balance to the cent, with loading, empty and error states. `actions` renders what the
 * admin can do with one user.
 */
export function UserList({
  filter,
  actions,
  note,
  onClearFilter,
}: {
  filter: UserFilter;
  actions: (user: User) => ReactNode;
  /** A line under the user's email. */
  note?: (user: User) => ReactNode;
  onClearFilter: () => void;
}) {
  const users = useAdminUsers(filter);
  const narrowed = Boolean(filter.search?.trim()) || (filter.status ?? 'all') !== 'all';

  if (users.isPending) {
    return (
      <div className="space-y-3 p-5" role="status" aria-label="Loading users">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3">
            <Skeleton className="h-9 w-9" round="full" />
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
    return narrowed ? (
      <EmptyState icon={<SearchX className="h-8 w-8" />} title="No users match">
        <p>Nobody{filter.search?.trim() ? ` matches “${filter.search.trim()}”` : ''} with this status.</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={onClearFilter}>
          Show everyone
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={<Users className="h-8 w-8" />} title="No users yet">
        Invite friends from Invitations: they appear here once they register.
      </EmptyState>
    );
  }
  return (
    <>
      <p className="px-5 pt-4 text-sm text-stone-500" aria-live="polite">
        <UsersSummary loaded={users.data.items.length} more={users.hasNextPage} narrowed={narrowed} />
      </p>
      <ul className="divide-y divide-stone-100" aria-label="Users">
        {users.data.items.map((user) => (
          <li
            key={user.id}
            aria-label={displayName(user)}
            className="flex flex-wrap items-start gap-x-4 gap-y-3 px-5 py-4"
          >
            <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
              <Avatar firstName={user.firstName} lastName={user.lastName} />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                  <span className="break-words">{displayName(user)}</span>
                  {user.isAdmin && <Badge tone="brand">Admin</Badge>}
                  {isAccountInactive(user) && <Badge tone="red">Inactive</Badge>}
                </p>
                <p className="text-sm break-all text-stone-500">{user.email}</p>
                {note?.(user)}
              </div>
            </div>
            <dl className="grid shrink-0 grid-cols-2 gap-x-6 pl-12 text-sm sm:grid-cols-[7rem_7rem] sm:pl-0 sm:text-right">
              <div>
                <dt className="text-xs text-stone-500">Balance</dt>
                <dd data-testid="user-balance">
                  <CoinAmount amount={user.virtualBalance} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-500">Available</dt>
                <dd className="font-semibold tabular-nums" data-testid="user-available">
                  {formatAmount(user.availableBalance)}
                </dd>
              </div>
            </dl>
            {/* Two to a row on phones, in one line under the name from the small breakpoint up. */}
            <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:pl-12">
              {actions(user)}
            </div>
          </li>
        ))}
      </ul>
      <LoadMore list={users} what="users" />
    </>
  );
}
