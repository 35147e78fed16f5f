import * as z from 'zod/mini';
import { commentSubject } from '../../domain/comments';
import { endpoint } from '../http/endpoint';
import { pageQuery } from '../http/params';
import { listPage } from '../http/responses';
import { commentsPage } from '../store/comments';
import { toApiComment } from './api-comments';

const query = z.object({ ...pageQuery(50), on: commentSubject });

/** GET /api/comments?on=bet:<id>: a bet's or a game's thread, oldest first (docs/product.md, Trash talk). */
export const handler = endpoint({ query }, async ({ query: { on, ...request }, event }) => {
  const page = await commentsPage(on, request);
  return listPage(page.items.map(toApiComment), page, event);
});
