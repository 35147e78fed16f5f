import { ACTIVE_STATUSES } from '../../domain/bets';
import { committedCents } from '../../domain/stakes';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Conflict, NotFound } from '../../domain/errors';
import { betItems, BETS_CHANGED } from './bet-items';
import { cancelBet, type BetRecord } from './bets';
import { listPlayerBets } from './bet-lists';
import { db, StaleRead, tableName, transact, withFreshReads, type TransactItem } from './client';
import { userEntity } from './entities';
import { recordOf } from './entity';
import { getGames } from './games';
import { userEmailKey, userKey } from './keys';
import { signedOutEverywhere } from './sessions';
import { betsUnchanged, getLiveUser, type UserRecord } from './users';
import { beforeWrite } from './write-points';

export const HAS_ACTIVE_BETS = 'This user has accepted bets that are not settled yet. Settle them first.';

/** Deactivation and deletion end every sign-in: the person is told an admin did it. */
const SIGNED_OUT_BY_ADMIN = signedOutEverywhere('admin');

/** A transaction holds 100 items: the user's own items, then two per cancelled proposal. */
const PROPOSALS_PER_TRANSACTION = 45;

/**
 * PATCH /api/admin/users/{id}/status. An inactive account (deactivated or paused) is refused everywhere
 * at once (docs/product.md, Access and roles) and signed out everywhere, and its open proposals are
 * cancelled with it.
 */
export function setUserStatus(
  userId: string,
  status: { isActive: boolean; isPaused: boolean },
  now = new Date(),
): Promise<UserRecord> {
  if (status.isActive && !status.isPaused) return reactivateUser(userId);
  return closeBook(userId, now, () => ({
    update: {
      SET: 'isActive = :isActive, isPaused = :isPaused',
      values: { ':isActive': status.isActive, ':isPaused': status.isPaused },
    },
    after: status,
  }));
}

/**
 * DELETE /api/admin/users/{id}, a soft delete (docs/decisions.md): the profile stays, marked deleted and
 * out of the user list, so the ledger still adds up and opponents' history still names them; the email
 * is freed, so the person can be invited again, and every session of theirs ends at once. Refused
 * while they have accepted or pending bets.
 */
export function deleteUser(userId: string, now = new Date()): Promise<UserRecord> {
  return closeBook(userId, now, (user, bets) => {
    if (bets.some((bet) => ACTIVE_STATUSES.includes(bet.status))) throw new Conflict(HAS_ACTIVE_BETS);
    return {
      update: {
        SET: 'deletedAt = :deletedAt, isActive = :false',
        REMOVE: 'gsi1pk, gsi1sk',
        values: { ':deletedAt': now.toISOString(), ':false': false },
      },
      after: { deletedAt: now.toISOString(), isActive: false },
      items: [
        {
          Delete: {
            TableName: tableName,
            Key: userEmailKey(user.email),
            ConditionExpression: 'userId = :id',
            ExpressionAttributeValues: { ':id': userId },
          },
        },
      ],
    };
  });
}

interface BookChange {
  update: { SET: string; REMOVE?: string; values: Record<string, unknown> };
  /** What the user record looks like afterwards. */
  after: Partial<UserRecord>;
  /** More items of the same transaction (they come after the user item). */
  items?: TransactItem[];
}

/**
 * Changes a user so that they can no longer bet, and cancels their open proposals, releasing the
 * stakes, in the same transaction. It conditions on the `betsVersion` it read: a proposal, an accept
 * or a cancellation that lands in between makes it read again (and `decide` judge again), and once it
 * has landed the user's own conditions refuse every new bet by or with them.
 */
function closeBook(
  userId: string,
  now: Date,
  decide: (user: UserRecord, bets: BetRecord[]) => BookChange,
): Promise<UserRecord> {
  return withFreshReads(async () => {
    const user = await getLiveUser(userId);
    const bets = await listPlayerBets(userId, { consistent: true });
    const change = decide(user, bets);
    const open = bets.filter((bet) => bet.status === 'proposed');
    if (open.length > PROPOSALS_PER_TRANSACTION) {
      // Rare (a user with dozens of open proposals): cancel the excess first, then read again.
      for (const bet of open.slice(PROPOSALS_PER_TRANSACTION)) await cancelIfOpen(bet.id, now);
      throw new StaleRead();
    }
    const releasedCents = committedCents(open, userId);
    const games = await getGames(open.map((bet) => bet.gameId));
    const unchanged = betsUnchanged(user);
    await beforeWrite('closeBook');
    // Invariant: available = balance - open commitments; the proposals and their stakes go together.
    await transact(
      {
        user: {
          Update: {
            TableName: tableName,
            Key: userKey(userId),
            // Every sign-in of theirs ends with it (docs/decisions.md, Signing out): reactivated,
            // they sign in afresh.
            UpdateExpression: [
              `SET ${change.update.SET}, availableCents = availableCents + :released, ${BETS_CHANGED.SET}, ${SIGNED_OUT_BY_ADMIN.SET}`,
              `REMOVE ${[SIGNED_OUT_BY_ADMIN.REMOVE, change.update.REMOVE].filter(Boolean).join(', ')}`,
              `ADD ${BETS_CHANGED.ADD}`,
            ].join(' '),
            ConditionExpression: `attribute_not_exists(deletedAt) AND ${unchanged.ConditionExpression}`,
            ExpressionAttributeValues: {
              ...change.update.values,
              ...unchanged.ExpressionAttributeValues,
              ...SIGNED_OUT_BY_ADMIN.values(now),
              ':released': releasedCents,
              ':now': now.toISOString(),
              ':one': 1,
            },
          },
        },
        changeItems: change.items ?? [],
        cancelledProposals: open.flatMap((bet) => {
          const cancelled = betItems(
            { ...bet, status: 'cancelled', cancelledAt: now.toISOString(), version: bet.version + 1 },
            bet.gameId === undefined ? undefined : games.get(bet.gameId),
            bet.version,
          );
          return [cancelled.bet, ...cancelled.playerCopies];
        }),
      },
      () => new StaleRead(),
    );
    return {
      ...user,
      ...change.after,
      availableCents: user.availableCents + releasedCents,
      betsVersion: (user.betsVersion ?? 0) + 1,
    };
  });
}

async function cancelIfOpen(betId: string, now: Date): Promise<void> {
  try {
    await cancelBet(betId, undefined, now);
  } catch (error) {
    if (!(error instanceof Conflict)) throw error;
  }
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
