import { spawn } from 'node:child_process';

export interface HostProcess {
  url: string;
  /** What it printed so far: for a failing test to show. */
  output(): string;
  /** Signals the whole process group (the host and DynamoDB Local's Java) and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The local host as `npm start` runs it (built web app, DynamoDB Local on disk), on `port` with data in
 * `dataDir`; `env` adds to its environment what a person would set before `npm start` (FEED_URL...).
 */
export async function startHostProcess(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<HostProcess> {
  // With tsx's loader, as package.json's start does: the tsx command would SIGKILL a host slow to
  // acknowledge the signal, mid-batch (docs/decisions.md, Ctrl-C stops the local host).
  const host = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  host.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  host.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => host.once('exit', () => resolve()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The local host did not start:\n${output}`)), 90_000);
    host.stdout.on('data', () => {
      if (output.includes('Pigskin is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    host.once('exit', (code) => reject(new Error(`The local host exited (${String(code)}):\n${output}`)));
  });

  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async (signal = 'SIGINT') => {
      const group = host.pid;
      if (!group) return;
      process.kill(-group, signal);
      await exited;
      // The whole group, not only the host: a DynamoDB Local left running (by a host that crashed)
      // would share the data with the host started next.
      const deadline = Date.now() + 30_000;
      while (isAlive(group)) {
        if (Date.now() > deadline) {
          process.kill(-group, 'SIGKILL');
          throw new Error(`The local host did not stop within 30 s:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Whether any process of the group is left (signal 0 only checks). */
function isAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}
