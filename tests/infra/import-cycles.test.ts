import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself through others (docs/architecture.md, Code layout): a cycle makes load
 * order decide what is defined, and bundles one function's code into another's Lambda.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['domain', 'functions', 'infra', 'web/src', 'bench', 'tools', 'tests'];

const graphOf = (paths: string[], baseDir: string) =>
  madge(paths, {
    baseDir,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.json'),
    excludeRegExp: [/node_modules/, /\.d\.ts$/],
  });

describe('imports', () => {
  it('form no cycle anywhere in the repository', async () => {
    const graph = await graphOf(SOURCES, root);
    // A graph that resolved nothing would have no cycles either: it must see the imports it checks.
    expect(graph.obj()['functions/store/client.ts']).toContain('functions/store/keys.ts');
    expect(graph.obj()['web/src/main.tsx']?.length).toBeGreaterThan(0);
    expect(graph.circular()).toEqual([]);
  });

  it('are caught when two modules import each other', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'cycle-'));
    await writeFile(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    await writeFile(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    expect((await graphOf([folder], folder)).circular()).toEqual([['a.ts', 'b.ts']]);
  });
});
