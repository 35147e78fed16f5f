import { randomUUID } from 'node:crypto';
import { queryAll, tableName, type TransactItem } from './client';
import { ledgerEntryKey, ledgerPrefix } from './keys';

/** SPEC 3, Transaction types. */
export type LedgerEntryType =
  'initial_balance' | 'admin_adjustment' | 'bet_win' | 'bet_loss' | 'bet_tie' | 'bet_refund';

export interface LedgerEntry {
  id: string;
  userId: string;
  type: LedgerEntryType;
  /** Signed: what this entry added to the balance. A user's entries sum to their balance. */
  amountCents: number;
  balanceAfterCents: number;
  description: string;
  createdAt: string;
  betId?: string;
}

/** A ledger entry as one item of a transaction; it is only ever written beside the balance it explains. */
export function ledgerEntryItem(entry: Omit<LedgerEntry, 'id'>): TransactItem {
  const id = randomUUID();
  return {
    Put: {
      TableName: tableName,
      Item: { ...ledgerEntryKey(entry.userId, entry.createdAt, id), entity: 'ledgerEntry', id, ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Newest first. */
export function listLedger(userId: string): Promise<LedgerEntry[]> {
  const prefix = ledgerPrefix(userId);
  return queryAll<LedgerEntry>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
    ExpressionAttributeValues: { ':pk': prefix.pk, ':ledger': prefix.sk },
    ScanIndexForward: false,
  });
}
