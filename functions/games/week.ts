import * as z from 'zod/mini';
import { sortGames } from '../../domain/games';
import { endpoint } from '../http/endpoint';
import { seasonParam, weekParam } from '../http/params';
import { json } from '../http/responses';
import { listWeekGames } from '../store/games';
import { apiGames } from './api-games';

const params = z.object({ season: seasonParam, week: weekParam });

/** The week's games: not started first, then by kickoff (docs/product.md, Games). */
export const handler = endpoint({ params }, async ({ params }) => {
  const games = await apiGames(await listWeekGames(params.season, params.week));
  return json(sortGames(games, new Date()));
});
