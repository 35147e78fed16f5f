import { selectableSeasons, weekUnderWay, type SeasonsOverview } from '../../domain/seasons';
import { endpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { scheduleSummary } from '../store/games';

/** The season and week under way, from the schedule first and the NFL calendar second. */
export const handler = endpoint({}, async () => {
  const now = new Date();
  const schedule = await scheduleSummary(now);
  const current = weekUnderWay(schedule, now);
  return json({ current, seasons: selectableSeasons(schedule, current) } satisfies SeasonsOverview);
});
