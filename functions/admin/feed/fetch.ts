import { Conflict } from '../../../domain/errors';
import { feedSeason, feedUrl } from '../../config';
import { endpoint } from '../../http/endpoint';
import { json } from '../../http/responses';
import { fetchFeed } from '../../schedules/fetch-feed';
import { feedStatus, getFeedState } from '../../store/feed';
import { waitForImportResult } from '../../store/imports';

/**
 * POST /api/admin/feed/fetch: the dashboard's Fetch Now. Fetches the feed whether or not it is due,
 * waits for the import a changed file runs (as an upload does), and answers the feed as it then is.
 */
export const handler = endpoint({}, async () => {
  const now = new Date();
  const { outcome, uploadId } = await fetchFeed(now, { force: true });
  if (outcome === 'off')
    throw new Conflict(
      'The schedule feed is off: no address is configured (FEED_URL, or feedUrl in the stack)',
    );
  if (uploadId) await waitForImportResult(uploadId);
  return json(feedStatus(await getFeedState(), { url: feedUrl(), season: feedSeason(now) }));
});
