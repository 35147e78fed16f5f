import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GamePage } from '../../../domain/bets';
import type { Game } from '../../../domain/games';
import { useRead } from './reads';

export const GAMES_KEY = ['/api/games'] as const;

/** GET /api/games/{season}/{week}: the week's games, those being played first, then those not yet started (docs/product.md, Games). */
export function useWeekGames(season: number, week: number, enabled = true) {
  return useRead<Game[]>({ queryKey: [...GAMES_KEY, season, week], enabled });
}

/**
 * GET /api/games/{id}: one game with every bet of the group on it (docs/product.md, The game page).
 * Under GAMES_KEY, so what refreshes the week's games after a bet changes refreshes it too.
 */
export function useGamePage(id: string) {
  return useRead<GamePage>({ queryKey: [...GAMES_KEY, encodeURIComponent(id)] });
}

/**
 * GET /api/betting-lines/{season}/{week}: asked for once the games are loaded; the Games screen reads
 * each game's own `lines`, so nothing shows this result. Fetched, not watched: a screen subscribed to it
 * would draw itself again when it lands, for nothing.
 */
export function useBettingLines(season: number, week: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A failure is nobody's to show, as nothing shows the answer.
    if (enabled) queryClient.query({ queryKey: ['/api/betting-lines', season, week] }).catch(() => undefined);
  }, [queryClient, season, week, enabled]);
}
