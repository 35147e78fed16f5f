import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { routes, type Capability } from '../functions/routes';
import {
  auditFunction,
  importTriggers,
  notifyFunction,
  preSignUpFunction,
  scheduledJobs,
} from '../functions/triggers';
import { LAMBDA_BUILD, lambdaEntry } from '../infra/aws/bundling';

/** Every Lambda the stack builds (routes, imports, jobs, notify, audit, pre-sign-up): its module and what it uses. */
export const LAMBDAS: { handler: string; uses: readonly Capability[] }[] = [
  ...new Map(
    [...routes, ...importTriggers, ...scheduledJobs, notifyFunction, auditFunction, preSignUpFunction].map(
      (fn) => [fn.handler, { handler: fn.handler, uses: fn.uses }],
    ),
  ).values(),
];

export interface Bundle {
  /** The minified JavaScript, as Lambda runs it. */
  code: Uint8Array;
  /** esbuild's account of what went in, by input path. */
  metafile: Metafile;
  /** Where the code is (written only when asked for). */
  file: string;
}

/**
 * A handler's bundle (functions/<handlerModule>.ts, or any entry file), built with the stack's own
 * esbuild options (infra/aws/bundling.ts). With `outdir`, also written there as Lambda gets it:
 * index.mjs and its source map.
 */
export async function bundle(
  handlerModule: string,
  options: { entry?: string; outdir?: string } = {},
): Promise<Bundle> {
  const { outputFiles, metafile } = await build({
    ...LAMBDA_BUILD,
    entryPoints: { index: options.entry ?? lambdaEntry(handlerModule) },
    outdir: options.outdir ?? join(tmpdir(), 'pigskin-bundles'),
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (!code) throw new Error(`No bundle for ${handlerModule}`);
  if (options.outdir) {
    await mkdir(options.outdir, { recursive: true });
    await Promise.all(outputFiles.map((file) => writeFile(file.path, file.contents)));
  }
  return { code: code.contents, metafile, file: code.path };
}

/** The npm packages a bundle holds (`@aws-sdk/client-s3`, `zod`, ...), with the bytes each adds. */
export function packagesIn(metafile: Metafile): Map<string, number> {
  const bytes = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
      if (name) bytes.set(name, (bytes.get(name) ?? 0) + bytesInOutput);
    }
  }
  return bytes;
}
