import { queryAll } from './client';
import { userEntity, type UserRecord } from './entities';
import { COLLECTION } from './keys';
import { queryPage, type Page, type PageRequest } from './pages';

/** The group's users as the admin lists them, and as notifications go round them. */

/** The admin's narrowing of the user list: words of a name or email, and whether they may sign in. */
export interface UserFilter {
  search?: string;
  status?: 'active' | 'inactive';
}

/** Newest first. The group is small (invite-only), so one Query page is the whole list. */
export function listUsers(): Promise<UserRecord[]> {
  return queryAll(userEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :users',
    ExpressionAttributeValues: { ':users': COLLECTION.users },
    ScanIndexForward: false,
  });
}

/**
 * The users who confirmed this number (docs/decisions.md, Phone numbers): one Query of the small
 * group's list, filtered by DynamoDB. Deleted users have left the list, and with it their numbers.
 */
export function usersWithConfirmedPhone(phoneNumber: string): Promise<UserRecord[]> {
  return queryAll(userEntity, {
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :users',
    FilterExpression: 'phoneNumber = :phone AND attribute_exists(phoneConfirmedAt)',
    ExpressionAttributeValues: { ':users': COLLECTION.users, ':phone': phoneNumber },
  });
}

/** The filter of a user list narrowed by `filter`, if it is narrowed at all. */
function userFilterExpression(filter: UserFilter) {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    conditions.push('contains(searchText, :search)');
    values[':search'] = search;
  }
  if (filter.status) {
    // docs/product.md, Access and roles: inactive while deactivated or paused.
    conditions.push(
      filter.status === 'active'
        ? 'isActive = :true AND isPaused = :false'
        : '(isActive = :false OR isPaused = :true)',
    );
    Object.assign(values, { ':true': true, ':false': false });
  }
  return conditions.length > 0
    ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeValues: values }
    : { ExpressionAttributeValues: {} };
}

/**
 * One page of the registered users, newest first (deleted users have left the collection), narrowed
 * by the admin's search and status: a page holds `limit` users that match.
 */
export function usersPage(
  request: Omit<PageRequest, 'descending'>,
  filter: UserFilter = {},
): Promise<Page<UserRecord>> {
  const { ExpressionAttributeValues, ...narrowing } = userFilterExpression(filter);
  return queryPage(
    userEntity,
    [
      {
        name: 'users',
        input: {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :users',
          ...narrowing,
          ExpressionAttributeValues: { ':users': COLLECTION.users, ...ExpressionAttributeValues },
        },
        partition: { attribute: 'gsi1pk', value: COLLECTION.users },
        sort: { attribute: 'gsi1sk' },
        keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      },
    ],
    { ...request, descending: true },
  );
}
