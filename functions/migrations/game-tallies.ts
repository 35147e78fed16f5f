import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { BET_STATUSES } from '../../domain/bets';
import { stakeOnGame } from '../../domain/stakes';
import { listBetsByStatus } from '../store/bet-lists';
import { db, getItem, tableName } from '../store/client';
import { migrationEntity } from '../store/entities';
import { setStake } from '../store/game-tallies';
import { migrationKey } from '../store/keys';

const MIGRATION = 'game-tallies';

/**
 * Gives every game its tally of the group's bets (docs/product.md, The game page) from the bets made
 * before the record-activity function kept tallies, once: the function keeps them from then on. It
 * sets each bet's stake as the function would, so a bet the function also handles ends the same. A
 * marker item makes a second run a no-op. Reads the bets by status, not the table.
 */
export async function migrateGameTallies(now = new Date()): Promise<{ applied: boolean; bets: number }> {
  if (await getItem(migrationEntity, migrationKey(MIGRATION), { consistent: true }))
    return { applied: false, bets: 0 };
  let bets = 0;
  for (const status of BET_STATUSES.filter((candidate) => candidate !== 'cancelled')) {
    for (const bet of await listBetsByStatus(status)) {
      if (bet.gameId !== undefined) await setStake(bet.gameId, bet.id, stakeOnGame(bet));
      bets += 1;
    }
  }
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...migrationKey(MIGRATION), entity: migrationEntity.name, appliedAt: now.toISOString() },
    }),
  );
  return { applied: true, bets };
}
