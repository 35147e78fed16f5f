import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ACTIVITY_KEY } from './activity';
import { AVAILABLE_BETS_KEY, BET_HISTORY_KEY, MY_BETS_KEY, ONE_BET_KEY } from './bets';
import { reportPoll } from './connection';
import { apiHead, isTransient } from './http';
import { GAMES_KEY } from './games';
import { useRead } from './reads';
import { CURRENT_USER_KEY } from './session';
import { TRANSACTIONS_KEY } from './wallet';

/**
 * The reads that follow the user's money and bets (docs/product.md, Navigation and Live refresh); history
 * settles with them.
 */
export const LIVE_KEYS = [
  MY_BETS_KEY,
  BET_HISTORY_KEY,
  AVAILABLE_BETS_KEY,
  ONE_BET_KEY,
  // The week's games and a game's page: its bets (docs/product.md, The game page).
  GAMES_KEY,
  // The group's feed: its writer bumps the feed's stamp, which the HEAD reads, with each new item.
  ACTIVITY_KEY,
  CURRENT_USER_KEY,
  TRANSACTIONS_KEY,
] as const;

/**
 * docs/product.md, Navigation: clicking a nav item refetches bets, available bets, the current user and
 * transactions.
 */
export function refreshAfterNavigation(queryClient: QueryClient): void {
  for (const queryKey of LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
}

const POLL_INTERVAL_MS = 5_000;
const MIN_REFRESH_GAP_MS = 3_000;

/** Not under MY_BETS_KEY, so invalidating the bets does not also re-poll. */
const BETS_CHANGED_KEY = ['HEAD', MY_BETS_KEY[0]] as const;

/**
 * docs/product.md, Live refresh: every 5 s a HEAD of /api/bets/my, which follows the user's bets and
 * everyone's open proposals (docs/decisions.md); when its Last-Modified or ETag moved and the last refresh is
 * more than 3 s old, the live reads are refetched. Each answer also retries the reads on screen that failed
 * for a passing reason, so a screen recovers by itself once the network does. Mount once, for signed-in
 * users.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { data: stamp, dataUpdatedAt: polledAt } = useRead({
    queryKey: BETS_CHANGED_KEY,
    queryFn: async () => {
      let headers: Headers;
      try {
        headers = await apiHead(MY_BETS_KEY[0]);
      } catch (error) {
        reportPoll(!isTransient(error));
        throw error;
      }
      reportPoll(true);
      void queryClient.refetchQueries(
        {
          type: 'active',
          predicate: (query) =>
            query.queryKey[0] !== BETS_CHANGED_KEY[0] &&
            query.state.status === 'error' &&
            isTransient(query.state.error),
        },
        { cancelRefetch: false },
      );
      return `${headers.get('last-modified') ?? ''} ${headers.get('etag') ?? ''}`;
    },
    refetchInterval: POLL_INTERVAL_MS,
    // docs/product.md, Live refresh: polling failures are silent (the banner says the network is gone); the
    // next tick tries again.
    retry: false,
  });
  const seen = useRef<string | undefined>(undefined);
  const refreshedAt = useRef(0);

  // Runs after every poll (polledAt moves even when the stamp is the same string).
  useEffect(() => {
    if (stamp === undefined) return;
    if (seen.current === undefined) {
      seen.current = stamp;
      return;
    }
    if (stamp === seen.current) return;
    // A refresh by anyone counts: the bets fetched by the user's own action are fresh already.
    const lastRefresh = Math.max(
      refreshedAt.current,
      queryClient.getQueryState(MY_BETS_KEY)?.dataUpdatedAt ?? 0,
    );
    // Too soon: the stamp stays unseen, so the next poll compares again instead of losing a change
    // that landed after that refresh.
    if (polledAt - lastRefresh <= MIN_REFRESH_GAP_MS) return;
    seen.current = stamp;
    refreshedAt.current = polledAt;
    refreshAfterNavigation(queryClient);
  }, [stamp, polledAt, queryClient]);
}
