import { apiFunction } from '../http/api-function';

/** Fetching the schedule feed now: the file goes to the imports bucket. */
export const feedFetch = apiFunction({
  name: 'feed-fetch',
  uses: ['table:write', 'imports:put'],
  routes: {
    // Fetch Now reaches out to the feed and waits for the import a changed file runs, so its calls are
    // not per request (NOT_PER_REQUEST; bench/feed.ts counts the import's). Unchanged: the feed's item
    // read and written.
    'POST /api/admin/feed/fetch': { access: 'admin', calls: 5 },
  },
});
