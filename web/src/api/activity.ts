import type { Activity } from '../../../domain/activity';
import { useInfiniteList } from './lists';

export const ACTIVITY_KEY = ['/api/activity'] as const;

/** What the group did, newest first, a page at a time (docs/product.md, The group's activity). */
export function useActivity() {
  return useInfiniteList<Activity>(ACTIVITY_KEY, ACTIVITY_KEY[0]);
}
