import { apiFunction } from '../http/api-function';

/** Fetching the schedule feed now: the file goes to the imports bucket. */
export const feedFetch = apiFunction({
  name: 'feed-fetch',
  uses: ['table:write', 'imports:put'],
  // prettier-ignore
  routes: [
    { method: 'POST', path: '/api/admin/feed/fetch', access: 'admin', load: () => import('../admin/feed/fetch') },
  ],
});

export const { handler } = feedFetch;
