import { LoadError as ListLoadError } from '../../components/load-error';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';

/** What an admin list shows when its read failed: what failed, why, and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <ListLoadError
      what={what}
      query={{ error, isFetching: false, refetch: () => Promise.resolve(onRetry()) }}
    />
  );
}

/** Stands in for a list while it loads: a few grey rows, announced as loading. */
export function ListSkeleton({
  label,
  rows = 3,
  rowClassName = 'h-12',
  className,
}: {
  label: string;
  rows?: number;
  rowClassName?: string;
  className?: string;
}) {
  return (
    <div className={cn('space-y-3', className)} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}
