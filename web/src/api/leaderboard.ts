import type { LeaderboardRow } from '../../../domain/leaderboard';
import { useRead } from './reads';

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
