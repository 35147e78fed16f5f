import { useQuery } from '@tanstack/react-query';
import { SEASON } from '../../../domain/constants';
import type { BettingLine, Game } from '../../../domain/games';

export const GAMES_KEY = ['/api/games'] as const;

/** GET /api/games/2025/{week}: the week's games, not-started first (SPEC 9). */
export function useWeekGames(week: number) {
  return useQuery<Game[]>({ queryKey: [...GAMES_KEY, SEASON, week] });
}

/**
 * GET /api/betting-lines/{week}. SPEC 7: enabled only once the games are loaded; the Games screen
 * reads each game's own `lines`, so nothing shows this result.
 */
export function useBettingLines(week: number, enabled: boolean) {
  return useQuery<BettingLine[]>({ queryKey: ['/api/betting-lines', week], enabled });
}
