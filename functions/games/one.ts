import type { GamePage } from '../../domain/bets';
import { NotFound } from '../../domain/errors';
import { apiBets, withScoresSettledElsewhere } from '../bets/bet-answers';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { listGameBets } from '../store/bet-lists';
import { getGame } from '../store/games';
import { teamsById } from '../store/teams';
import { toApiGame, toApiLine } from './api-games';

/**
 * GET /api/games/{id}: a game with every bet of the group on it, to any member (docs/product.md,
 * The game page): one read of the game and one Query of its bets.
 */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  const [game, records, teams] = await Promise.all([
    getGame(params.id),
    listGameBets(params.id),
    teamsById(),
  ]);
  if (!game) throw new NotFound('Game not found');
  const shown = records
    .filter((bet) => bet.status !== 'cancelled')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const first = records.reduce<(typeof records)[number] | undefined>(
    (earliest, bet) => (!earliest || bet.createdAt < earliest.createdAt ? bet : earliest),
    undefined,
  );
  const page: GamePage = {
    game: toApiGame(game, teams),
    bets: await withScoresSettledElsewhere(await apiBets(shown), new Date()),
    lineAtFirstProposal: first?.postedLine ? (toApiLine({ ...game, line: first.postedLine }) ?? null) : null,
  };
  return json(page);
});
