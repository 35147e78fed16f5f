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
