import * as z from 'zod/mini';
import { weekUnderWay } from '../../domain/seasons';
import { endpoint } from '../http/endpoint';
import { seasonParam, weekParam } from '../http/params';
import { json } from '../http/responses';
import { listWeekGames, scheduleSummary } from '../store/games';
import { toApiLine } from './api-games';

const params = z.object({ season: z.optional(seasonParam), week: weekParam });

/**
 * The lines of a week's games that have one. Without a season in the path (the route the 2025 web app
 * called), the week is one of the season under way.
 */
export const handler = endpoint({ params }, async ({ params }) => {
  const now = new Date();
  const season = params.season ?? weekUnderWay(await scheduleSummary(now), now).season;
  const games = await listWeekGames(season, params.week);
  return json(games.map(toApiLine).filter((line) => line !== undefined));
});
