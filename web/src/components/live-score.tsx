import { Radio } from 'lucide-react';
import type { Game } from '../../../domain/games';
import {
  liveScoreText,
  liveStatusText,
  showsLiveScore,
  type ScoredGame,
} from '../../../domain/live-standing';
import { cn } from './ui/cn';

type LiveGame = ScoredGame & Pick<Game, 'status'>;

/**
 * docs/product.md, Live scores (On screen): 'PHI 14 - DAL 10 · Q3 8:12' while the game is played, or
 * the source's 'Postponed' or 'Cancelled' until an admin voids the game; nothing otherwise. A polite
 * live region: a screen reader hears the score when it changes, not as the screen first loads.
 */
export function LiveScoreLine({
  game,
  className,
  announced = true,
}: {
  game: LiveGame;
  className?: string;
  /** False inside a region that announces it with more (a bet card's standing). */
  announced?: boolean;
}) {
  const score = showsLiveScore(game) ? liveScoreText(game) : undefined;
  const off = game.live?.phase === 'postponed' || game.live?.phase === 'cancelled';
  const clock = score || off ? liveStatusText(game) : undefined;
  if (!score && !clock) return null;
  return (
    <p
      aria-live={announced ? 'polite' : undefined}
      data-testid="live-score"
      className={cn('flex flex-wrap items-center gap-x-2 font-semibold tabular-nums', className)}
    >
      <Radio className="h-4 w-4 shrink-0 text-orange-800" aria-hidden />
      {score && <span>{score}</span>}
      {clock && <span className="whitespace-nowrap text-orange-800">{clock}</span>}
    </p>
  );
}
