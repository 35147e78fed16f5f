import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The error, its stack (and its causes' stacks) put back to our sources with originalStack: in place,
 * so that a function that logs an error and then throws it hands Lambda the same readable stack.
 */
export function withOriginalStack<E extends Error>(error: E): E {
  // A cause that leads back to an error already mapped ends the walk.
  const seen = new Set<Error>();
  for (let each: unknown = error; each instanceof Error && !seen.has(each); each = each.cause) {
    seen.add(each);
    if (each.stack) each.stack = originalStack(each.stack);
  }
  return error;
}

/**
 * A stack trace with each place in a bundle put back to the source file and line it was built from,
 * through the map esbuild wrote beside the bundle. The map is read when the first error is logged,
 * not at import as Node's --enable-source-maps reads it: that cost every cold start about 12 ms, for
 * a map that no request without an error needs (docs/decisions.md, "Source maps are read when an
 * error is logged"). Places in files with no map beside them (Node's own, or the TypeScript the
 * local host runs) are left as they are.
 */
export function originalStack(stack: string): string {
  return stack.replace(BUNDLE_PLACE, (place: string, file: string, line: string, column: string) => {
    const map = mapOf(file);
    if (!map) return place;
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1);
    if (!('originalSource' in entry)) return place;
    // The map names its sources relative to itself, as the browser and Node read them.
    const source = new URL(entry.originalSource, pathToFileURL(file));
    const path = source.protocol === 'file:' ? fileURLToPath(source) : source.href;
    return `${path}:${String(entry.originalLine + 1)}:${String(entry.originalColumn + 1)}`;
  });
}

/** `file:///var/task/index.mjs:1:2345` or `/var/task/index.mjs:1:2345`, as V8 prints a place. */
const BUNDLE_PLACE = /(?:file:\/\/)?(\/[^\s():]+\.mjs):(\d+):(\d+)/g;

/** Each bundle's map, parsed once; null where a file has none. */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload);
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}
