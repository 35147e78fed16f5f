import type { Reporter, SerializedError, TestModule } from 'vitest/node';

const firstLine = (error: SerializedError) => (error.message || error.name || 'error').split('\n')[0];

/**
 * Names every failure on stdout as the run ends, one line each. vitest writes its failure summary
 * to stderr, and a CI page showing only the end of stdout once said "1 failed" without saying which
 * (tests/README.md, "How npm test runs").
 */
export default class FailuresOnStdout implements Reporter {
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
    if (lines.length > 0) process.stdout.write(`\nFailed:\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
  }
}
