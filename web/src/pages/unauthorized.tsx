import { ShieldX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { signOut } from '../api/session';
import { CenteredPage } from '../components/centered-page';
import { Button, buttonClasses } from '../components/ui/button';

/**
 * docs/product.md, Public pages (Access Denied): where a sign-in with an email that was never invited lands.
 */
export function UnauthorizedPage() {
  return (
    <CenteredPage>
      <ShieldX className="h-10 w-10 text-red-600" aria-hidden />
      <h1 className="mt-3 text-2xl font-bold">Access Denied</h1>
      <div className="mt-3 space-y-2 text-stone-700">
        <p>You are not authorized to access this application.</p>
        <p>This is an invite-only platform.</p>
        <p>Please contact the administrator to request an invitation.</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Return to Home
        </Link>
        <Button variant="outline" onClick={signOut}>
          Sign Out
        </Button>
      </div>
    </CenteredPage>
  );
}
