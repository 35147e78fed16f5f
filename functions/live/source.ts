import type { Scoreboard } from '../../domain/espn-scoreboard';
import type { MatchableGame } from '../../domain/live-reads';

/**
 * Where live scores come from (docs/product.md, Live scores): the job asks for the scoreboard of the
 * games in their window; another source replaces ESPN's by answering the same. A source that fails
 * throws, and nothing is learned from that run.
 */
export interface LiveSource {
  read(window: LiveWindow): Promise<Scoreboard>;
}

export interface LiveWindow {
  /** The US Eastern dates (YYYYMMDD) of the watched games' kickoffs: ESPN's scoreboard is by date. */
  dates: readonly string[];
  games: readonly MatchableGame[];
  now: Date;
}
