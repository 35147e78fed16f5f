import { PageHeader } from '../../components/page-header';
import { InvitationsCard, SendInvitationCard } from './invitations-card';

/** SPEC 2, Admin User Management. */
export function UserManagementPage() {
  return (
    <>
      <PageHeader title="User Management" description="Invite friends and keep track of their invitations" />
      <div className="space-y-6">
        <SendInvitationCard />
        <InvitationsCard />
      </div>
    </>
  );
}
