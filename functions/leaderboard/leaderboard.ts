import { rankLeaderboard, type LeaderboardRow } from '../../domain/leaderboard';
import { listVersusRecords, type LeaderboardRow as StoredRow } from '../store/leaderboard';

/** The ranked rows (one Query, kept by settlement), each with the caller's record against that user. */
export async function leaderboardFor(
  callerId: string,
  rows: Promise<StoredRow[]>,
): Promise<LeaderboardRow[]> {
  const [tallies, versus] = await Promise.all([rows, listVersusRecords(callerId)]);
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
