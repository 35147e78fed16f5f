import { CURRENCY, MAX_BALANCE_CENTS } from '../../domain/constants';
import { Conflict } from '../../domain/errors';
import { formatCents } from '../../domain/money';
import { StaleRead, tableName, transact, withFreshReads } from './client';
import { userKey } from './keys';
import { ledgerEntryItem } from './ledger';
import { getLiveUser, type UserRecord } from './users';

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
