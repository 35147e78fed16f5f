import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CURRENCY, MAX_BALANCE_CENTS, STARTING_BALANCE_CENTS } from '../../domain/constants';
import { Conflict, NotFound } from '../../domain/errors';
import { formatCents } from '../../domain/money';
import type { NotificationPreferences } from '../../domain/preferences';
import { DEFAULT_TIME_ZONE, type User } from '../../domain/users';
import { adminEmails } from '../config';
import {
  batchGetAll,
  db,
  getItem,
  queryAll,
  StaleRead,
  tableName,
  transact,
  withFreshReads,
  type TransactItem,
} from './client';
import { recordOf, userEmailEntity, userEntity, type UserRecord } from './entities';
import { COLLECTION, userEmailKey, userKey, usersCollection } from './keys';
import { ledgerEntryItem } from './ledger';
import { queryPage, type Page, type PageRequest } from './pages';

export type { UserRecord };

/**
 * Names and email in lower case: DynamoDB's contains() is case-sensitive, so the admin's search of
 * the users filters on this instead of the attributes people see.
 */
export const searchTextOf = (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName} ${user.email}`.toLowerCase();

/**
 * The condition, on a user item, that they may take part in a new bet: active, not paused, not deleted.
 * Proposing and accepting check it in their transaction, for both players.
 */
export const MAY_BET = {
  ConditionExpression:
    'isActive = :mayBetActive AND isPaused = :mayBetPaused AND attribute_not_exists(deletedAt)',
  ExpressionAttributeValues: { ':mayBetActive': true, ':mayBetPaused': false },
} as const;

/** The condition that no write touched the user's bets since `betsVersion` was read. */
export function betsUnchanged(user: Pick<UserRecord, 'betsVersion'>) {
  return user.betsVersion === undefined
    ? { ConditionExpression: 'attribute_not_exists(betsVersion)', ExpressionAttributeValues: {} }
    : {
        ConditionExpression: 'betsVersion = :betsVersion',
        ExpressionAttributeValues: { ':betsVersion': user.betsVersion },
      };
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  timeZone?: string;
}

/** A user, deleted ones included (their bets and ledger still refer to them). */
export async function getUser(
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<UserRecord | undefined> {
  return getItem(userEntity, userKey(userId), options);
}

/** A user who can still be managed: not deleted. Read consistently: what follows conditions on it. */
export async function getLiveUser(userId: string): Promise<UserRecord> {
  const user = await getUser(userId, { consistent: true });
  if (!user || user.deletedAt) throw new NotFound('User not found');
  return user;
}

/** Several users in one call, by id. */
export async function getUsers(
  userIds: Iterable<string>,
  options: { consistent?: boolean } = {},
): Promise<Map<string, UserRecord>> {
  const users = await batchGetAll(userEntity, [...new Set(userIds)].map(userKey), options);
  return new Map(users.map((user) => [user.id, user]));
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  return (await getItem(userEmailEntity, userEmailKey(email)))?.userId;
}

/** The registered user of an email (deleted users have given their email up). */
export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  return user?.deletedAt ? undefined : user;
}

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

/**
 * The items that bring a user into being: the profile with the starting balance, the email that
 * links sign-ins to it (unique: the condition refuses a second user for one email), and the
 * `initial_balance` ledger entry, so the ledger adds up to the balance from the first moment.
 */
export function newUserItems(
  input: NewUser,
  now: Date,
): {
  user: UserRecord;
  items: { user: TransactItem; emailPointer: TransactItem; startingBalance: TransactItem };
} {
  const createdAt = now.toISOString();
  const user: UserRecord = {
    id: randomUUID(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    balanceCents: STARTING_BALANCE_CENTS,
    availableCents: STARTING_BALANCE_CENTS,
    isActive: true,
    isPaused: false,
    emailNotifications: true,
    smsNotifications: false,
    betProposalSmsAlerts: false,
    createdAt,
    betsChangedAt: createdAt,
    ledgerSequence: 1,
  };
  const items = {
    user: {
      Put: {
        TableName: tableName,
        Item: {
          ...user,
          searchText: searchTextOf(user),
          entity: 'user',
          ...userKey(user.id),
          ...usersCollection(createdAt, user.id),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    emailPointer: {
      Put: {
        TableName: tableName,
        Item: { ...userEmailKey(user.email), entity: 'userEmail', userId: user.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    startingBalance: ledgerEntryItem({
      userId: user.id,
      sequence: 1,
      type: 'initial_balance',
      amountCents: STARTING_BALANCE_CENTS,
      balanceAfterCents: STARTING_BALANCE_CENTS,
      description: 'Starting balance',
      createdAt,
    }),
  };
  return { user, items };
}

export const EMAIL_TAKEN = 'A user with this email is already registered';

export async function createUser(input: NewUser, now = new Date()): Promise<UserRecord> {
  const { user, items } = newUserItems(input, now);
  await transact(items, () => new Conflict(EMAIL_TAKEN));
  return user;
}

/**
 * Reactivates an account (docs/decisions.md: deactivating also cancels the user's proposals, which
 * `setUserStatus` in store/accounts.ts does).
 */
export async function reactivateUser(userId: string): Promise<UserRecord> {
  await getLiveUser(userId);
  try {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: userKey(userId),
        UpdateExpression: 'SET isActive = :true, isPaused = :false',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        ExpressionAttributeValues: { ':true': true, ':false': false },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf(userEntity, Attributes ?? {});
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new NotFound('User not found');
    throw error;
  }
}

export const BELOW_ZERO = "This would take the user's available balance below zero";
export const ABOVE_MAXIMUM = `This would take the user's balance above ${formatCents(MAX_BALANCE_CENTS)} ${CURRENCY}`;

