/**
 * The items a bet's transactions are made of: the bet and its players' copies, the players' user items
 * (commitments, releases, "bets changed" stamps) and the checks on its game. Proposing, accepting,
 * settling, voiding and closing an account each combine them into one all-or-nothing write.
 */
import { closesAt } from '../../domain/closing';
import { tableName, type TransactItem } from './client';
import type { BetRecord, GameRecord } from './entities';
import {
  betKey,
  betsByStatus,
  gameBetsCollection,
  gameKey,
  playerBetKey,
  proposalsStampKey,
  userKey,
} from './keys';
import { MAY_BET } from './users';

/**
 * The bet's main item (with its indexes), conditioned on the version read, and each player's copy
 * (unconditional: the main item's condition guards them). The status index sorts by the bet's closing
 * time, so the cleanup finds expired proposals and Available the open ones with one Query each; a
 * game-less proposition is in no game's collection.
 */
export function betItems(
  bet: BetRecord,
  game: Pick<GameRecord, 'gameDate'> | undefined,
  previousVersion?: number,
): { bet: TransactItem; playerCopies: TransactItem[] } {
  const main: TransactItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...bet,
        entity: 'bet',
        ...betKey(bet.id),
        ...betsByStatus(bet.status, closesAt(bet, game), bet.id),
        ...(bet.gameId !== undefined && gameBetsCollection(bet.gameId, bet.createdAt, bet.id)),
      },
      ...(previousVersion === undefined
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'version = :seen',
            ExpressionAttributeValues: { ':seen': previousVersion },
          }),
    },
  };
  const players = [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])];
  const playerCopies: TransactItem[] = players.map((userId) => ({
    Put: {
      TableName: tableName,
      Item: { ...bet, entity: 'playerBet', ...playerBetKey(userId, bet.id) },
    },
  }));
  return { bet: main, playerCopies };
}

/**
 * What every write that touches one of a user's bets does to the user item: the "bets changed at"
 * stamp HEAD /api/bets/my answers with, and the `betsVersion` deactivation and deletion condition on.
 */
export const BETS_CHANGED = { SET: 'betsChangedAt = :now', ADD: 'betsVersion :one' } as const;
const betsChanged = (now: Date) => ({ ':now': now.toISOString(), ':one': 1 });

/**
 * Commits an amount: available goes down, and never below zero; and only for a user who may bet
 * (the conditions keep both so).
 */
export function commitItem(userId: string, amountCents: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET availableCents = availableCents - :amount, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
      ConditionExpression: `availableCents >= :amount AND ${MAY_BET.ConditionExpression}`,
      ExpressionAttributeValues: {
        ':amount': amountCents,
        ...betsChanged(now),
        ...MAY_BET.ExpressionAttributeValues,
      },
    },
  };
}

/** Releases a commitment back to available. */
export function releaseItem(userId: string, amountCents: number, now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET availableCents = availableCents + :amount, ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':amount': amountCents, ...betsChanged(now) },
    },
  };
}

/** Marks that one of the user's bets changed; with `mayBet`, only while the user may still bet. */
export function stampItem(userId: string, now: Date, options: { mayBet?: boolean } = {}): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: userKey(userId),
      UpdateExpression: `SET ${BETS_CHANGED.SET} ADD ${BETS_CHANGED.ADD}`,
      ConditionExpression: options.mayBet ? MAY_BET.ConditionExpression : 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ...betsChanged(now),
        ...(options.mayBet ? MAY_BET.ExpressionAttributeValues : {}),
      },
    },
  };
}

/**
 * Bumps the group's "open proposals changed" stamp, so everyone's next poll sees a new or taken
 * proposal (docs/decisions.md). It has no condition, so it never fails a transaction.
 */
export function proposalsStampItem(now: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: proposalsStampKey(),
      UpdateExpression: 'SET changedAt = :now, entity = :entity ADD changes :one',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':entity': 'proposalsStamp', ':one': 1 },
    },
  };
}

/** Guards that betting is still open when the write lands, not only when the game was read. */
export function bettingOpenCheck(gameId: string, now: Date): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: gameKey(gameId),
      ConditionExpression: '#status = :scheduled AND gameDate > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':scheduled': 'scheduled', ':now': now.toISOString() },
    },
  };
}
