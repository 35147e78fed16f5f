import type { Comment } from '../../domain/comments';
import type { CommentRecord } from '../store/comments';

export const toApiComment = (comment: CommentRecord): Comment => ({
  id: comment.id,
  on: comment.on,
  authorId: comment.authorId,
  author: { firstName: comment.authorFirstName },
  text: comment.text,
  createdAt: comment.createdAt,
});
