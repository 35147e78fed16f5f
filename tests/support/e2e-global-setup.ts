import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/http-utils';

/**
 * Browser tests run against the real local host, started as `npm start` starts it (the built web
 * app, DynamoDB Local, the dev identity provider), on a free port with data in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pigskin-e2e-'));
  const host = spawn('npx', ['tsx', 'infra/local/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  host.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  host.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The local host did not start:\n${output}`)), 60_000);
    host.stdout.on('data', () => {
      if (output.includes('Pigskin is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    host.once('exit', (code) => reject(new Error(`The local host exited (${String(code)}):\n${output}`)));
  });

  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    // The whole process group: npx, tsx and node, and DynamoDB Local's Java under them.
    if (host.pid) process.kill(-host.pid, 'SIGINT');
    await new Promise((resolve) => host.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
