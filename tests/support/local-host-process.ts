import { spawn } from 'node:child_process';

export interface HostProcess {
  url: string;
  /** What it printed so far: for a failing test to show. */
  output(): string;
  /**
   * Signals the whole process group (the host, tsx's esbuild and DynamoDB Local's Java), as Ctrl-C in
   * a terminal does, and waits for it to end; throws unless the host stopped cleanly (exit 0).
   */
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
  const exited = new Promise<number | null>((resolve) => host.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The local host did not start:\n${output}`)), 240_000);
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
      const code = await exited;
      // The whole group, not only the host: a DynamoDB Local left running (by a host that crashed)
      // would share the data with the host started next.
      const deadline = Date.now() + 60_000;
      while (isAlive(group)) {
        if (Date.now() > deadline) {
          process.kill(-group, 'SIGKILL');
          throw new Error(`The local host did not stop within 60 s:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Anything but a clean stop may have cut a stream batch short: the next start would repeat it.
      if (code !== 0) throw new Error(`The local host exited with ${String(code)} on ${signal}:\n${output}`);
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
