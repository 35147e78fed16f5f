import { calendarWeek, type SeasonsOverview } from '../../../domain/seasons';
import { useRead } from './reads';

export const SEASONS_KEY = ['/api/seasons'] as const;

/** GET /api/seasons: the season and week under way, and the seasons that have games. */
export function useSeasons() {
  return useRead<SeasonsOverview>({ queryKey: SEASONS_KEY, staleTime: 60_000 });
}

/** The season under way: the server's answer, or the NFL calendar's until it comes (or if it fails). */
export function useCurrentSeason(): number {
  return useSeasons().data?.current.season ?? calendarWeek(new Date()).season;
}
