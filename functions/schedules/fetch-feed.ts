import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { ScheduledEvent } from 'aws-lambda';
import { isNflverseSchedule } from '../../domain/csv/nflverse';
import { feedSeason, feedUrl } from '../config';
import { putImportFile } from '../imports/bucket';
import { logger } from '../observability/logger';
import { count } from '../observability/metrics';
import { observed } from '../observability/middleware';
import { getFeedState, recordFetch, type FeedState } from '../store/feed';
import { listStartedOpenGames } from '../store/games';

/** While a game kicked off this recently and has no final, its score may come in any minute. */
const IN_PLAY_HOURS = 6;
/** Otherwise once an hour (the job runs every 10 minutes; a little slack for its own timing). */
const QUIET_MINUTES = 55;
const TIMEOUT_MS = 20_000;

export type FetchOutcome = 'off' | 'not due' | 'unchanged' | 'changed' | 'failed';

/**
 * Every 10 minutes (EventBridge in the cloud, a timer on a laptop): fetches the nflverse schedule file
 * (docs/product.md, The NFL schedule feed) when games are being played, else hourly, asking only for
 * a file newer than the one it has. A new file goes into the imports bucket, whose event runs the
 * import, as an admin's upload does; a feed that is down or not the file it should be changes
 * nothing and is counted (FeedFailures, which alarms).
 */
export const handler = observed<ScheduledEvent, { filesImported: number; outcome: FetchOutcome }>(
  async () => {
    const { outcome } = await fetchFeed(new Date());
    logger.info('Feed fetch', { outcome });
    return { filesImported: outcome === 'changed' ? 1 : 0, outcome };
  },
);

/**
 * One fetch, unless not due (`force`: the admin's Fetch Now). A changed file's `uploadId` names the
 * import its landing in the bucket runs.
 */
export async function fetchFeed(
  now: Date,
  options: { force?: boolean } = {},
): Promise<{ outcome: FetchOutcome; uploadId?: string }> {
  const url = feedUrl();
  if (!url) return { outcome: 'off' };
  const state = await getFeedState();
  if (!options.force && !(await isDue(state, now))) return { outcome: 'not due' };
  try {
    const fetched = await download(url, state);
    if (fetched.status === 'not modified') {
      await recordFetch(now, { kind: 'unchanged' });
      return { outcome: 'unchanged' };
    }
    if (!isNflverseSchedule(fetched.text))
      throw new Error(
        'The file is not the nflverse schedule: its header lacks game_type, gameday or gametime',
      );
    const contentHash = createHash('sha256').update(fetched.text).digest('hex');
    if (contentHash === state?.contentHash) {
      await recordFetch(now, { kind: 'unchanged' });
      return { outcome: 'unchanged' };
    }
    const uploadId = `feed-${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    await putImportFile('feed', uploadId, fetched.text, url);
    await recordFetch(now, {
      kind: 'changed',
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      contentHash,
    });
    logger.info('Feed changed', { url, season: feedSeason(now), bytes: fetched.text.length, uploadId });
    return { outcome: 'changed', uploadId };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn('Feed fetch failed; the last good data stays', { url, error: message });
    count('FeedFailures');
    await recordFetch(now, { kind: 'failed', error: message });
    return { outcome: 'failed' };
  }
}

async function isDue(state: FeedState | undefined, now: Date): Promise<boolean> {
  const last = state?.lastFetchedAt ? Date.parse(state.lastFetchedAt) : 0;
  if (now.getTime() - last >= QUIET_MINUTES * 60_000) return true;
  // Only the last hours' kickoffs: games never scored long ago do not make every run fetch.
  const since = new Date(now.getTime() - IN_PLAY_HOURS * 60 * 60_000);
  return (await listStartedOpenGames(now, since)).length > 0;
}

type Download =
  { status: 'not modified' } | { status: 'ok'; text: string; etag?: string; lastModified?: string };

/** An http(s) address with a conditional GET; on a laptop, a file path is read as it is. */
async function download(url: string, state: FeedState | undefined): Promise<Download> {
  if (!/^https?:\/\//i.test(url)) return { status: 'ok', text: await readFile(url, 'utf8') };
  const response = await fetch(url, {
    headers: {
      ...(state?.etag ? { 'if-none-match': state.etag } : {}),
      ...(state?.lastModified ? { 'if-modified-since': state.lastModified } : {}),
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 304) return { status: 'not modified' };
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return {
    status: 'ok',
    text: await response.text(),
    etag: response.headers.get('etag') ?? undefined,
    lastModified: response.headers.get('last-modified') ?? undefined,
  };
}
