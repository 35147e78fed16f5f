import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, queryAll, tableName } from '../store/client';
import { migrationEntity, userEntity } from '../store/entities';
import { projectionOf } from '../store/entity';
import { COLLECTION, migrationKey, userKey } from '../store/keys';
import { searchTextOf } from '../store/users';

const MIGRATION = 'user-search';

/**
 * Gives every listed user the `searchText` the admin's search filters on (users written before it
 * existed have none), once: new users get it when they are created. A marker item makes a second
 * run a no-op. Reads the users collection, not the table.
 */
export async function migrateUserSearch(now = new Date()): Promise<{ applied: boolean; users: number }> {
  if (await getItem(migrationEntity, migrationKey(MIGRATION), { consistent: true }))
    return { applied: false, users: 0 };
  const listed = projectionOf(userEntity, ['id', 'firstName', 'lastName', 'email', 'searchText']);
  const users = await queryAll(listed, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :users',
    ExpressionAttributeValues: { ':users': COLLECTION.users },
    ProjectionExpression: listed.expression,
  });
  const missing = users.filter((user) => user.searchText === undefined);
  for (const user of missing) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(user.id),
        UpdateExpression: 'SET searchText = :text',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':text': searchTextOf(user) },
      }),
    );
  }
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...migrationKey(MIGRATION), entity: 'migration', appliedAt: now.toISOString() },
    }),
  );
  return { applied: true, users: missing.length };
}
