import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callSummary, countDynamoDbCalls } from './dynamodb-calls';

/**
 * The schedule feed's costs (docs/product.md, The NFL schedule feed): importing a whole real season
 * (the 2024 nflverse rows of tests/fixtures, every game with its final), importing the same file
 * again, and the fetch job finding the feed unchanged (a 304 from a local server), each timed, with
 * its DynamoDB calls counted and its writes among them. Runs against the bench's local host, whose
 * environment the store has read.
 */
export interface FeedCost {
  what: string;
  ms: number;
  calls: number;
  writes: number;
  commands: string;
}

export async function measureFeed(): Promise<FeedCost[]> {
  const { importFeed } = await import('../functions/imports/import-feed');
  const { fetchFeed } = await import('../functions/schedules/fetch-feed');
  const season = readFileSync(new URL('../tests/fixtures/nflverse-games-2024.csv', import.meta.url), 'utf8');
  const after = new Date('2025-03-01T12:00:00Z');
  const saved = { season: process.env.FEED_SEASON, url: process.env.FEED_URL };
  process.env.FEED_SEASON = '2024';
  const server = createServer((_request, response) => {
    response.writeHead(304, { etag: '"same"' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/games.csv`;
  const measure = async (what: string, work: () => Promise<unknown>): Promise<FeedCost> => {
    const started = performance.now();
    const { calls } = await countDynamoDbCalls(work);
    return { what, ms: performance.now() - started, ...callSummary(calls) };
  };
  try {
    return [
      await measure('Whole 2024 season, 285 new games with their finals', () => importFeed(season, after)),
      await measure('The same file imported again', () => importFeed(season, after)),
      await measure('Fetch job, feed unchanged (304)', () => fetchFeed(after, { force: true })),
    ];
  } finally {
    Object.assign(process.env, { FEED_SEASON: saved.season ?? '', FEED_URL: saved.url ?? '' });
    await new Promise((resolve) => server.close(resolve));
  }
}
