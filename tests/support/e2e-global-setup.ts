import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { LOCAL_HOST_FILE } from '../../infra/local/host-file';
import { freePort } from '../../infra/local/http-utils';
import { startHostProcess } from './local-host-process';

/**
 * Browser tests run against the real local host, started as `npm start` starts it (the built web
 * app, DynamoDB Local, the dev identity provider), on a free port with data in a temporary folder.
 * The schedule feed is on and reads a file in that folder (2024's rows), absent until a test writes
 * it: until then every fetch fails and leaves the other tests' games as they are. So do live scores.
 */
export default async function setup(project: TestProject) {
  // In memory where the machine has a memory file system: the host's database syncs every write to disk.
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'pigskin-e2e-'));
  const feedFile = join(dataDir, 'feed', 'games.csv');
  const liveScoresFile = join(dataDir, 'live', 'scoreboard.json');
  const host = await startHostProcess(await freePort(), dataDir, {
    FEED_URL: feedFile,
    FEED_SEASON: '2024',
    LIVE_SCORES_URL: liveScoresFile,
    LIVE_SCORES_EVERY_SECONDS: '2',
  });
  project.provide('baseUrl', host.url);
  project.provide('feedFile', feedFile);
  project.provide('liveScoresFile', liveScoresFile);
  project.provide('hostFile', join(dataDir, LOCAL_HOST_FILE));
  return async () => {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The schedule feed's file (FEED_URL), in the host's data folder; absent until a test writes it. */
    feedFile: string;
    /**
     * The live scoreboard the host reads every 2 s (LIVE_SCORES_URL), in its data folder; absent
     * until a test writes it, so the demo's replay never plays under the other tests' games.
     */
    liveScoresFile: string;
    /** Where the host says its DynamoDB Local runs (infra/local/host-file.ts), for a test that writes the table. */
    hostFile: string;
  }
}
