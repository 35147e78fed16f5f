import { BET_STATUSES, type BetStatus } from '../../../domain/bets';
import { NotFound } from '../../../domain/errors';
import { endpoint } from '../../http/endpoint';
import { idParam } from '../../http/params';
import { json } from '../../http/responses';
import { listGameBets } from '../../store/bet-lists';
import { getGame } from '../../store/games';

/** GET /api/admin/games/{id}/bet-counts: how many bets of the game are in each status (what a void would cancel). */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  const [game, bets] = await Promise.all([getGame(params.id), listGameBets(params.id)]);
  if (!game) throw new NotFound('Game not found');
  const counts = Object.fromEntries(BET_STATUSES.map((status) => [status, 0])) as Record<BetStatus, number>;
  for (const bet of bets) counts[bet.status] += 1;
  return json(counts);
});
