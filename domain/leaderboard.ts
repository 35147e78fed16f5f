import { formatCents } from './money';

/** A row as settlement keeps it (per user, per week or season). */
export interface LeaderboardTally {
  userId: string;
  firstName: string;
  totalBets: number;
  wins: number;
  losses: number;
  ties: number;
  netCents: number;
}

/** A leaderboard row as the API returns it, with its rank and the caller's record against that user. */
export interface LeaderboardRow extends Omit<LeaderboardTally, 'netCents'> {
  rank: number;
  /** Net winnings, decimal string. */
  totalWinnings: string;
  /** Wins / settled bets, a percentage with one decimal. */
  winRate: number;
  /** The caller's wins, losses and ties against this user; null on the caller's own row. */
  headToHead: { wins: number; losses: number; ties: number } | null;
}

/** docs/product.md, Seasons and weeks: wins / settled bets, as a percentage with one decimal. */
export function winRate(tally: Pick<LeaderboardTally, 'wins' | 'totalBets'>): number {
  return tally.totalBets === 0 ? 0 : Math.round((tally.wins / tally.totalBets) * 1000) / 10;
}

/**
 * docs/product.md, Seasons and weeks: only users with a settled bet, ordered by net winnings, then win rate,
 * then wins. Equal on all three share a rank (1, 2, 2, 4).
 */
export function rankLeaderboard(tallies: readonly LeaderboardTally[]): Omit<LeaderboardRow, 'headToHead'>[] {
  const order = (a: LeaderboardTally, b: LeaderboardTally) =>
    b.netCents - a.netCents || winRate(b) - winRate(a) || b.wins - a.wins;
  const sorted = tallies
    .filter((tally) => tally.totalBets > 0)
    .sort((a, b) => order(a, b) || a.firstName.localeCompare(b.firstName));
  return sorted.map((tally, index) => {
    const firstEqual = sorted.findIndex((other) => order(other, tally) === 0);
    return {
      rank: (firstEqual === -1 ? index : firstEqual) + 1,
      userId: tally.userId,
      firstName: tally.firstName,
      totalBets: tally.totalBets,
      wins: tally.wins,
      losses: tally.losses,
      ties: tally.ties,
      totalWinnings: formatCents(tally.netCents),
      winRate: winRate(tally),
    };
  });
}

export type RankBadge = 'Champion' | 'Runner-up' | 'Third Place' | 'Leading';

/**
 * docs/product.md, Leaderboard: ranks 1 to 3 get their medals once the week or season is over; while
 * it is under way only the first is marked, as 'Leading' (a 'Runner-up' at -25.00 mid-week told
 * nobody anything).
 */
export function rankBadge(rank: number, over = true): RankBadge | undefined {
  if (!over) return rank === 1 ? 'Leading' : undefined;
  return rank === 1 ? 'Champion' : rank === 2 ? 'Runner-up' : rank === 3 ? 'Third Place' : undefined;
}
