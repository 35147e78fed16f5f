import { commentInput } from '../../domain/comments';
import { NotFound } from '../../domain/errors';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { getBet } from '../store/bets';
import { addComment } from '../store/comments';
import { getGame } from '../store/games';
import { takeRateLimit } from '../store/rate-limits';
import { toApiComment } from './api-comments';

/** docs/product.md, Trash talk: a player's comments on one thread, a minute at a time. */
const COMMENTS_PER_THREAD = {
  name: 'comments',
  limit: 10,
  windowSeconds: 60,
  message: 'You can post 10 comments a minute on one bet or game. Please wait a moment.',
};

/**
 * POST /api/comments: a comment on a bet or a game that exists, stored as the text it is (docs/product.md,
 * Trash talk). Counted against the writes' flood limit like any change, and against the author's
 * limit on that thread, which the flood limit is far too loose to be.
 */
export const handler = endpoint({ body: commentInput }, async ({ body: { on, text }, user }) => {
  const [kind, id = ''] = on.split(':');
  const exists = kind === 'bet' ? await getBet(id) : await getGame(id);
  if (!exists) throw new NotFound(kind === 'bet' ? 'Bet not found' : 'Game not found');
  await takeRateLimit(COMMENTS_PER_THREAD, `${user.id}#${on}`);
  return json(toApiComment(await addComment(user, on, text)), 201);
});
