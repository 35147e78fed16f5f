import { join } from 'node:path';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled, in esbuild's terms: the stack's functions build with these (through
 * `lambdaBundling`); tests/integration/bundles.test.ts and `npm run bench` build with them too.
 */
export const LAMBDA_BUILD = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  minify: true,
  sourcemap: true,
  // A stack trace needs the mappings and the files' names, not their text: without it the map is 0.6
  // MB instead of 2 MB to read when the first error is logged (functions/observability/original-stack.ts).
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // Some dependencies are CommonJS and call require(); ESM bundles need it provided.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  alias: { '@aws-sdk/credential-provider-node': join(import.meta.dirname, 'lambda-credentials.ts') },
} as const satisfies BuildOptions;

/** LAMBDA_BUILD for NodejsFunction, with the AWS SDK v3 clients bundled: pinned versions, smaller cold starts. */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: LAMBDA_BUILD.target,
  minify: LAMBDA_BUILD.minify,
  sourceMap: LAMBDA_BUILD.sourcemap,
  sourcesContent: LAMBDA_BUILD.sourcesContent,
  mainFields: [...LAMBDA_BUILD.mainFields],
  banner: LAMBDA_BUILD.banner.js,
  bundleAwsSDK: true,
  esbuildArgs: {
    '--alias': Object.entries(LAMBDA_BUILD.alias).map(([module, replacement]) => `${module}=${replacement}`),
  },
};

export const FUNCTIONS_DIR = join(import.meta.dirname, '../../functions');

/** functions/<handlerModule>.ts, the entry point of a Lambda. */
export const lambdaEntry = (handlerModule: string) => join(FUNCTIONS_DIR, `${handlerModule}.ts`);
