import * as z from 'zod/mini';
import { FIRST_SEASON, LAST_SEASON } from '../../domain/seasons';
import { FIRST_WEEK, LAST_WEEK } from '../../domain/weeks';

/** Path parameters shared by several routes. */
export const weekParam = z.coerce
  .number('must be a number')
  .check(
    z.int('must be a whole number'),
    z.gte(FIRST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`),
    z.lte(LAST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`),
  );

/** A season is the year its regular season starts (docs/decisions.md, seasons). */
export const seasonParam = z.coerce
  .number('must be a number')
  .check(
    z.int('must be a whole number'),
    z.gte(FIRST_SEASON, `must be from ${FIRST_SEASON} to ${LAST_SEASON}`),
    z.lte(LAST_SEASON, `must be from ${FIRST_SEASON} to ${LAST_SEASON}`),
  );

export const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