/**
 * docs/product.md, Balances and the ledger: an admin's balance adjustment is a signed change with an
 * `admin_adjustment` ledger entry, and may not take the available balance below zero, nor the balance above
 * MAX_BALANCE_CENTS.
 */
export function adjustBalance(
  userId: string,
  changeCents: number,
  description: string,
  now = new Date(),
): Promise<UserRecord> {
  return withFreshReads(async () => {
    const user = await getLiveUser(userId);
    if (user.availableCents + changeCents < 0) throw new Conflict(BELOW_ZERO);
    const balanceAfterCents = user.balanceCents + changeCents;
    if (balanceAfterCents > MAX_BALANCE_CENTS) throw new Conflict(ABOVE_MAXIMUM);
    // Invariant: the balance changes only with its ledger entry; the available balance stays at or above
    // zero, and the balance at or below the maximum (the sequence condition pins what both were).
    await transact(
      {
        user: {
          Update: {
            TableName: tableName,
            Key: userKey(userId),
            UpdateExpression:
              'SET balanceCents = :after, availableCents = availableCents + :change, ledgerSequence = :next',
            ConditionExpression:
              'ledgerSequence = :sequence AND availableCents >= :needed AND balanceCents <= :ceiling',
            ExpressionAttributeValues: {
              ':sequence': user.ledgerSequence,
              ':ceiling': MAX_BALANCE_CENTS - changeCents,
              ':next': user.ledgerSequence + 1,
              ':after': balanceAfterCents,
              ':change': changeCents,
              ':needed': Math.max(0, -changeCents),
            },
          },
        },
        ledgerEntry: ledgerEntryItem({
          userId,
          sequence: user.ledgerSequence + 1,
          type: 'admin_adjustment',
          amountCents: changeCents,
          balanceAfterCents,
          description,
          createdAt: now.toISOString(),
        }),
      },
      () => new StaleRead(),
    );
    return {
      ...user,
      balanceCents: balanceAfterCents,
      availableCents: user.availableCents + changeCents,
      ledgerSequence: user.ledgerSequence + 1,
    };
  });
}

/**
 * Ends every session of the user (signing out, docs/decisions.md): ID tokens issued up to this second
 * are refused from now on (ID tokens count whole seconds), and so cannot be renewed either.
 */
export async function endSessions(userId: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: 'SET sessionsValidAfter = :after',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':after': Math.floor(now.getTime() / 1000) + 1 },
    }),
  );
}

/**
 * Saves notification preferences the caller has already checked against docs/product.md, Settings, and the
 * time zone when one is given. A new (or removed) phone number is no longer confirmed.
 */
export async function savePreferences(
  userId: string,
  preferences: NotificationPreferences,
  options: { phoneChanged: boolean; timeZone?: string } = { phoneChanged: true },
): Promise<UserRecord> {
  const { phoneNumber, ...switches } = preferences;
  const set = ['emailNotifications = :email', 'smsNotifications = :sms', 'betProposalSmsAlerts = :alerts'];
  const remove: string[] = [];
  if (phoneNumber) set.push('phoneNumber = :phone');
  else remove.push('phoneNumber');
  if (options.phoneChanged) remove.push('phoneConfirmedAt');
  const { timeZone } = options;
  if (timeZone) set.push('#zone = :zone');
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      // TIMEZONE is one of DynamoDB's reserved words.
      ...(timeZone ? { ExpressionAttributeNames: { '#zone': 'timeZone' } } : {}),
      ExpressionAttributeValues: {
        ':email': switches.emailNotifications,
        ':sms': switches.smsNotifications,
        ':alerts': switches.betProposalSmsAlerts,
        ...(timeZone ? { ':zone': timeZone } : {}),
        ...(phoneNumber ? { ':phone': phoneNumber } : {}),
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return recordOf(userEntity, Attributes ?? {});
}

/** The number SMS may go to: the user's, once confirmed. */
export function confirmedPhone(
  user: Pick<UserRecord, 'phoneNumber' | 'phoneConfirmedAt'>,
): string | undefined {
  return user.phoneConfirmedAt ? user.phoneNumber : undefined;
}

/**
 * docs/decisions.md, Admins are derived, not stored: admins are the ADMIN_EMAILS; the flag is derived, so
 * changing the list applies at once.
 */
export function isAdmin(user: Pick<UserRecord, 'email'>): boolean {
  return adminEmails().has(user.email);
}

export function toApiUser(user: UserRecord): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    virtualBalance: formatCents(user.balanceCents),
    availableBalance: formatCents(user.availableCents),
    isAdmin: isAdmin(user),
    isActive: user.isActive,
    isPaused: user.isPaused,
    phoneNumber: user.phoneNumber ?? null,
    phoneConfirmed: confirmedPhone(user) !== undefined,
    emailNotifications: user.emailNotifications,
    smsNotifications: user.smsNotifications,
    betProposalSmsAlerts: user.betProposalSmsAlerts,
    timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
    createdAt: user.createdAt,
  };
}
