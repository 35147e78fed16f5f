import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/store/client';
import {
  ledgerEntryEntity,
  playerBetEntity,
  userEntity,
  type BetRecord,
  type LedgerEntry,
  type UserRecord,
} from '../../functions/store/entities';
import { recordOf } from '../../functions/store/entity';
import { userKey } from '../../functions/store/keys';

export interface PlayerPartition {
  user: UserRecord | undefined;
  /** The player's own copies of their bets, as listPlayerBets reads them. */
  bets: BetRecord[];
  /** Newest first, as listLedger reads it. */
  ledger: LedgerEntry[];
}

/**
 * What getUser, listPlayerBets and listLedger read of a player, in one strongly consistent Query of
 * their partition (docs/data-model.md: the profile, the bet copies and the ledger share `USER#<id>`):
 * the same items, each checked against its entity as the store reads it, for a third of the calls.
 */
export async function playerPartition(userId: string): Promise<PlayerPartition> {
  const read: PlayerPartition = { user: undefined, bets: [], ledger: [] };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userKey(userId).pk },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === userEntity.name) read.user = recordOf(userEntity, item);
      if (item.entity === playerBetEntity.name) read.bets.push(recordOf(playerBetEntity, item));
      if (item.entity === ledgerEntryEntity.name) read.ledger.unshift(recordOf(ledgerEntryEntity, item));
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return read;
}
