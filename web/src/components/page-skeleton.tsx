import { Logo } from './logo';
import { Skeleton } from './ui/skeleton';

/** Stands in for a screen while its code loads: a title and a few cards. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading">
      <Skeleton className="mb-2 h-8 w-48" />
      <Skeleton className="mb-6 h-4 w-72 max-w-full" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Skeleton className="h-40" round="xl" />
        <Skeleton className="h-40" round="xl" />
      </div>
    </div>
  );
}

/**
 * index.html's frame as the app draws it, for `/` while the session is read: most visits are signed
 * in, and the landing page drawn first would show a stranger's page to a player about to see Games.
 */
export function StartingFrame() {
  return (
    <div>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-3 sm:px-4">
          <Logo className="text-xl text-brand-900" />
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <PageSkeleton />
      </div>
    </div>
  );
}
