import * as z from 'zod/mini';

/** docs/product.md, Trash talk: plain text, at most this many characters. */
export const MAX_COMMENT_LENGTH = 280;

// Made on first use, as the week's formatter in domain/seasons.ts: loading its rules slows a cold start.
let graphemes: Intl.Segmenter | undefined;

/** Characters as people count them: an emoji with its skin tone is one, not four UTF-16 units. */
export const characterCount = (text: string): number =>
  [...(graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(text)].length;

/** What a comment is on: a bet or a game, by id ("bet:<id>", "game:<id>"). */
export const commentSubject = z
  .string('must be bet:<id> or game:<id>')
  .check(z.regex(/^(bet|game):[\w-]{1,100}$/, 'must be bet:<id> or game:<id>'));

export const commentInput = z.object({
  on: commentSubject,
  text: z.pipe(
    z.string('is required').check(z.trim()),
    z.string().check(
      z.refine((text) => text.length > 0, 'is required'),
      z.refine(
        (text) => characterCount(text) <= MAX_COMMENT_LENGTH,
        `must be at most ${MAX_COMMENT_LENGTH} characters`,
      ),
    ),
  ),
});

/** A comment as the API returns it. `text` is plain text: screens show it as text, never as HTML. */
export interface Comment {
  id: string;
  on: string;
  authorId: string;
  author: { firstName: string };
  text: string;
  createdAt: string;
}

export const NOT_YOURS_TO_DELETE = 'Only its author or an admin can delete a comment';
