import { UserX } from 'lucide-react';
import { signOut } from '../api/session';
import { CenteredPage } from '../components/centered-page';
import { Button } from '../components/ui/button';

/**
 * docs/product.md, Public pages (Account Inactive): all an inactive (deactivated or paused) account can see.
 */
export function AccountInactivePage() {
  return (
    <CenteredPage>
      <UserX className="h-10 w-10 text-amber-600" aria-hidden />
      <h1 className="mt-3 text-2xl font-bold">Account Inactive</h1>
      <p className="mt-3 text-stone-700">
        Your account has been temporarily deactivated. Please contact an administrator to have it reactivated.
      </p>
      <Button variant="outline" className="mt-6" onClick={signOut}>
        Sign Out
      </Button>
    </CenteredPage>
  );
}
