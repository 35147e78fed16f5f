import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../functions');
const loaded = new Map<string, Promise<unknown>>();

/** The `handler` export of a module under functions/, imported once (as a Lambda container would). */
export function loadFunction<Handler>(module: string): Promise<Handler> {
  let handler = loaded.get(module);
  if (!handler) {
    const file = pathToFileURL(join(FUNCTIONS_DIR, `${module}.ts`)).href;
    handler = import(/* @vite-ignore */ file).then((exports: { handler: unknown }) => exports.handler);
    loaded.set(module, handler);
  }
  return handler as Promise<Handler>;
}
