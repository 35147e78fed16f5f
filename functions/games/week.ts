import * as z from 'zod/mini';
import { sortGames } from '../../domain/games';
import { endpoint } from '../http/endpoint';
import { seasonParam, weekParam } from '../http/params';
import { json } from '../http/responses';
import { getTallies } from '../store/game-tallies';
import { listWeekGames } from '../store/games';
import { teamsById } from '../store/teams';
import { toApiGame, toApiTally } from './api-games';

const params = z.object({ season: seasonParam, week: weekParam });

/**
 * The week's games: those being played first, then those not yet started, each by kickoff, with
 * its tally of the group's bets (docs/product.md, Games): one Query and one BatchGetItem.
 */
export const handler = endpoint({ params }, async ({ params }) => {
  const records = await listWeekGames(params.season, params.week);
  const [teams, tallies] = await Promise.all([teamsById(), getTallies(records.map((game) => game.id))]);
  const tallied = records.map((game) => ({
    ...toApiGame(game, teams),
    tally: toApiTally(tallies.get(game.id)),
  }));
  return json(sortGames(tallied, new Date()));
});
