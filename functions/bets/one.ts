import { NotFound } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { getBet } from '../store/bets';
import { apiBets, withScoresSettledElsewhere } from './bet-answers';

/**
 * GET /api/bets/{id}: one bet, to any member of the group (docs/product.md, Bets as links), whoever
 * its players are: the page a shared link or a notification opens.
 */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  const bet = await getBet(params.id);
  if (!bet) throw new NotFound('Bet not found');
  const [shaped] = await withScoresSettledElsewhere(await apiBets([bet]), new Date());
  return json(shaped);
});
