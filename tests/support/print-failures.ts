import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAILURES_DIR } from './failures-on-stdout';

/**
 * Run by `npm test` after a failure, when every part has printed its report: each vitest process's
 * failed tests again, one line each, so that the end of the output names them whatever finished last.
 */
const files = existsSync(FAILURES_DIR)
  ? readdirSync(FAILURES_DIR).filter((name) => name.endsWith('.txt'))
  : [];
for (const name of files.sort())
  process.stdout.write(`\n${name.replace(/\.txt$/, '')}:${readFileSync(join(FAILURES_DIR, name), 'utf8')}`);
if (files.length === 0)
  process.stdout.write(
    '\nNo failed test was recorded: the reports above say what failed (lint, typecheck, or a vitest that did not start).\n',
  );
