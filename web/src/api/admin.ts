import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuditRun } from '../../../domain/audit';
import type { AdminBet, BetStatus, PropositionOutcome, StartedGame } from '../../../domain/bets';
import type { FeedStatus } from '../../../domain/feed';
import type { VoidedStatus } from '../../../domain/games';
import type { Transaction } from '../../../domain/ledger';
import type { Team } from '../../../domain/teams';
import type { User } from '../../../domain/users';
import { GAMES_KEY } from './games';
import { apiRequest } from './http';
import { useInfiniteList } from './lists';
import { useRead } from './reads';
import { SEASONS_KEY } from './seasons';
import { refreshQueries } from './query-client';
import { CURRENT_USER_KEY } from './session';

/** The admin reads. Keys are URL segments, so the default query function can fetch them. */
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
export const ADMIN_BETS_KEY = ['/api/admin/bets'] as const;
export const TEAMS_KEY = ['/api/teams'] as const;
const ADMIN_GAMES_KEY = ['/api/admin/games'] as const;
const STARTED_GAMES_KEY = [ADMIN_GAMES_KEY[0], 'started'] as const;
export const BETTING_LINES_KEY = ['/api/betting-lines'] as const;

export interface AdminStats {
  totalBets: number;
  /** Accepted or pending settlement. */
  activeBets: number;
  byStatus: Partial<Record<BetStatus, number>>;
  totalUsers: number;
  adminUsers: number;
  /** Every user's balance, summed: a decimal string. */
  totalBalance: string;
}

/** `active`: accepted or pending settlement only. */
export type AdminBetFilter = 'all' | 'active';

/** What the Users screen narrows the list to; empty for everyone. */
export interface UserFilter {
  search?: string;
  status?: 'all' | 'active' | 'inactive';
}

/** The users, newest first, a page at a time; narrowed by a search and a status on the Users screen. */
export function useAdminUsers(filter: UserFilter = {}) {
  const search = filter.search?.trim() ?? '';
  const status = filter.status ?? 'all';
  const narrowed = search !== '' || status !== 'all';
  const query = new URLSearchParams({ search, status }).toString();
  return useInfiniteList<User>(
    narrowed ? [...ADMIN_USERS_KEY, { search, status }] : ADMIN_USERS_KEY,
    narrowed ? `${ADMIN_USERS_KEY[0]}?${query}` : ADMIN_USERS_KEY[0],
  );
}

/** How many of a user's bets are in each status: what deactivating cancels, whether deleting may. */
export function useUserBetCounts(userId: string) {
  return useRead<Record<BetStatus, number>>({ queryKey: [...ADMIN_USERS_KEY, userId, 'bet-counts'] });
}

const AUDIT_KEY = ['/api/admin/audit'] as const;

/** The ledger audit under way or the last one; null before the first. Read every 2 s while one runs. */
export function useLedgerAudit() {
  return useRead<AuditRun | null>({
    queryKey: AUDIT_KEY,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 2000 : false),
  });
}

/** POST /api/admin/audit: starts a run; the answer is the audit with it running. */
export function useRunAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AuditRun>(AUDIT_KEY[0], { method: 'POST' }),
    onSuccess: (audit) => queryClient.setQueryData(AUDIT_KEY, audit),
  });
}

const FEED_KEY = ['/api/admin/feed'] as const;

/** The NFL schedule feed: whether it is on, its last fetch and what its last import applied. */
export function useFeedStatus() {
  return useRead<FeedStatus>({ queryKey: FEED_KEY });
}

/** POST /api/admin/feed/fetch (Fetch Now): answers once the import of a changed file has run. */
export function useFetchFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FeedStatus>(`${FEED_KEY[0]}/fetch`, { method: 'POST' }),
    onSuccess: (feed) => {
      queryClient.setQueryData(FEED_KEY, feed);
      // A changed file may have added games, set lines, and settled bets with its finals.
      if (feed.lastOutcome === 'changed')
        void refreshQueries(
          queryClient,
          [],
          [
            GAMES_KEY,
            BETTING_LINES_KEY,
            SEASONS_KEY,
            ADMIN_GAMES_KEY,
            ADMIN_BETS_KEY,
            ADMIN_STATS_KEY,
            ADMIN_USERS_KEY,
            CURRENT_USER_KEY,
          ],
        );
    },
  });
}

