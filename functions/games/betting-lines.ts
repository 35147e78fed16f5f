import * as z from 'zod/mini';
import { SEASON } from '../../domain/constants';
import { endpoint } from '../http/endpoint';
import { weekParam } from '../http/params';
import { json } from '../http/responses';
import { listWeekGames, toApiLine } from '../store/games';

const params = z.object({ week: weekParam });

/** The lines of the week's games that have one. */
export const handler = endpoint({ params }, async ({ params }) => {
  const games = await listWeekGames(SEASON, params.week);
  return json(games.map(toApiLine).filter((line) => line !== undefined));
});
