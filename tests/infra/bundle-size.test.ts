import { describe, expect, it } from 'vitest';
import { bundledBytes, LAMBDA_HANDLERS } from '../../bench/bundle-sizes';

const LIMIT_KB = 300;

describe('Lambda bundles', () => {
  it(`stay under ${LIMIT_KB} KB minified for every function, bundled as the stack bundles them`, async () => {
    const sizes = await Promise.all(
      LAMBDA_HANDLERS.map(async (handler) => ({ handler, kb: (await bundledBytes(handler)) / 1024 })),
    );
    const over = sizes.filter(({ kb }) => kb > LIMIT_KB).sort((a, b) => b.kb - a.kb);
    expect(over.map(({ handler, kb }) => `${handler}: ${kb.toFixed(1)} KB`)).toEqual([]);
  });
});
