import type { Member } from '../../../domain/users';
import { useRead } from './reads';

export const MEMBERS_KEY = ['/api/members'] as const;

/** The members who may bet now, by name: whom a proposal can challenge (docs/product.md, Challenges). */
export function useMembers() {
  return useRead<Member[]>({ queryKey: MEMBERS_KEY, staleTime: 5 * 60_000 });
}
