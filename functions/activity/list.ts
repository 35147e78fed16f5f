import * as z from 'zod/mini';
import type { Activity } from '../../domain/activity';
import { endpoint } from '../http/endpoint';
import { pageQuery } from '../http/params';
import { listPage } from '../http/responses';
import { activityPage } from '../store/activity';

const query = z.object(pageQuery(20));

/** GET /api/activity: what the group did, newest first, a page at a time (docs/product.md, The group's activity). */
export const handler = endpoint({ query }, async ({ query, event }) => {
  const page = await activityPage(query);
  // Only what the feed says: not the item's bookkeeping (its expiry).
  const items = page.items.map(
    ({ id, kind, at, actor, other, betId, gameId, matchup, pick, amountCents, score, push }): Activity => ({
      id,
      kind,
      at,
      actor,
      other,
      betId,
      gameId,
      matchup,
      pick,
      amountCents,
      score,
      push,
    }),
  );
  return listPage(items, page, event);
});
