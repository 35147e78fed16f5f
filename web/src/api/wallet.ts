import type { Transaction } from '../../../domain/ledger';
import { useInfiniteList } from './lists';

export const TRANSACTIONS_KEY = ['/api/transactions'] as const;

/** The user's ledger, newest first, a page at a time; `total` is its whole length. */
export function useTransactions() {
  return useInfiniteList<Transaction>(TRANSACTIONS_KEY, TRANSACTIONS_KEY[0]);
}
