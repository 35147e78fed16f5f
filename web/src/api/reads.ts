import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/** What a read's first answer defers to: the screen drawn while it was pending. */
const ANSWERED = Symbol('answered');

/**
 * A read's result, its first answer drawn in a render that yields to the browser (docs/decisions.md,
 * Renders that yield). React Query hands every answer to React as an update it must draw at once, in
 * one task; a screen's first answer draws the whole screen, 40 to 100 ms of script on a phone, and
 * blocks taps meanwhile. Until React has drawn it in the background, the pending result stays on
 * screen. Later answers (a refresh after a change) show at once, as before, so that a change's button
 * is never enabled again beside the state the change replaced.
 */
function useFirstAnswerDeferred<Result extends { isPending: boolean }>(result: Result): Result {
  const shown = useDeferredValue<Result | typeof ANSWERED>(result.isPending ? result : ANSWERED);
  return shown !== ANSWERED && !result.isPending ? shown : result;
}

/** useQuery, its first answer drawn in a render that yields (above). */
export function useRead<
  QueryFnData = unknown,
  Error = DefaultError,
  Data = QueryFnData,
  Key extends QueryKey = QueryKey,
>(options: UseQueryOptions<QueryFnData, Error, Data, Key>): UseQueryResult<Data, Error> {
  return useFirstAnswerDeferred(useQuery(options));
}

/** useInfiniteQuery, its first answer drawn in a render that yields (above). */
export function useInfiniteRead<
  QueryFnData,
  Error = DefaultError,
  Data = InfiniteData<QueryFnData>,
  Key extends QueryKey = QueryKey,
  PageParam = unknown,
>(
  options: UseInfiniteQueryOptions<QueryFnData, Error, Data, Key, PageParam>,
): UseInfiniteQueryResult<Data, Error> {
  return useFirstAnswerDeferred(useInfiniteQuery(options));
}
