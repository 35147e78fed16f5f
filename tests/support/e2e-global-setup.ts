import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/http-utils';
import { startHostProcess } from './local-host-process';

/**
 * Browser tests run against the real local host, started as `npm start` starts it (the built web
 * app, DynamoDB Local, the dev identity provider), on a free port with data in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pigskin-e2e-'));
  const host = await startHostProcess(await freePort(), dataDir);
  project.provide('baseUrl', host.url);
  return async () => {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
