import type { InfiniteData, QueryKey } from '@tanstack/react-query';
import { apiListPage, type ListPage } from './http';
import { useInfiniteRead } from './reads';

/** A paged list as a screen shows it: every item loaded so far, and the whole list's length if known. */
export interface LoadedList<T> {
  items: T[];
  total: number | null;
}

function loaded<T>(data: InfiniteData<ListPage<T>, string | null>): LoadedList<T> {
  return { items: data.pages.flatMap((page) => page.items), total: data.pages[0]?.total ?? null };
}

/**
 * A list the server pages, read a page at a time: `fetchNextPage` follows the last page's Link.
 * Invalidating it reads again every page loaded so far, so a refreshed list keeps its length.
 */
export function useInfiniteList<T>(
  queryKey: QueryKey,
  path: string,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useInfiniteRead({
    queryKey,
    queryFn: ({ pageParam }) => apiListPage<T>(pageParam ?? path),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    select: loaded<T>,
    ...options,
  });
}

export type InfiniteList<T> = ReturnType<typeof useInfiniteList<T>>;

/** Every page of a list, one after another: for a list a screen needs whole, which stays short. */
export async function allPages<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let next: string | null = path; next !== null;) {
    const page: ListPage<T> = await apiListPage<T>(next);
    items.push(...page.items);
    next = page.next;
  }
  return items;
}
