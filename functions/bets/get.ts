import { NotFound } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { json } from '../http/responses';
import { BET_NOT_FOUND, getBet } from '../store/bets';
import { apiBets } from './api-bets';

/**
 * GET /api/bets/{id}: one bet, to any member of the group, as the group's bets are theirs to see
 * (docs/product.md, Bet lifecycle): an accept sheet reads it to say who took a bet first.
 */
export const handler = endpoint({ params: idParam }, async ({ params }) => {
  const bet = await getBet(params.id);
  if (!bet) throw new NotFound(BET_NOT_FOUND);
  const [shaped] = await apiBets([bet]);
  return json(shaped);
});
