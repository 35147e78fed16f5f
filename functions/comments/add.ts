import { commentInput } from '../../domain/comments';
import { NotFound } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { getBet } from '../store/bets';
import { addComment } from '../store/comments';
import { getGame } from '../store/games';
import { toApiComment } from './api-comments';

/**
 * POST /api/comments: a comment on a bet or a game that exists, stored as the text it is (docs/product.md,
 * Trash talk). Counted against the writes' flood limit like any change.
 */
export const handler = endpoint({ body: commentInput }, async ({ body: { on, text }, user }) => {
  const [kind, id = ''] = on.split(':');
  const exists = kind === 'bet' ? await getBet(id) : await getGame(id);
  if (!exists) throw new NotFound(kind === 'bet' ? 'Bet not found' : 'Game not found');
  return json(toApiComment(await addComment(user, on, text)), 201);
});
