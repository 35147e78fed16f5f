import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from './session';

/** The reads that follow the user's money and bets (SPEC 2 nav, SPEC 9 auto-refresh). */
export const LIVE_KEYS = [
  ['/api/bets/my'],
  ['/api/bets/available'],
  CURRENT_USER_KEY,
  ['/api/transactions'],
] as const;

/** SPEC 2: clicking a nav item refetches bets, available bets, the current user and transactions. */
export function refreshAfterNavigation(queryClient: QueryClient): void {
  for (const queryKey of LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
}
