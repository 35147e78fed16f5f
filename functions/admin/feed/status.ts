import { feedSeason, feedUrl } from '../../config';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { feedStatus, getFeedState } from '../../store/feed';

/** GET /api/admin/feed: the NFL schedule feed as the dashboard shows it (domain/feed.ts). */
export const handler = endpoint({}, async () =>
  json(feedStatus(await getFeedState(), { url: feedUrl(), season: feedSeason(new Date()) })),
);
