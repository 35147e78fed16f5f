import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { routes } from '../functions/routes';
import { importTriggers, notifyFunction, preSignUpFunction, scheduledJobs } from '../functions/triggers';
import { LAMBDA_BUILD, lambdaEntry } from '../infra/aws/bundling';

/** The handler module of every Lambda the stack builds: routes, imports, jobs, notify, pre-sign-up. */
export const LAMBDA_HANDLERS = [
  ...new Set(
    [...routes, ...importTriggers, ...scheduledJobs, notifyFunction, preSignUpFunction].map(
      (fn) => fn.handler,
    ),
  ),
];

/** A handler's bundle in bytes, minified, built with the stack's own esbuild options. */
export async function bundledBytes(handlerModule: string): Promise<number> {
  const { outputFiles } = await build({
    ...LAMBDA_BUILD,
    entryPoints: [lambdaEntry(handlerModule)],
    outdir: join(tmpdir(), 'pigskin-bundles'),
    write: false,
    logLevel: 'silent',
  });
  const code = outputFiles.find((file) => file.path.endsWith('.js'));
  if (!code) throw new Error(`No bundle for ${handlerModule}`);
  return code.contents.length;
}
