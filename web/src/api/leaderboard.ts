import { useQuery } from '@tanstack/react-query';
import { SEASON } from '../../../domain/constants';
import type { LeaderboardRow } from '../../../domain/leaderboard';

/** SPEC 7: GET /api/leaderboard/weekly/{season}/{week} and /season/{season}. */
export function useWeeklyLeaderboard(week: number, enabled: boolean) {
  return useQuery<LeaderboardRow[]>({ queryKey: ['/api/leaderboard/weekly', SEASON, week], enabled });
}

export function useSeasonLeaderboard(enabled: boolean) {
  return useQuery<LeaderboardRow[]>({ queryKey: ['/api/leaderboard/season', SEASON], enabled });
}
