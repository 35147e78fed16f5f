import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { pageQuery } from '../http/params';
import { listPage } from '../http/responses';
import { openProposalsPage } from '../store/bet-lists';
import { apiBets } from './bet-answers';

const kickoff = z.optional(
  z.pipe(
    z.iso.datetime('must be a UTC date and time'),
    z.transform((at) => new Date(at)),
  ),
);

const query = z.object({ ...pageQuery(20), from: kickoff, until: kickoff });

/**
 * GET /api/bets/available: others' open proposals not yet closed (domain/closing.ts), soonest to close
 * first, a page at a time; `from` and `until` narrow the closing times (the Games page asks for its
 * week's kickoffs). docs/decisions.md, "Lists come in pages".
 */
export const handler = endpoint({ query }, async ({ user, query, event }) => {
  const now = new Date();
  const page = await openProposalsPage(
    {
      exceptProposer: user.id,
      from: query.from && query.from > now ? query.from : now,
      until: query.until,
    },
    query,
  );
  return listPage(await apiBets(page.items), page, event);
});
