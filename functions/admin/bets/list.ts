import * as z from 'zod/mini';
import { ACTIVE_STATUSES, BET_STATUSES } from '../../../domain/bets';
import { endpoint } from '../../http/endpoint';
import { pageQuery } from '../../http/params';
import { listPage } from '../../http/responses';
import { apiBets, betsPage } from '../../store/bets';
import { getUsers } from '../../store/users';

const query = z.object({ status: z.optional(z.enum(['active'])), ...pageQuery(50) });

/**
 * GET /api/admin/bets (?status=active): bets with the names and emails the admin screens show, a page
 * at a time. Active bets come earliest kickoff first, the order they are settled in; all bets latest
 * kickoff first, so the first page is this week's.
 */
export const handler = endpoint({ query }, async ({ query: { status, ...request }, event }) => {
  const active = status === 'active';
  const page = await betsPage(active ? ACTIVE_STATUSES : BET_STATUSES, { ...request, descending: !active });
  const [bets, users] = await Promise.all([
    apiBets(page.items),
    getUsers(page.items.flatMap((bet) => [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])])),
  ]);
  return listPage(
    bets.map((bet) => ({
      ...bet,
      awayTeamName: bet.game.awayTeam.name,
      homeTeamName: bet.game.homeTeam.name,
      gameDate: bet.game.gameDate,
      proposerEmail: users.get(bet.proposerId)?.email ?? null,
      acceptorEmail: bet.acceptorId ? (users.get(bet.acceptorId)?.email ?? null) : null,
    })),
    page,
    event,
  );
});
