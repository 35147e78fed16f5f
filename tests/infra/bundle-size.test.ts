import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { importTriggers, notifyFunction, preSignUpFunction, scheduledJobs } from '../../functions/triggers';
import { LAMBDA_BUILD, lambdaEntry } from '../../infra/aws/bundling';

const LIMIT_KB = 300;

const handlers = [
  ...new Set(
    [...routes, ...importTriggers, ...scheduledJobs, notifyFunction, preSignUpFunction].map(
      (fn) => fn.handler,
    ),
  ),
];

async function minifiedKb(handler: string): Promise<number> {
  const { outputFiles } = await build({
    ...LAMBDA_BUILD,
    entryPoints: [lambdaEntry(handler)],
    outdir: join(tmpdir(), 'pigskin-bundle-size'),
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles.find((file) => file.path.endsWith('.js'));
  if (!code) throw new Error(`No bundle for ${handler}`);
  return Math.round((code.contents.length / 1024) * 10) / 10;
}

describe('Lambda bundles', () => {
  it(`stay under ${LIMIT_KB} KB minified for every function, bundled as the stack bundles them`, async () => {
    const sizes = await Promise.all(
      handlers.map(async (handler) => ({ handler, kb: await minifiedKb(handler) })),
    );
    const over = sizes.filter(({ kb }) => kb > LIMIT_KB).sort((a, b) => b.kb - a.kb);
    expect(over.map(({ handler, kb }) => `${handler}: ${kb} KB`)).toEqual([]);
  });
});
