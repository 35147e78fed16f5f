/**
 * Where a cold start's CPU went, by package and source file: `npx tsx bench/profile-summary.ts
 * <file.cpuprofile> <bundle>/index.mjs.map`, on a profile `BENCH_CPU_PROF=<dir>` left (bench/README.md).
 * A bundle is one minified file, so V8's frames are mapped back through its source map. Time spent in
 * Node's own code (loading a built-in module, say) counts for the nearest bundle frame that called it.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [profileFile, mapFile] = process.argv.slice(2);
if (!profileFile || !mapFile) {
  console.error('Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> <bundle>/index.mjs.map');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
const sourceMap = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload);
/** The map names its sources relative to itself. */
const sourcesRoot = dirname(mapFile);

/** A package (`@smithy/core`) or one of our files (`functions/bets/my.ts`). */
function sourceOf({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string | undefined {
  if (!url.endsWith('index.mjs')) return undefined;
  const entry = sourceMap.findEntry(lineNumber, columnNumber);
  // Node 24 answers a position the map does not cover with an entry whose source is undefined.
  const source = 'originalSource' in entry ? (entry.originalSource as string | undefined) : undefined;
  if (!source) return '(bundle)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage?.[1]) return inPackage[1];
  return relative(join(import.meta.dirname, '..'), resolve(sourcesRoot, source));
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const sampled = new Map<number, number>();
profile.samples.forEach((id, index) =>
  sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
);

const own = new Map<string, number>();
let total = 0;
for (const [id, micros] of sampled) {
  total += micros;
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const node = nodes.get(at);
    const source = node && sourceOf(node.callFrame);
    if (source) {
      own.set(source, (own.get(source) ?? 0) + micros);
      break;
    }
  }
}

console.log(`${(total / 1000).toFixed(1)} ms sampled in all; by source, the bundle's share:`);
for (const [source, micros] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`${(micros / 1000).toFixed(1).padStart(7)} ms  ${source}`);
