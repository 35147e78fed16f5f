import { AdminPageHeader } from './admin-page-header';
import { InvitationsCard, SendInvitationCard } from './invitations-card';

/**
 * docs/product.md, Admin screens (User Management): sending invitations and keeping track of them (users are
 * on Users).
 */
export function UserManagementPage() {
  return (
    <>
      <AdminPageHeader title="Invitations" description="Invite friends and keep track of their invitations" />
      <div className="space-y-6">
        <SendInvitationCard />
        <InvitationsCard />
      </div>
    </>
  );
}
