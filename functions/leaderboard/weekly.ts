import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { seasonParam, weekParam } from '../http/params';
import { json } from '../http/responses';
import { listWeekLeaderboard } from '../store/leaderboard';
import { leaderboardFor } from './leaderboard';

const params = z.object({ season: seasonParam, week: weekParam });

export const handler = endpoint({ params }, async ({ params, user }) =>
  json(await leaderboardFor(user.id, listWeekLeaderboard(params.season, params.week), params)),
);
