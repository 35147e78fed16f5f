import { serveRoutes } from '../http/api-function';
import { handler as adminFeedFetch } from '../admin/feed/fetch';
import { feedFetch } from './feed-fetch.routes';

/** The feed-fetch function's Lambda: each of its routes to that route's handler. */
export const handler = serveRoutes(feedFetch, {
  'POST /api/admin/feed/fetch': adminFeedFetch,
});
