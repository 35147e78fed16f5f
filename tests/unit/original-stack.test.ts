import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { originalStack, withOriginalStack } from '../../functions/observability/original-stack';

// A bundle's folder as Lambda has it: index.mjs and, beside it, the map esbuild wrote (its first
// column comes from the first column of src/a.ts).
const dir = mkdtempSync(join(tmpdir(), 'pigskin-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'index.mjs'), 'throw new Error("x")\n');
writeFileSync(
  join(dir, 'index.mjs.map'),
  JSON.stringify({ version: 3, sources: ['src/a.ts'], names: [], mappings: 'AAAA' }),
);
const inBundle = `    at run (file://${dir}/index.mjs:1:1)`;
const inSource = `    at run (${join(dir, 'src/a.ts')}:1:1)`;

describe('stacks put back to the sources a bundle was built from', () => {
  it("maps a bundle's places and leaves Node's own and those without a map as they are", () => {
    const elsewhere = '    at process.processTicksAndRejections (node:internal/process/task_queues:104:5)';
    const noMap = `    at other (${dir}/other.mjs:3:7)`;
    expect(originalStack(['Error: x', inBundle, elsewhere, noMap].join('\n'))).toBe(
      ['Error: x', inSource, elsewhere, noMap].join('\n'),
    );
  });

  it('maps an error and each of its causes in place, and stops at a cause that leads back', () => {
    const cause = new Error('cause');
    cause.stack = `Error: cause\n${inBundle}`;
    const error = new Error('outer', { cause });
    error.stack = `Error: outer\n${inBundle}`;
    (cause as { cause?: unknown }).cause = error;

    expect(withOriginalStack(error)).toBe(error);
    expect(error.stack).toBe(`Error: outer\n${inSource}`);
    expect(cause.stack).toBe(`Error: cause\n${inSource}`);
  });
});
