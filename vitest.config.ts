import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs the browser project in one vitest process and the others in a second, side by
 * side; each starts what it needs on free ports (tests/README.md). Two files at a time in each: the
 * suites wait on DynamoDB Local, the local host and Chromium far more than they use a core.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] },
      },
      {
        test: {
          name: 'integration',
          // The security suite runs on the same real parts: DynamoDB Local, s3rver, signed ID tokens.
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Synthesizing the stack (in beforeAll) takes seconds, more on a busy machine.
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Every file shares one local host: each makes its own players and games.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // A screen waited on by condition (expect.poll) may take seconds to render with the other
          // suites on the same cores: vitest's default of 1 s failed a page of 50 rows.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
