import { MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { characterCount, MAX_COMMENT_LENGTH } from '../../../domain/comments';
import type { User } from '../../../domain/users';
import { useComments, useDeleteComment, usePostComment } from '../api/comments';
import { messageOf } from '../api/http';
import { calendarDateTime } from './dates';
import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import { toast } from './toasts';
import { Button } from './ui/button';
import { Card, CardBody, CardHeader } from './ui/card';
import { cn } from './ui/cn';
import { Skeleton } from './ui/skeleton';

/**
 * docs/product.md, Trash talk: a bet's or a game's comments, oldest first, each shown as the text it
 * is (React never reads it as HTML), with Delete for its author and admins; a box to add one.
 */
export function CommentThread({ on, user }: { on: string; user: Pick<User, 'id' | 'isAdmin'> }) {
  const comments = useComments(on);
  const remove = useDeleteComment(on);
  const items = comments.data?.items ?? [];

  return (
    <Card className="mt-6">
      <CardHeader title="Trash Talk" description="Keep it friendly-ish: 280 characters a comment" />
      <CardBody className="space-y-4">
        {comments.isPending ? (
          <div role="status" aria-label="Loading comments" className="space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : comments.data === undefined ? (
          <LoadError what="comments" query={comments} />
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <MessageCircle className="h-4 w-4" aria-hidden />
            No comments yet. Say something.
          </p>
        ) : (
          <ol aria-label="Comments" className="space-y-3">
            {items.map((comment) => (
              <li key={comment.id} className="flex items-start justify-between gap-2 text-sm">
                <div className="min-w-0">
                  <p>
                    <span className="font-semibold">{comment.author.firstName}</span>{' '}
                    <time dateTime={comment.createdAt} className="text-xs text-stone-500">
                      {calendarDateTime(comment.createdAt)}
                    </time>
                  </p>
                  <p className="whitespace-pre-wrap wrap-anywhere text-stone-800">{comment.text}</p>
                </div>
                {(comment.authorId === user.id || user.isAdmin) && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-11 w-11 shrink-0"
                    disabled={remove.isPending}
                    aria-label={`Delete ${comment.author.firstName}'s comment`}
                    onClick={() =>
                      remove.mutate(comment.id, {
                        onError: (error) =>
                          toast.error('Could not delete', {
                            description: messageOf(error, 'Unknown error occurred'),
                          }),
                      })
                    }
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        {comments.data && <LoadMore list={comments} what="comments" />}
        <CommentForm on={on} />
      </CardBody>
    </Card>
  );
}

function CommentForm({ on }: { on: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const post = usePostComment(on);
  const id = useId();
  const length = characterCount(text.trim());
  const over = length > MAX_COMMENT_LENGTH;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (length === 0 || over || post.isPending) return;
    setProblem(undefined);
    post.mutate(text, {
      onSuccess: () => setText(''),
      // The text stays in the box: nothing typed is lost to a refusal or a dropped network.
      onError: (error) => setProblem(messageOf(error, 'Unknown error occurred')),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        Add a comment
      </label>
      <textarea
        id={id}
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem || over ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-error` : ''}`}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-700 focus:outline-2 focus:outline-brand-700/30 aria-invalid:border-red-500"
      />
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-count`} className={cn('text-xs', over ? 'text-red-600' : 'text-stone-500')}>
          {length}/{MAX_COMMENT_LENGTH}
        </p>
        <Button type="submit" disabled={length === 0 || over || post.isPending}>
          {post.isPending ? 'Posting...' : 'Post'}
        </Button>
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}
