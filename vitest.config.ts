import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/longest-first.js';

/** The files that start the local host themselves (tests/support/local-host-process.ts). */
const OWN_HOST = [
  'tests/integration/local-host-data-dir.test.ts',
  'tests/integration/notifications-restart.test.ts',
];

/** The web app's weight per screen, read from the build (web/dist). */
const WEB_BUILD_WEIGHT = 'tests/infra/web-bundle-size.test.ts';

/** DynamoDB Local, s3rver and signed ID tokens: a table and a bucket for each file. */
const onRealParts = {
  globalSetup: ['tests/support/integration-global-setup.ts'],
  setupFiles: ['tests/support/integration-setup.ts'],
  // A timeout ends a hung test; it does not time a slow one. Beside the browser suite on two cores a
  // file runs up to 12 times slower than alone (a fuzz test of 11 s passed 120 s), so 5 minutes.
  testTimeout: 300_000,
  hookTimeout: 300_000,
};

/**
 * `npm test` runs two vitest processes side by side, three files at a time in each: the browser files
 * (which share one host) and the web build's weight in one; everything else in the other. Each
 * starts what it needs on free ports (tests/README.md). Three, not the machine's two cores: the
 * browser files wait on screens and the others on DynamoDB Local much of the time, and a clean
 * clone's `npm test` on two cores took 7 min 20 s with three against 8 min 31 s with two and 9 min
 * 13 s with four.
 */
export default defineConfig({
  test: {
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './tests/support/failures-on-stdout.ts'],
    projects: [
      {
        // No DynamoDB here, but the same cores as the browser suite: a loop of 1 s alone ran past
        // vitest's default 5 s in CI, so a minute, to end a hang.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], testTimeout: 60_000 },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_HOST],
          ...onRealParts,
        },
      },
      {
        // Each starts the local host in processes of its own, as npm start does, and needs nothing else.
        test: { name: 'local-host', include: OWN_HOST, testTimeout: 180_000, hookTimeout: 300_000 },
      },
      {
        // The same real parts as the integration suite.
        test: { name: 'security', include: ['tests/security/**/*.test.ts'], ...onRealParts },
      },
      {
        // Synthesizing the stack (in beforeAll) takes seconds, more on a busy machine.
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          exclude: [...configDefaults.exclude, WEB_BUILD_WEIGHT],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        // Weighs web/dist: in the browser suite's process, which builds it first.
        test: { name: 'web-build', include: [WEB_BUILD_WEIGHT] },
      },
      {
        // Every file shares one local host: each makes its own players and games. As above, the
        // timeout is for a hung test: a busy CI machine ran a test of 24 s here past 90 s.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A browser test that fails runs once more, and passing then is reported by name
          // (tests/support/failures-on-stdout.ts): a screen that waits on a 5-second poll can miss
          // its window on a machine several times slower than this one, and a CI run that failed on
          // that would land nothing. A test that fails twice fails.
          retry: 1,
          // A screen waited on by condition (expect.poll) may take seconds to render with the other
          // suites on the same cores: vitest's default of 1 s failed a page of 50 rows.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
