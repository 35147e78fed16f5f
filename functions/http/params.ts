import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { FIRST_SEASON, LAST_SEASON } from '../../domain/seasons';
import { FIRST_WEEK, LAST_WEEK } from '../../domain/weeks';

/**
 * Path parameters shared by several routes. API Gateway may hand them over undecoded or decoded into
 * anything (a lone surrogate, a NUL, kilobytes): each is checked to its exact shape before it gets
 * near a table key.
 */
const wholeNumber = z.pipe(
  z.string().check(z.regex(/^-?\d{1,4}$/, 'must be a whole number')),
  z.transform(Number),
);

export const weekParam = z.pipe(
  wholeNumber,
  z
    .number()
    .check(
      z.gte(FIRST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`),
      z.lte(LAST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`),
    ),
);

/** A season is the year its regular season starts (docs/decisions.md, seasons). */
export const seasonParam = z.pipe(
  wholeNumber,
  z
    .number()
    .check(
      z.gte(FIRST_SEASON, `must be from ${FIRST_SEASON} to ${LAST_SEASON}`),
      z.lte(LAST_SEASON, `must be from ${FIRST_SEASON} to ${LAST_SEASON}`),
    ),
);

/** Our ids are UUIDs; letters, digits, - and _ leave room for others without letting anything odd through. */
const ID = /^[\w-]{1,100}$/;

export const isId = (value: string) => ID.test(value);

export const idParam = z.object({
  id: z.string().check(z.regex(ID, 'must be an id of letters, digits, - or _')),
});

/**
 * `?cursor=&limit=` of a list read a page at a time (docs/decisions.md, "Lists come in pages"): the
 * cursor a previous page's `Link` named, and how many items a page holds (1 to 100).
 */
export const pageQuery = (defaultLimit: number) => ({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  limit: z._default(
    z.coerce
      .number('must be a number')
      .check(
        z.int('must be a whole number'),
        z.gte(1, `must be between 1 and ${MAX_PAGE_SIZE}`),
        z.lte(MAX_PAGE_SIZE, `must be between 1 and ${MAX_PAGE_SIZE}`),
      ),
    defaultLimit,
  ),
});
