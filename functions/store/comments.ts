import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, getItem, tableName } from './client';
import { commentEntity, type CommentRecord } from './entities';
import { commentKey } from './keys';
import { queryPage, type Page, type PageRequest } from './pages';
import type { UserRecord } from './users';

export type { CommentRecord };

/**
 * An id that sorts by when the comment was made (the thread reads in that order) and is safe in a
 * URL: the time in base 36, then random letters for comments in the same millisecond.
 */
const commentId = (now: Date) =>
  `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(6).toString('base64url')}`;

export async function addComment(
  author: UserRecord,
  on: string,
  text: string,
  now = new Date(),
): Promise<CommentRecord> {
  const comment: CommentRecord = {
    id: commentId(now),
    on,
    authorId: author.id,
    authorFirstName: author.firstName,
    text,
    createdAt: now.toISOString(),
  };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...commentKey(on, comment.id), entity: commentEntity.name, ...comment },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return comment;
}

export function getComment(on: string, id: string): Promise<CommentRecord | undefined> {
  return getItem(commentEntity, commentKey(on, id), { consistent: true });
}

export async function deleteComment(on: string, id: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: commentKey(on, id) }));
}

/** A thread, oldest first, a page at a time. */
export function commentsPage(
  on: string,
  request: Omit<PageRequest, 'descending'>,
): Promise<Page<CommentRecord>> {
  const { pk } = commentKey(on, '');
  return queryPage(
    commentEntity,
    [
      {
        name: 'comments',
        input: {
          KeyConditionExpression: 'pk = :thread AND begins_with(sk, :comment)',
          ExpressionAttributeValues: { ':thread': pk, ':comment': 'COMMENT#' },
        },
        partition: { attribute: 'pk', value: pk },
        sort: { attribute: 'sk', prefix: 'COMMENT#' },
        keyAttributes: ['pk', 'sk'],
      },
    ],
    { ...request, descending: false },
  );
}
