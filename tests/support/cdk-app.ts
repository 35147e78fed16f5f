import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { afterAll } from 'vitest';

const outdirs: string[] = [];
afterAll(() => {
  for (const outdir of outdirs.splice(0)) rmSync(outdir, { recursive: true, force: true });
});

/**
 * A CDK app whose cloud assembly is removed after the file's tests. Without an outdir, each synth
 * writes about 24 MB into a temporary folder of its own and leaves it there: 20 GB after a few weeks of
 * test runs.
 */
export function testApp(props: AppProps = {}): App {
  const outdir = mkdtempSync(join(tmpdir(), 'pigskin-cdk-'));
  outdirs.push(outdir);
  return new App({ ...props, outdir });
}
