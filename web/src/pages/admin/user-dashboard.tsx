import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { CURRENCY } from '../../../../domain/constants';
import { formatAmount, parseCents } from '../../../../domain/money';
import type { User } from '../../../../domain/users';
import { useAdminStats } from '../../api/admin';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { AdminPageHeader } from './admin-page-header';
import { BalanceDialog } from './balance-dialog';
import { displayName, UserList } from './user-list';

/** SPEC 2, Admin user list: every user's balance, and an 'Adjust' dialog (SPEC 5, second version). */
export function AdminUserDashboardPage() {
  const [adjusting, setAdjusting] = useState<User | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Users & Balances"
        description={`Every player's ${CURRENCY}. Adjustments land in their transaction history.`}
      />
      <Card>
        <CardHeader title="Balances" description={<BalancesSummary />} />
        <UserList
          label="User balances"
          actions={(user) => (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Adjust balance of ${displayName(user)}`}
              onClick={() => setAdjusting(user)}
            >
              <SlidersHorizontal className="h-4 w-4" aria-hidden />
              Adjust
            </Button>
          )}
        />
      </Card>
      {adjusting && <BalanceDialog user={adjusting} version="adjust" onClose={() => setAdjusting(null)} />}
    </>
  );
}

/** "4 users · 4,120 Pigskins in total", from the stats: the list itself comes in pages. */
function BalancesSummary() {
  const stats = useAdminStats();
  if (!stats.isSuccess) return 'Every balance, to the cent';
  const totalCents = parseCents(stats.data.totalBalance) ?? 0;
  const count = stats.data.totalUsers;
  return `${count} user${count === 1 ? '' : 's'} · ${formatAmount(totalCents)} ${CURRENCY} in total`;
}
