import { useMutation, useQueryClient } from '@tanstack/react-query';
import { takesAcceptedScore, type Bet, type ScoreAnswer } from '../../../domain/bets';
import { apiRequest } from './http';
import { allPages, useInfiniteList } from './lists';
import { refreshQueries } from './query-client';
import { GAMES_KEY } from './games';
import { useRead } from './reads';
import { CURRENT_USER_KEY } from './session';
import { TRANSACTIONS_KEY } from './wallet';

export const MY_BETS_KEY = ['/api/bets/my'] as const;
export const AVAILABLE_BETS_KEY = ['/api/bets/available'] as const;
export const BET_HISTORY_KEY = ['/api/bets/history'] as const;
/** The prefix of every single bet's key: `['/api/bets', id]` reads `/api/bets/{id}`. */
export const ONE_BET_KEY = ['/api/bets'] as const;

/** The user's open bets (proposed, accepted, waiting for a score), as proposer or acceptor, newest first. */
export function useMyBets() {
  return useRead<Bet[]>({ queryKey: MY_BETS_KEY });
}

/** The user's settled bets, the latest settlement first, a page at a time. */
export function useBetHistory() {
  return useInfiniteList<Bet>(BET_HISTORY_KEY, BET_HISTORY_KEY[0]);
}

/** One bet, whoever its players (docs/product.md, Bets as links): its page, and who took a proposal. */
export function useBet(id: string) {
  return useRead<Bet>({ queryKey: [...ONE_BET_KEY, encodeURIComponent(id)] });
}

/**
 * Open proposals by others on games still to kick off, soonest first, a page at a time; the polled
 * HEAD tells when anyone's proposals change (api/refresh.ts).
 */
export function useAvailableBets() {
  return useInfiniteList<Bet>(AVAILABLE_BETS_KEY, AVAILABLE_BETS_KEY[0]);
}

/**
 * Others' open proposals on the games of one week, all of them: under AVAILABLE_BETS_KEY, so whatever
 * refreshes the available bets refreshes these.
 */
export function useProposalsOn(games: readonly { gameDate: string }[] | undefined) {
  const kickoffs = (games ?? []).map((game) => game.gameDate).sort();
  const [from, until] = [kickoffs[0], kickoffs.at(-1)];
  return useRead<Bet[]>({
    queryKey: [...AVAILABLE_BETS_KEY, { from, until }],
    queryFn: () =>
      allPages<Bet>(
        `${AVAILABLE_BETS_KEY[0]}?${new URLSearchParams({ from: from ?? '', until: until ?? '', limit: '100' }).toString()}`,
      ),
    enabled: from !== undefined && until !== undefined,
  });
}

// Which reads each call changes: a proposal or an acceptance moves the lists and the available
// balance; a proposed score only the bet; a settlement the balance and the ledger too.
/** What a proposal or an acceptance changes, re-read before its button is released. */
export const AFTER_PROPOSAL = [MY_BETS_KEY, AVAILABLE_BETS_KEY, CURRENT_USER_KEY, ONE_BET_KEY, GAMES_KEY];
const AFTER_SETTLEMENT = [
  MY_BETS_KEY,
  BET_HISTORY_KEY,
  CURRENT_USER_KEY,
  TRANSACTIONS_KEY,
  ONE_BET_KEY,
  GAMES_KEY,
];

const betPath = (id: string, action?: string) =>
  `/api/bets/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function useAcceptBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Bet>(betPath(id, 'accept'), { method: 'POST' }),
    onSuccess: () => refreshQueries(queryClient, AFTER_PROPOSAL),
  });
}

/** DELETE /api/bets/{id}: the proposer withdraws an open proposal. */
export function useCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<Bet>(betPath(id), { method: 'DELETE' }),
    onSuccess: () => refreshQueries(queryClient, AFTER_PROPOSAL),
  });
}

/**
 * docs/product.md, One score proposal per player and game: how many bets accepting this bet's score
 * settles, by the user's open bets as last read (never read for this: the count is a preview).
 */
export function useSettledTogether(bet: Bet, userId: string): number {
  const mine = useRead<Bet[]>({ queryKey: MY_BETS_KEY, enabled: false }).data ?? [];
  return 1 + mine.filter((other) => takesAcceptedScore(other, bet, userId)).length;
}

/** docs/product.md, One score proposal per player and game: the answer names the other bets it covered. */
export function useProposeSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, homeScore, awayScore }: { id: string; homeScore: number; awayScore: number }) =>
      apiRequest<ScoreAnswer>(betPath(id, 'propose-settlement'), {
        method: 'POST',
        body: { homeScore, awayScore },
      }),
    onSuccess: () => refreshQueries(queryClient, [MY_BETS_KEY, ONE_BET_KEY, GAMES_KEY]),
  });
}

export function useAcceptSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ScoreAnswer>(betPath(id, 'accept-settlement'), { method: 'POST' }),
    onSuccess: () => refreshQueries(queryClient, AFTER_SETTLEMENT),
  });
}