export function useAdminStats() {
  return useRead<AdminStats>({ queryKey: ADMIN_STATS_KEY });
}

/** GET /api/admin/bets (latest kickoff first), or ?status=active (earliest first), a page at a time. */
export function useAdminBets(
  filter: AdminBetFilter,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useInfiniteList<AdminBet>(
    [...ADMIN_BETS_KEY, { status: filter }],
    `${ADMIN_BETS_KEY[0]}${filter === 'active' ? '?status=active' : ''}`,
    options,
  );
}

/**
 * A user's ledger, newest first, a page at a time. Under the users key, so a change to the users
 * refreshes it too.
 */
export function useUserTransactions(userId: string, enabled: boolean) {
  return useInfiniteList<Transaction>(
    [...ADMIN_USERS_KEY, userId, 'transactions'],
    `${userPath(userId)}/transactions`,
    { enabled },
  );
}

export function useTeams() {
  return useRead<Team[]>({ queryKey: TEAMS_KEY, staleTime: 5 * 60_000 });
}

const userPath = (id: string, action?: string) =>
  `${ADMIN_USERS_KEY[0]}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export interface BalanceAdjustment {
  userId: string;
  /** Signed decimal string: the change, negative deducts (docs/product.md, Balances and the ledger). */
  balance: string;
  description: string;
}

/** PATCH /api/admin/users/{id}/balance. The admin's own balance may be the one that moved. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, balance, description }: BalanceAdjustment) =>
      apiRequest<User>(userPath(userId, 'balance'), { method: 'PATCH', body: { balance, description } }),
    onSuccess: () => refreshQueries(queryClient, [ADMIN_USERS_KEY], [CURRENT_USER_KEY]),
  });
}

/** PATCH /api/admin/users/{id}/status. */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isActive, isPaused }: { userId: string; isActive: boolean; isPaused: boolean }) =>
      apiRequest<User>(userPath(userId, 'status'), { method: 'PATCH', body: { isActive, isPaused } }),
    // The user may leave a list narrowed by status, and their open proposals were cancelled.
    onSuccess: () =>
      refreshQueries(queryClient, [ADMIN_USERS_KEY], [ADMIN_STATS_KEY, ADMIN_BETS_KEY, CURRENT_USER_KEY]),
  });
}

/** DELETE /api/admin/users/{id}: their open proposals are cancelled with them. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<{ message: string }>(userPath(userId), { method: 'DELETE' }),
    onSuccess: () => refreshQueries(queryClient, [ADMIN_USERS_KEY], [ADMIN_STATS_KEY, ADMIN_BETS_KEY]),
  });
}

export function useTestSms() {
  return useMutation({
    mutationFn: (phoneNumber: string) =>
      apiRequest<{ success: boolean; message: string }>('/api/admin/test-sms', {
        method: 'POST',
        body: { phoneNumber },
      }),
  });
}

export interface SettleRequest {
  betId: string;
  /** docs/product.md, Settlement: 'away-home', e.g. '21-14'. */
  finalScore: string;
}

/** POST /api/admin/bets/{id}/settle, then the bet list and the stats are read again. */
export function useSettleBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ betId, finalScore }: SettleRequest) =>
      apiRequest<SettledCounts>(`${ADMIN_BETS_KEY[0]}/${encodeURIComponent(betId)}/settle`, {
        method: 'POST',
        body: { finalScore },
      }),
    // Balances moved and the game got its final score too.
    onSuccess: () =>
      refreshQueries(
        queryClient,
        [ADMIN_GAMES_KEY, ADMIN_BETS_KEY, ADMIN_STATS_KEY],
        [ADMIN_USERS_KEY, GAMES_KEY, CURRENT_USER_KEY],
      ),
  });
}

/**
 * docs/product.md, Disputes: the propositions the admin decides, disputed or unsettled a week after they
 * closed, in one page.
 */
export function useUnsettledPropositions(options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useRead<AdminBet[]>({
    queryKey: [...ADMIN_BETS_KEY, { status: 'unsettled' }],
    queryFn: () => apiRequest<AdminBet[]>(`${ADMIN_BETS_KEY[0]}?status=unsettled`),
    ...options,
  });
}

/** The admin's decision on a proposition: a reason is required to void it. */
export interface Decision {
  betId: string;
  outcome: PropositionOutcome;
  reason?: string;
}

/** POST /api/admin/bets/{id}/settle with an outcome (docs/product.md, Disputes): balances may move. */
export function useDecideProposition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ betId, ...decision }: Decision) =>
      apiRequest<AdminBet>(`${ADMIN_BETS_KEY[0]}/${encodeURIComponent(betId)}/settle`, {
        method: 'POST',
        body: decision,
      }),
    onSuccess: () =>
      refreshQueries(
        queryClient,
        [ADMIN_GAMES_KEY, ADMIN_BETS_KEY, ADMIN_STATS_KEY],
        [ADMIN_USERS_KEY, GAMES_KEY, CURRENT_USER_KEY],
      ),
  });
}

/**
 * The games that have kicked off and still need the admin (Bet Settlement): without a final score, or
 * with accepted or pending bets, earliest first, each with those bets.
 */
export function useStartedGames(options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useRead<StartedGame[]>({ queryKey: STARTED_GAMES_KEY, ...options });
}

/** What an official final did to its game's bets (functions/store/settlement.ts, FinalCounts). */
export interface SettledCounts {
  message: string;
  settled: number;
  regraded: number;
  failed: number;
}

/** The toast's title for what a final did: it claims settled bets only when there were some. */
export const settledTitle = ({ settled, regraded }: SettledCounts): string =>
  settled > 0 ? 'Bets Settled Successfully' : regraded > 0 ? 'Bets Re-graded' : 'Final Score Recorded';

/**
 * POST /api/admin/games/{id}/score: the game's official final, entered or corrected; its bets are
 * settled or re-graded by it.
 */
export function useScoreGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      gameId,
      homeScore,
      awayScore,
    }: {
      gameId: string;
      homeScore: number;
      awayScore: number;
    }) =>
      apiRequest<SettledCounts>(`${ADMIN_GAMES_KEY[0]}/${encodeURIComponent(gameId)}/score`, {
        method: 'POST',
        body: { homeScore, awayScore },
      }),
    onSuccess: () =>
      refreshQueries(
        queryClient,
        [ADMIN_GAMES_KEY],
        [ADMIN_BETS_KEY, ADMIN_STATS_KEY, ADMIN_USERS_KEY, GAMES_KEY, CURRENT_USER_KEY],
      ),
  });
}

/** How many bets of a game are in each status: what voiding it would cancel. */
export function useGameBetCounts(gameId: string) {
  return useRead<Record<BetStatus, number>>({ queryKey: [ADMIN_GAMES_KEY[0], gameId, 'bet-counts'] });
}

export interface VoidResult {
  message: string;
  voided: number;
  failed: number;
}

/** POST /api/admin/games/{id}/void: the game will not be played; its bets are cancelled, stakes released. */
export function useVoidGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, status }: { gameId: string; status: VoidedStatus }) =>
      apiRequest<VoidResult>(`${ADMIN_GAMES_KEY[0]}/${encodeURIComponent(gameId)}/void`, {
        method: 'POST',
        body: { status },
      }),
    onSuccess: () =>
      refreshQueries(
        queryClient,
        [GAMES_KEY],
        [ADMIN_GAMES_KEY, ADMIN_BETS_KEY, ADMIN_STATS_KEY, ADMIN_USERS_KEY, CURRENT_USER_KEY],
      ),
  });
}

/** POST /api/admin/cleanup-expired-bets: cancels proposals whose game has started. */
export function useCleanupExpiredBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ deletedCount: number; message: string }>('/api/admin/cleanup-expired-bets', {
        method: 'POST',
      }),
    onSuccess: () =>
      refreshQueries(queryClient, [ADMIN_STATS_KEY, ADMIN_BETS_KEY], [ADMIN_USERS_KEY, CURRENT_USER_KEY]),
  });
}
