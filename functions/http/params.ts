import * as z from 'zod';
import { SEASON } from '../../domain/constants';
import { FIRST_WEEK, LAST_WEEK } from '../../domain/weeks';

/** Path parameters shared by several routes. */
export const weekParam = z.coerce
  .number('must be a number')
  .int('must be a whole number')
  .min(FIRST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`)
  .max(LAST_WEEK, `must be between ${FIRST_WEEK} and ${LAST_WEEK}`);

export const seasonParam = z.coerce.number().refine((season) => season === SEASON, `must be ${SEASON}`);

export const idParam = z.object({ id: z.string().min(1).max(100) });
