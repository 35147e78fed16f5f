import * as z from 'zod/mini';
import { SEASON } from '../../domain/constants';
import { FIRST_WEEK, LAST_WEEK } from '../../domain/weeks';

/** Path parameters shared by several routes. */
export const weekParam = z.coerce
  .number('must be a number')
  .check(
    z.int('must be a whole number'),
    z.gte(FIRST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`),
    z.lte(LAST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`),
  );

export const seasonParam = z.coerce
  .number()
  .check(z.refine((season) => season === SEASON, `must be ${SEASON}`));

export const idParam = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
