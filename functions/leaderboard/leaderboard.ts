import { rankLeaderboard, type LeaderboardRow } from '../../domain/leaderboard';
import type { VersusPeriod } from '../store/keys';
import { listVersusRecords, type LeaderboardRow as StoredRow } from '../store/leaderboard';

/**
 * The ranked rows (one Query, kept by settlement), each with the caller's record against that user
 * over the same period (a week, a season or all time; docs/product.md, Leaderboard).
 */
export async function leaderboardFor(
  callerId: string,
  rows: Promise<StoredRow[]>,
  period: VersusPeriod,
): Promise<LeaderboardRow[]> {
  const [tallies, versus] = await Promise.all([rows, listVersusRecords(callerId, period)]);
  const against = new Map(versus.map((record) => [record.opponentId, record]));
  return rankLeaderboard(tallies).map((row) => {
    const record = against.get(row.userId);
    return {
      ...row,
      headToHead:
        row.userId === callerId
          ? null
          : { wins: record?.wins ?? 0, losses: record?.losses ?? 0, ties: record?.ties ?? 0 },
    };
  });
}
