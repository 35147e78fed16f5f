import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { outcomeFor, type Outcome, type Side } from '../../domain/bets';
import { fromHomeAway } from '../../domain/scores';
import { listBetsByStatus } from '../store/bet-lists';
import { db, getItem, tableName } from '../store/client';
import { migrationEntity } from '../store/entities';
import { getGames } from '../store/games';
import { resultWeek } from '../store/leaderboard';
import { allTimeLeaderboardKey, migrationKey, versusKey, type VersusPeriod } from '../store/keys';

const MIGRATION = 'period-records';

interface PeriodRecord {
  playerId: string;
  opponentId: string;
  period: VersusPeriod;
  wins: number;
  losses: number;
  ties: number;
}

/**
 * Gives the bets settled before head-to-head records were kept per week and per season their records
 * for those periods, and their players' all-time rows the weeks with results (docs/product.md,
 * Leaderboard), once: settlement keeps both from then on. The records are counted from the settled
 * bets and written whole, as the seasons migration wrote the all-time rows, so a bet settled between
 * the listing and the writes would be left out of them: run it right after the deploy, and the ledger
 * audit names any record that differs from the bets. The weeks are added to a set, which any number
 * of runs leaves the same.
 * A marker item makes a second run a no-op.
 */
export async function migratePeriodRecords(
  now = new Date(),
): Promise<{ applied: boolean; bets: number; records: number }> {
  if (await getItem(migrationEntity, migrationKey(MIGRATION), { consistent: true }))
    return { applied: false, bets: 0, records: 0 };
  const settled = await listBetsByStatus('settled');
  const games = await getGames(new Set(settled.map((bet) => bet.gameId)));
  const records = new Map<string, PeriodRecord>();
  const resultWeeks = new Map<string, Set<string>>();
  const count = (playerId: string, opponentId: string, period: VersusPeriod, outcome: Outcome) => {
    const key = JSON.stringify(versusKey(playerId, opponentId, period));
    const record = records.get(key) ?? { playerId, opponentId, period, wins: 0, losses: 0, ties: 0 };
    record[outcome === 'win' ? 'wins' : outcome === 'loss' ? 'losses' : 'ties'] += 1;
    records.set(key, record);
  };
  let bets = 0;
  for (const bet of settled) {
    const game = bet.gameId === undefined ? undefined : games.get(bet.gameId);
    const score = fromHomeAway(bet.finalScore ?? '');
    if (!game || !score || !bet.acceptorId) continue;
    bets += 1;
    for (const [side, playerId, opponentId] of [
      ['proposer', bet.proposerId, bet.acceptorId],
      ['acceptor', bet.acceptorId, bet.proposerId],
    ] as [Side, string, string][]) {
      const outcome = outcomeFor(bet, score, side);
      count(playerId, opponentId, { season: game.season, week: game.week }, outcome);
      count(playerId, opponentId, { season: game.season }, outcome);
      const weeks = resultWeeks.get(playerId) ?? new Set<string>();
      resultWeeks.set(playerId, weeks.add(resultWeek(game)));
    }
  }
  for (const { playerId, opponentId, period, wins, losses, ties } of records.values())
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...versusKey(playerId, opponentId, period),
          entity: 'versus',
          opponentId,
          wins,
          losses,
          ties,
        },
      }),
    );
  for (const [playerId, weeks] of resultWeeks)
    await db
      .send(
        new UpdateCommand({
          TableName: tableName,
          Key: allTimeLeaderboardKey(playerId),
          UpdateExpression: 'ADD resultWeeks :weeks',
          // Only onto a row settlement wrote: a player without one has nothing on the leaderboard.
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':weeks': weeks },
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
      });
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...migrationKey(MIGRATION), entity: migrationEntity.name, appliedAt: now.toISOString() },
    }),
  );
  return { applied: true, bets, records: records.size };
}
