import { AlertTriangle, RotateCw } from 'lucide-react';
import { EmptyState } from './empty-state';
import { Button } from './ui/button';
import { cn } from './ui/cn';

/** The part of a failed query this needs: why it failed, and a way to try again. */
export interface RetriableQuery {
  error: Error;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * What a list shows when its read failed: what failed, why in plain words, and Retry. The screen also
 * retries by itself once the connection is back (api/refresh.ts), without a reload.
 */
export function LoadError({ what, query }: { what: string; query: RetriableQuery }) {
  return (
    <div role="alert">
      <EmptyState icon={<AlertTriangle className="h-8 w-8 text-red-600" />} title={`Could not load ${what}`}>
        <p>{query.error.message}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          <RotateCw className={cn('h-4 w-4', query.isFetching && 'animate-spin')} aria-hidden />
          {query.isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </EmptyState>
    </div>
  );
}
