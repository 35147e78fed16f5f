import { isPlaying, type LiveScore } from '../../domain/live-scores';
import type { LiveSwitch } from '../../domain/push';
import type { GameRecord } from '../store/entities';

/** Under way past kickoff: the source says it is being played, from the first quarter on. */
const kickedOff = (live: LiveScore | undefined): boolean => isPlaying(live) && (live?.period ?? 0) >= 1;

/**
 * What a change to a game's item tells its players (docs/product.md, Live scores), from the item
 * before and after it: the kickoff (not under way, then under way), a score change while it is
 * played, or its official final (whatever its source); undefined for any other change.
 */
export function liveEventOf(before: GameRecord | undefined, after: GameRecord): LiveSwitch | undefined {
  if (!before) return undefined;
  if (after.status === 'final') return before.status === 'final' ? undefined : 'final';
  const [was, is] = [before.live, after.live];
  if (!is || !kickedOff(is)) return undefined;
  if (!kickedOff(was)) return was?.phase === 'final' ? undefined : 'kickoff';
  return was?.home !== is.home || was.away !== is.away ? 'scores' : undefined;
}
