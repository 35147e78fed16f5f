import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import {
  apiFunctions,
  capabilitiesOf,
  type ApiFunction,
  type Capability,
  type Route,
} from '../functions/routes';
import {
  auditFunction,
  importTriggers,
  preSignUpFunction,
  scheduledJobs,
  streamFunctions,
} from '../functions/triggers';
import { LAMBDA_BUILD, lambdaEntry } from '../infra/aws/bundling';

/**
 * Every Lambda the stack builds (the API's functions, imports, jobs, stream functions, audit,
 * pre-sign-up): its entry module under functions/, what it uses, and for an API function its spec.
 */
export const LAMBDAS: { handler: string; uses: readonly Capability[]; api?: ApiFunction }[] = [
  ...apiFunctions.map((api) => ({ handler: `api/${api.name}`, uses: capabilitiesOf(api), api })),
  ...new Map(
    [...importTriggers, ...scheduledJobs, ...streamFunctions, auditFunction, preSignUpFunction].map((fn) => [
      fn.handler,
      { handler: fn.handler, uses: fn.uses },
    ]),
  ).values(),
];

/** The entry module of the function a route runs in: `api/reads`. */
export const entryOf = (route: Route) => `api/${route.function.name}`;

export interface Bundle {
  /** The minified JavaScript, as Lambda runs it. */
  code: Uint8Array;
  /** esbuild's account of what went into this bundle, by input path. */
  metafile: Metafile;
  /** Where the code is (written only when asked for). */
  file: string;
}

/**
 * Bundles built with the stack's own esbuild options (infra/aws/bundling.ts), one per entry file, in
 * one esbuild run: the entries share its parsing, which makes all of the stack's functions about
 * five times faster to build than one by one, and with no code splitting each output is what a
 * build of its entry alone writes. With `outdir`, each is also written there as Lambda gets it:
 * <outdir>/<name>/index.mjs and its source map.
 */
export async function bundleEntries(
  entries: Record<string, string>,
  outdir?: string,
): Promise<Map<string, Bundle>> {
  const root = outdir ?? join(tmpdir(), 'pigskin-bundles');
  const { outputFiles, metafile } = await build({
    ...LAMBDA_BUILD,
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, entry]) => [`${name}/index`, entry])),
    outdir: root,
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bundles = new Map<string, Bundle>();
  for (const name of Object.keys(entries)) {
    const own = (path: string) =>
      path.endsWith(`/${name}/index.mjs`) || path.endsWith(`/${name}/index.mjs.map`);
    const code = outputFiles.find((file) => file.path === join(root, name, 'index.mjs'));
    if (!code) throw new Error(`No bundle for ${name}`);
    bundles.set(name, {
      code: code.contents,
      metafile: {
        inputs: metafile.inputs,
        outputs: Object.fromEntries(Object.entries(metafile.outputs).filter(([path]) => own(path))),
      },
      file: code.path,
    });
  }
  if (outdir) {
    await Promise.all(
      outputFiles.map(async (file) => {
        await mkdir(dirname(file.path), { recursive: true });
        await writeFile(file.path, file.contents);
      }),
    );
  }
  return bundles;
}

/** Every Lambda of the stack, bundled (bundleEntries), by handler module. */
export function bundleAll(outdir?: string): Promise<Map<string, Bundle>> {
  return bundleEntries(
    Object.fromEntries(LAMBDAS.map(({ handler }) => [handler, lambdaEntry(handler)])),
    outdir,
  );
}

/** One handler's bundle (functions/<handlerModule>.ts, or any entry file), as bundleEntries builds it. */
export async function bundle(
  handlerModule: string,
  options: { entry?: string; outdir?: string } = {},
): Promise<Bundle> {
  const built = await bundleEntries(
    { function: options.entry ?? lambdaEntry(handlerModule) },
    options.outdir,
  );
  const found = built.get('function');
  if (!found) throw new Error(`No bundle for ${handlerModule}`);
  return found;
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
