import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { seasonParam } from '../http/params';
import { json } from '../http/responses';
import { listSeasonLeaderboard } from '../store/leaderboard';
import { leaderboardFor } from './leaderboard';

const params = z.object({ season: seasonParam });

export const handler = endpoint({ params }, async ({ params, user }) =>
  json(await leaderboardFor(user.id, listSeasonLeaderboard(params.season), { season: params.season })),
);
