import * as z from 'zod/mini';
import { ACTIVE_STATUSES, BET_STATUSES } from '../../../domain/bets';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { apiBets, listBetsByStatus } from '../../store/bets';
import { getUsers } from '../../store/users';

const query = z.object({ status: z.optional(z.enum(['active'])) });

/** GET /api/admin/bets (?status=active): bets with the names and emails the settlement screen shows. */
export const handler = endpoint({ query }, async ({ query }) => {
  const statuses = query.status === 'active' ? ACTIVE_STATUSES : BET_STATUSES;
  const records = (await Promise.all(statuses.map((status) => listBetsByStatus(status)))).flat();
  const [bets, users] = await Promise.all([
    apiBets(records),
    getUsers(records.flatMap((bet) => [bet.proposerId, ...(bet.acceptorId ? [bet.acceptorId] : [])])),
  ]);
  bets.sort(
    (a, b) => a.game.gameDate.localeCompare(b.game.gameDate) || a.createdAt.localeCompare(b.createdAt),
  );
  return json(
    bets.map((bet) => ({
      ...bet,
      awayTeamName: bet.game.awayTeam.name,
      homeTeamName: bet.game.homeTeam.name,
      gameDate: bet.game.gameDate,
      proposerEmail: users.get(bet.proposerId)?.email ?? null,
      acceptorEmail: bet.acceptorId ? (users.get(bet.acceptorId)?.email ?? null) : null,
    })),
  );
});
