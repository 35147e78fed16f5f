import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '../../../domain/ledger';

export const TRANSACTIONS_KEY = ['/api/transactions'] as const;

/** The user's ledger, newest first. */
export function useTransactions() {
  return useQuery<Transaction[]>({ queryKey: TRANSACTIONS_KEY });
}
