import { RotateCw, WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { CenteredPage } from './centered-page';
import { Button } from './ui/button';

/** Tries again by itself this often, besides when the browser comes back online. */
const RETRY_EVERY_MS = 15_000;

/**
 * Shown instead of any screen while Pigskin cannot tell who is signed in because the API does not
 * answer: never the signed-out landing page (only a 401 signs out). `retry` once the retries ran out.
 */
export function ConnectionProblem({ retry }: { retry?: () => Promise<unknown> }) {
  useEffect(() => {
    if (!retry) return;
    const timer = setInterval(() => void retry(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [retry]);
  return (
    <CenteredPage>
      <WifiOff className="mx-auto h-10 w-10 text-stone-500" aria-hidden />
      <h1 className="mt-4 text-center text-2xl font-bold">Can't reach Pigskin</h1>
      <p className="mt-2 text-center text-stone-600" role="status">
        {retry
          ? "We'll keep trying. Check your connection, or try now."
          : navigator.onLine
            ? 'Connecting…'
            : "You're offline. We'll connect when you're back."}
      </p>
      {retry && (
        <Button size="lg" className="mt-6 w-full" onClick={() => void retry()}>
          <RotateCw className="h-4 w-4" aria-hidden />
          Try Again
        </Button>
      )}
    </CenteredPage>
  );
}
