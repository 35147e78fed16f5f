import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/http-utils';
import { startHostProcess } from './local-host-process';

/**
 * Browser tests run against the real local host, started as `npm start` starts it (the built web
 * app, DynamoDB Local, the dev identity provider), on a free port with data in a temporary folder.
 * The schedule feed is on and reads a file in that folder (2024's rows), absent until a test writes
 * it: until then every fetch fails and leaves the other tests' games as they are.
 */
export default async function setup(project: TestProject) {
  // In memory where the machine has a memory file system: the host's database syncs every write to disk.
  const dataDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'pigskin-e2e-'));
  const feedFile = join(dataDir, 'feed', 'games.csv');
  const host = await startHostProcess(await freePort(), dataDir, { FEED_URL: feedFile, FEED_SEASON: '2024' });
  project.provide('baseUrl', host.url);
  project.provide('feedFile', feedFile);
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
  }
}
