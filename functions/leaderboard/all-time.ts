import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { listAllTimeLeaderboard } from '../store/leaderboard';
import { leaderboardFor } from './leaderboard';

/** Every season together, ranked by the same rules as a week or a season. */
export const handler = endpoint({}, async ({ user }) =>
  json(await leaderboardFor(user.id, listAllTimeLeaderboard(), {})),
);
