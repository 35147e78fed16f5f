import { AlertTriangle, RotateCw } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';

/** What an admin list shows when its read failed: what failed, why, and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState icon={<AlertTriangle className="h-8 w-8 text-red-500" />} title={`Could not load ${what}`}>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden />
          Try again
        </Button>
      </EmptyState>
    </div>
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
