import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAILURES_DIR } from './failures-on-stdout';

/** The vitest processes `npm test` runs (package.json), by the npm script that names each file. */
const NPM_TEST_RUNS = ['test:browser.txt', 'test:server.txt'];

/**
 * Run by `npm test` after a failure, when every part has printed its report: each vitest process's
 * failed tests again, one line each, so that the end of the output names them whatever finished last.
 * Only its own: a file left by an earlier `npx vitest run` or `npm run test:e2e` is not this run's.
 */
const files = existsSync(FAILURES_DIR)
  ? readdirSync(FAILURES_DIR).filter((name) => NPM_TEST_RUNS.includes(name))
  : [];
for (const name of files.sort())
  process.stdout.write(`\n${name.replace(/\.txt$/, '')}:${readFileSync(join(FAILURES_DIR, name), 'utf8')}`);
if (files.length === 0)
  process.stdout.write(
    '\nNo failed test was recorded: the reports above say what failed (lint, typecheck, or a vitest that did not start).\n',
  );
