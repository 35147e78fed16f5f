import { Lock } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { CURRENCY, PRODUCT_NAME } from '../../../domain/constants';
import { signIn } from '../api/session';
import { CenteredPage } from '../components/centered-page';
import { Football } from '../components/logo';
import { Button } from '../components/ui/button';

/**
 * docs/product.md, Public pages (Landing): what signed-out visitors see: the app is closed, ask the
 * administrator for an invitation; after a sign-in that did not finish (the server sends it here with
 * `?signIn=failed`), why, above the button that starts another.
 */
export function LandingPage() {
  const [params] = useSearchParams();
  return (
    <CenteredPage>
      <Football className="mx-auto h-14 w-14 text-leather" />
      <h1 className="mt-4 text-center text-3xl font-extrabold tracking-tight">{PRODUCT_NAME}</h1>
      <p className="mt-2 text-center text-stone-600">
        Bet {CURRENCY} against your friends on every NFL game: spreads, totals and bragging rights.
      </p>
      <div className="mt-6 flex gap-3 rounded-lg bg-stone-50 p-4 text-sm text-stone-700 ring-1 ring-stone-200">
        <Lock className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden />
        <p>
          {PRODUCT_NAME} is a closed, invite-only group. To join, contact the administrator for an invitation.
        </p>
      </div>
      {params.get('signIn') === 'failed' && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          Sign-in did not finish: it was started again in another tab, or waited too long. Please sign in
          again.
        </p>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={() => signIn()}>
        Get Started
      </Button>
    </CenteredPage>
  );
}
