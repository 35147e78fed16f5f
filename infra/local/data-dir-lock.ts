import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

const LOCK_FILE = 'host.lock';

interface Holder {
  pid: number;
  /** Which start of the host holds it: tells a lock taken over since from its own. */
  id: string;
  state: 'running' | 'stopping';
}

export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Pigskin (process ${pid}) is using ${dataDir}. Stop it first, or give this one its own ` +
        `DATA_DIR. If no Pigskin is running, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUse';
  }
}

export interface DataDirLock {
  /** Says the holder is stopping: a host started meanwhile waits for it instead of refusing. */
  stopping(): void;
  release(): void;
}

/**
 * One host per data directory (docs/decisions.md, One local host per data folder): two DynamoDB
 * Locals on one database file, or two stream readers on one saved position, would corrupt the data
 * or send messages twice. A host still stopping is waited for (on Ctrl-C, npm gives the prompt back
 * before the host beneath it has finished, so `npm start` typed at once meets it); a running one is
 * an error; a lock whose process is gone (a crash) is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = 60_000, onWait }: { waitMs?: number; onWait?: (pid: number) => void } = {},
): Promise<DataDirLock> {
  const file = join(dataDir, LOCK_FILE);
  // Written aside first, so whoever reads the lock finds it whole: linked into place (which fails
  // when it is already there) to take it, renamed over it to change it.
  const id = randomUUID();
  const aside = `${file}.${id}`;
  const writeAside = (state: Holder['state']) =>
    writeFileSync(aside, JSON.stringify({ pid: process.pid, id, state } satisfies Holder));
  const deadline = Date.now() + waitMs;
  let told = false;
  writeAside('running');
  for (;;) {
    try {
      linkSync(aside, file);
      rmSync(aside);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (!holder || !isAlive(holder.pid)) {
      rmSync(file, { force: true });
      continue;
    }
    if (holder.state === 'running' || Date.now() > deadline) {
      rmSync(aside);
      throw new DataDirInUse(dataDir, holder.pid);
    }
    if (!told) onWait?.(holder.pid);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stopping: () => {
      writeAside('stopping');
      renameSync(aside, file);
    },
    release: () => {
      if (readHolder(file)?.id === id) rmSync(file, { force: true });
    },
  };
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    // Gone meanwhile, or not a lock we wrote: nobody holds it.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
