import { MapPin } from 'lucide-react';
import type { Game } from '../../../domain/games';
import { cn } from './ui/cn';

type Site = Pick<Game, 'neutralSite' | 'stadium'>;

/** docs/product.md, Games: where a game is played when it is not the home team's stadium. */
export function neutralSiteNote(game: Site): string | undefined {
  if (!game.neutralSite) return undefined;
  return game.stadium ? `Neutral site: ${game.stadium}` : 'Neutral site';
}

/** The note as a small line under the teams; nothing for a game at the home team's stadium. */
export function NeutralSite({ game, className }: { game: Site; className?: string }) {
  const note = neutralSiteNote(game);
  if (!note) return null;
  return (
    <p className={cn('flex items-center gap-1 text-xs text-stone-600', className)}>
      <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {note}
    </p>
  );
}
