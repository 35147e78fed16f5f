import { History } from 'lucide-react';
import { useState } from 'react';
import { CURRENCY } from '../../../../domain/constants';
import type { User } from '../../../../domain/users';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { AdminPageHeader } from './admin-page-header';
import { CleanupCard } from './cleanup-card';
import { InvitationsCard, SendInvitationCard } from './invitations-card';
import { TransactionsDialog } from './transactions-dialog';
import { displayName, UserList } from './user-list';

/** SPEC 2, Admin User Management: invitations, system cleanup, and the users' balances and history. */
export function UserManagementPage() {
  const [viewing, setViewing] = useState<User | null>(null);

  return (
    <>
      <AdminPageHeader
        title="User Management"
        description={`Invite friends, keep track of their invitations and see where their ${CURRENCY} went`}
      />
      <div className="space-y-6">
        <SendInvitationCard />
        <InvitationsCard />
        <CleanupCard />
        <Card>
          <CardHeader title="User Balances" description="Every balance, to the cent" />
          <UserList
            label="User balances"
            actions={(user) => (
              <Button variant="outline" size="sm" onClick={() => setViewing(user)}>
                <History className="h-4 w-4" aria-hidden />
                View History
                <span className="sr-only"> of {displayName(user)}</span>
              </Button>
            )}
          />
        </Card>
      </div>
      {viewing && <TransactionsDialog user={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
