import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, db, tableName } from './client';
import { gameTallyEntity, type GameTallyRecord } from './entities';
import { gameTallyKey } from './keys';

/**
 * Each game's tally of the group's bets (docs/product.md, The game page), kept by the record-activity
 * function from the table's stream and read with a week's games. It holds each bet's stake, not a
 * running count: a record handled again sets the value it set before, so a retried stream batch
 * counts nothing twice, and one bet's records reach the function in order, so its entry ends as its
 * latest record says. Answers whether the tally changed (a retried record changes nothing).
 */
export async function setStake(gameId: string, betId: string, cents: number): Promise<boolean> {
  const key = gameTallyKey(gameId);
  const names = { '#bet': betId };
  if (cents === 0)
    return unlessConditionFails(
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'REMOVE stakes.#bet',
          ConditionExpression: 'attribute_exists(stakes.#bet)',
          ExpressionAttributeNames: names,
        }),
      ),
    );
  const setInPlace = () =>
    unlessConditionFails(
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET stakes.#bet = :cents',
          ConditionExpression:
            'attribute_exists(stakes) AND (attribute_not_exists(stakes.#bet) OR stakes.#bet <> :cents)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ':cents': cents },
        }),
      ),
    );
  // A map's entry can be set only once the map exists: set it in place, or create the tally with it.
  // When neither condition holds, the map exists (it is never removed), so the entry already held
  // this value, or another function created the map between the two calls: the third call tells.
  return (
    (await setInPlace()) ||
    (await unlessConditionFails(
      db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET stakes = :stakes, gameId = :game, entity = :entity',
          ConditionExpression: 'attribute_not_exists(stakes)',
          ExpressionAttributeValues: {
            ':stakes': { [betId]: cents },
            ':game': gameId,
            ':entity': gameTallyEntity.name,
          },
        }),
      ),
    )) ||
    setInPlace()
  );
}

/** Whether the write happened: false when its condition failed. */
async function unlessConditionFails(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The tallies of these games, in one call for a week's games (BatchGet takes up to 100 keys). */
export async function getTallies(gameIds: readonly string[]): Promise<Map<string, GameTallyRecord>> {
  const tallies = await batchGetAll(gameTallyEntity, gameIds.map(gameTallyKey));
  return new Map(tallies.map((tally) => [tally.gameId, tally]));
}
