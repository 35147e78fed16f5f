import { randomUUID } from 'node:crypto';
import { STARTING_BALANCE_CENTS } from '../../domain/constants';
import { normalizeEmail } from '../../domain/email';
import { Conflict, NotFound } from '../../domain/errors';
import { batchGetAll, getItem, tableName, transact, type TransactItem } from './client';
import { userEmailEntity, userEntity, type UserRecord } from './entities';
import { userEmailKey, userKey, usersCollection } from './keys';
import { ledgerEntryItem } from './ledger';

/** Users: read by id or email, and created with their starting balance. */

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
    // In the one form every check compares (an invitation stored before that form lost trailing dots).
    email: normalizeEmail(input.email),
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
