import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/users';
import { db, tableName } from '../../functions/store/client';
import { userKey } from '../../functions/store/keys';
import { migrateUserSearch } from '../../functions/migrations/user-search';
import { callApi } from '../support/api';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

describe('users written before the admin could search them', () => {
  it('become searchable once the migration has run, and a second run changes nothing', async () => {
    await ensureAdmin();
    const old = await registeredUser({ firstName: 'Olwen', lastName: 'Before' });
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(old.id),
        UpdateExpression: 'REMOVE searchText',
      }),
    );
    const search = async () =>
      (await callApi<User[]>('GET', '/api/admin/users?search=olwen', { as: ADMIN_EMAIL })).body.map(
        (user) => user.id,
      );
    expect(await search()).toEqual([]);

    expect(await migrateUserSearch()).toEqual({ applied: true, users: 1 });
    expect(await search()).toEqual([old.id]);
    expect(await migrateUserSearch()).toEqual({ applied: false, users: 0 });
  });
});
