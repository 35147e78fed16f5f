import { useRead } from './reads';
import type { LeaderboardRow } from '../../../domain/leaderboard';

/** GET /api/leaderboard/weekly/{season}/{week}, /season/{season} and /all-time. */
export function useWeeklyLeaderboard(season: number, week: number, enabled: boolean) {
  return useRead<LeaderboardRow[]>({ queryKey: ['/api/leaderboard/weekly', season, week], enabled });
}

export function useSeasonLeaderboard(season: number, enabled: boolean) {
  return useRead<LeaderboardRow[]>({ queryKey: ['/api/leaderboard/season', season], enabled });
}

export function useAllTimeLeaderboard(enabled: boolean) {
  return useRead<LeaderboardRow[]>({ queryKey: ['/api/leaderboard/all-time'], enabled });
}
