import { AlertTriangle, ChevronsDown, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { InfiniteList } from '../api/lists';
import { Button } from './ui/button';

/**
 * The end of a paged list: the next page loads as this comes into view, and a "Load more" button
 * does the same for keyboards and where scrolling does not tell (docs/decisions.md, "Lists come in
 * pages"). After a failed page it waits for the button, so a refused read is not retried in a loop.
 */
export function LoadMore<T>({ list, what }: { list: InfiniteList<T>; what: string }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, error } = list;
  const waiting = !hasNextPage || isFetchingNextPage || isFetchNextPageError;

  useEffect(() => {
    const element = sentinel.current;
    if (waiting || !element || typeof IntersectionObserver === 'undefined') return;
    // Re-created after each page: if the end is still in view, the next page follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 px-4 py-4">
      {isFetchNextPageError && (
        <p role="alert" className="flex items-center gap-1.5 text-center text-sm text-red-700">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
          Could not load more {what}: {error.message}
        </p>
      )}
      <Button variant="outline" size="md" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchingNextPage ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          <ChevronsDown className="h-4 w-4" aria-hidden />
        )}
        {isFetchingNextPage ? `Loading more ${what}...` : `Load more ${what}`}
      </Button>
      <span role="status" className="sr-only">
        {isFetchingNextPage ? `Loading more ${what}` : ''}
      </span>
    </div>
  );
}
