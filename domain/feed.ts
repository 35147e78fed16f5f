/**
 * The NFL schedule feed as the admin dashboard shows it (GET /api/admin/feed; docs/product.md, The NFL
 * schedule feed): where it is read from, when it was last fetched and last changed, what its last
 * import applied, the first problems, and the games whose admin final disagrees with the feed's.
 */
export interface FeedStatus {
  /** Off when no address is configured (locally, until FEED_URL is set). */
  enabled: boolean;
  url: string | null;
  /** The season whose rows apply. */
  season: number;
  lastFetchedAt: string | null;
  /** When the file last differed from the one before. */
  lastChangedAt: string | null;
  /** The last fetch: the file changed, was unchanged (304 or the same bytes), or failed. */
  lastOutcome: 'changed' | 'unchanged' | 'failed' | null;
  /** Fetches failed in a row; the last good data stays in place meanwhile. */
  failuresInARow: number;
  lastError: string | null;
  lastImport: FeedImport | null;
}

/** What one import of the feed applied. */
export interface FeedImport {
  finishedAt: string;
  games: { created: number; updated: number; unchanged: number };
  lines: { changed: number; unchanged: number };
  finals: { applied: number; unchanged: number; settled: number; regraded: number };
  /** The first rows it could not apply, and why. */
  problems: string[];
  problemCount: number;
  /** Games whose admin final stands against another final in the feed. */
  disagreements: { gameId: string; matchup: string; admin: string; feed: string }[];
}
