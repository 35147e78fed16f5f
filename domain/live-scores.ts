/**
 * docs/product.md, Live scores: what the live source last said of a game being played. It is shown,
 * never paid out: only a game's official final moves Pigskins (docs/product.md, One final score per
 * game), and the live source gives one only on two reads in a row of the same completed score.
 */

/**
 * Where the game stands: not yet started, being played (between plays, at halftime, at the end of a
 * quarter, held up by weather), over, or put off for another day.
 */
export type LivePhase =
  'pre' | 'in' | 'halftime' | 'end_of_period' | 'delayed' | 'final' | 'postponed' | 'cancelled';

export interface LiveScore {
  home: number;
  away: number;
  phase: LivePhase;
  /** 1 to 4; 5 and up is overtime; 0 before kickoff. */
  period: number;
  /** What is left of the period as the source shows it, "8:12". */
  clock: string;
  /** When the source was read (ISO instant). */
  readAt: string;
}

/** Phases in which the game is under way: its score can still change. */
export const PLAYING_PHASES: readonly LivePhase[] = ['in', 'halftime', 'end_of_period', 'delayed'];

export function isPlaying(live: Pick<LiveScore, 'phase'> | undefined): boolean {
  return live !== undefined && PLAYING_PHASES.includes(live.phase);
}
