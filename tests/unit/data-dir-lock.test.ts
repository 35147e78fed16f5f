import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from '../../infra/local/data-dir-lock';

describe('one local host per data directory', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pigskin-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second host while the first runs, naming its process and the way out', async () => {
    const first = await lockDataDir(dataDir);
    const refusal = lockDataDir(dataDir);
    await expect(refusal).rejects.toThrow(DataDirInUse);
    await expect(refusal).rejects.toThrow(
      `Another Pigskin (process ${process.pid}) is using ${dataDir}. Stop it first, or give this one its ` +
        `own DATA_DIR. If no Pigskin is running, delete ${join(dataDir, 'host.lock')}.`,
    );
    first.release();
    expect(readdirSync(dataDir), 'nothing left behind').toEqual([]);
  });

  it('waits for a host that is stopping, says so once, and starts when it has gone', async () => {
    const first = await lockDataDir(dataDir);
    first.stopping();
    const waitedFor: number[] = [];
    let started = false;
    const second = lockDataDir(dataDir, { onWait: (pid) => waitedFor.push(pid) }).then((lock) => {
      started = true;
      return lock;
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(started, 'not while the first is still stopping').toBe(false);
    first.release();
    const lock = await second;
    expect(waitedFor).toEqual([process.pid]);
    await expect(lockDataDir(dataDir), 'the second now holds it').rejects.toThrow(DataDirInUse);
    lock.release();
  });

  it('gives up on a host that never finishes stopping', async () => {
    (await lockDataDir(dataDir)).stopping();
    await expect(lockDataDir(dataDir, { waitMs: 300 })).rejects.toThrow(DataDirInUse);
  });

  it('takes over from a host that crashed without letting go', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(join(dataDir, 'host.lock'), JSON.stringify({ pid: gone, id: 'crashed', state: 'running' }));
    const lock = await lockDataDir(dataDir, { waitMs: 0 });
    await expect(lockDataDir(dataDir)).rejects.toThrow(`(process ${process.pid})`);
    lock.release();
  });

  it('leaves a lock it does not hold alone when told to let go', async () => {
    const first = await lockDataDir(dataDir);
    first.release();
    const second = await lockDataDir(dataDir);
    first.release();
    await expect(lockDataDir(dataDir), 'the second still holds it').rejects.toThrow(DataDirInUse);
    second.release();
  });
});
