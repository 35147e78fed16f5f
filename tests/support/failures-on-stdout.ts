import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

const firstLine = (error: SerializedError) => (error.message || error.name || 'error').split('\n')[0];

/** Where each vitest process of `npm test` leaves its failures for `tests/support/print-failures.ts`. */
export const FAILURES_DIR = join('node_modules', '.cache', 'pigskin-test-failures');

/**
 * Names every failure on stdout as the run ends, one line each, and leaves the same lines in a file
 * named after the npm script that ran it. vitest writes its failure summary to stderr, and `npm test`
 * prints each process's report whole when it ends: a CI page that shows only the end of the output
 * showed the other process's passing report and "test:browser exited with 1", not which test failed.
 * `npm test` prints the files last (tests/README.md, "How npm test runs").
 */
export default class FailuresOnStdout implements Reporter {
  private readonly file = join(FAILURES_DIR, `${process.env.npm_lifecycle_event ?? 'vitest'}.txt`);

  onInit() {
    // A run that crashes before it ends must not leave an earlier run's failures to be printed.
    rmSync(this.file, { force: true });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const lines: string[] = [];
    for (const module of testModules) {
      for (const error of module.errors()) lines.push(`${module.relativeModuleId}: ${firstLine(error)}`);
      for (const test of module.children.allTests('failed'))
        lines.push(
          `${module.relativeModuleId} > ${test.fullName}: ${(test.result().errors ?? []).map(firstLine).join('; ')}`,
        );
    }
    for (const error of unhandledErrors) lines.push(`unhandled: ${firstLine(error)}`);
    // A browser test passed on its retry (vitest.config.ts): it passes, and it is named with what made
    // its first run fail (a passed test keeps its earlier runs' errors), to be looked into rather than
    // forgotten.
    const flaky = testModules.flatMap((module) =>
      [...module.children.allTests('passed')]
        .filter((test) => test.diagnostic()?.flaky)
        .map(
          (test) =>
            `  ${module.relativeModuleId} > ${test.fullName}: ${(test.result().errors ?? []).map(firstLine).join('; ')}`,
        ),
    );
    if (flaky.length > 0) process.stdout.write(`\nPassed only on a retry:\n${flaky.join('\n')}\n`);
    if (lines.length === 0) return;
    const text = `\nFailed:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
    process.stdout.write(text);
    mkdirSync(FAILURES_DIR, { recursive: true });
    writeFileSync(this.file, text);
  }
}
