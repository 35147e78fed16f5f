import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest in whole `npm test` runs, longest first. Started first, none
 * of them is left running alone at the end of its process while the other worker idles: on a clean
 * clone vitest has no timings of its own and starts the largest files first, whatever their project,
 * after the projects in name order (tests/README.md). A file not listed runs after these, in
 * vitest's order.
 */
const LONGEST_FIRST = [
  'tests/e2e/phone.test.ts',
  'tests/e2e/layout-shift.test.ts',
  'tests/e2e/admin-console.test.ts',
  'tests/e2e/group.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/propositions.test.ts',
  'tests/e2e/live-scores.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/e2e/betting.test.ts',
  'tests/e2e/signing-out.test.ts',
  'tests/e2e/installable.test.ts',
  'tests/e2e/newcomer.test.ts',
  'tests/integration/bundles.test.ts',
  'tests/integration/ledger-properties.test.ts',
  'tests/security/malformed-input.test.ts',
  'tests/integration/notifications-restart.test.ts',
  'tests/integration/local-host-data-dir.test.ts',
  'tests/integration/concurrency.test.ts',
  'tests/integration/flood-limits.test.ts',
  'tests/integration/imports.test.ts',
  'tests/integration/pages.test.ts',
];

const rank = (file: TestSpecification) => {
  const found = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
  return found === -1 ? LONGEST_FIRST.length : found;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
