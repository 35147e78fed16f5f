import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { afterAll } from 'vitest';

const outdirs: string[] = [];
afterAll(() => {
  for (const outdir of outdirs.splice(0)) rmSync(outdir, { recursive: true, force: true });
});

/** CDK's feature flags from cdk.json (`@aws-cdk/...`), which the CDK CLI gives the app. */
const FEATURE_FLAGS = Object.fromEntries(
  Object.entries(
    (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../cdk.json'), 'utf8')) as {
        context: Record<string, unknown>;
      }
    ).context,
  ).filter(([key]) => key.startsWith('@')),
);

/**
 * A CDK app with cdk.json's feature flags, as `cdk synth` and `cdk deploy` build it (they decide
 * parts of the template), whose cloud assembly is removed after the file's tests. Without an outdir,
 * each synth writes about 24 MB into a temporary folder of its own and leaves it there: 20 GB after a
 * few weeks of test runs.
 */
export function testApp(props: AppProps = {}): App {
  const outdir = mkdtempSync(join(tmpdir(), 'pigskin-cdk-'));
  outdirs.push(outdir);
  return new App({ ...props, context: { ...FEATURE_FLAGS, ...props.context }, outdir });
}
