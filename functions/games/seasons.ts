import { latestWeek, selectableSeasons, weekUnderWay, type SeasonsOverview } from '../../domain/seasons';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { scheduleSummary } from '../store/games';
import { weeksWithResults } from '../store/leaderboard';

/**
 * The season and week under way, from the schedule first and the NFL calendar second, and the
 * latest week with results.
 */
export const handler = endpoint({}, async () => {
  const now = new Date();
  const [schedule, results] = await Promise.all([scheduleSummary(now), weeksWithResults()]);
  const current = weekUnderWay(schedule, now);
  return json({
    current,
    seasons: selectableSeasons(schedule, current),
    latestResults: latestWeek(results),
  } satisfies SeasonsOverview);
});
