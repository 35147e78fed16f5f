import * as z from 'zod/mini';
import { commentSubject, NOT_YOURS_TO_DELETE } from '../../domain/comments';
import { Forbidden, NotFound } from '../../domain/errors';
import { isAdmin } from '../config';
import { endpoint } from '../http/endpoint';
import { idParam } from '../http/params';
import { noContent } from '../http/responses';
import { deleteComment, getComment } from '../store/comments';

const query = z.object({ on: commentSubject });

/** DELETE /api/comments/{id}?on=bet:<id>: by its author, or an admin (docs/product.md, Trash talk). */
export const handler = endpoint({ params: idParam, query }, async ({ params, query, user }) => {
  const comment = await getComment(query.on, params.id);
  if (!comment) throw new NotFound('Comment not found');
  if (comment.authorId !== user.id && !isAdmin(user)) throw new Forbidden(NOT_YOURS_TO_DELETE);
  await deleteComment(query.on, params.id);
  return noContent();
});
