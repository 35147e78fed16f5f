import { resolve } from 'node:path';
import { DataDirInUse } from './data-dir-lock';
import { startLocalHost } from './host';

/**
 * `npm start` (and `npm run dev` with --dev): Pigskin on this machine at http://127.0.0.1:3000. Run by
 * Node with tsx's loader (`node --import tsx`), never by the `tsx` command, so that Ctrl-C stops the
 * host instead of killing it (docs/decisions.md, Ctrl-C stops the local host).
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const startedAt = performance.now();

const host = await startLocalHost({ port, dataDir, dev: process.argv.includes('--dev') }).catch(
  (error: unknown) => {
    // Nothing went wrong in Pigskin: the person needs the sentence, not a stack.
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  },
);

const lines = [
  '',
  `  Pigskin is running at ${host.url}  (ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
  '',
  `  Sign in as ${host.adminEmails.split(',')[0] ?? ''} (admin), or as jordan@example.com, sam@example.com or`,
  '  taylor@example.com (players). The local sign-in page asks only for an email.',
  `  Email and SMS land in the outbox: ${host.url}/_local/outbox`,
  ...(host.seeded.length > 0
    ? ['  First start on empty data, seeded:', ...host.seeded.map((line) => `    - ${line}`)]
    : []),
  `  Data lives in ${dataDir} (delete it to start over). Ctrl-C stops.`,
  '',
];
console.log(lines.join('\n'));

let stopping = false;
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n  ${signal}: stopping Pigskin...`);
  try {
    await host.stop();
  } catch (error) {
    // Its data stays as a crash leaves it: the next start resumes the stream from its saved place.
    console.error('  Pigskin did not stop cleanly:', error);
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
