import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { budgetKbOf, webSizes } from '../../bench/web-sizes';

const ASSETS = join(import.meta.dirname, '../../web/dist/assets');

// Reads web/dist, which `npm test` builds before the tests run.
describe('web app first visits', () => {
  it('download no more JavaScript than their budget, gzipped: the landing page and every signed-in screen', () => {
    const over = webSizes()
      .routes.map(({ route, jsBytes }) => ({ route, kb: jsBytes / 1024, budget: budgetKbOf(route) }))
      .filter(({ kb, budget }) => kb > budget);
    expect(over.map(({ route, kb, budget }) => `${route}: ${kb.toFixed(1)} KB > ${budget} KB`)).toEqual([]);
  });

  it("have every script and stylesheet's brotli copy beside it, holding the same bytes (CloudFront asks for it blind)", () => {
    const files = readdirSync(ASSETS);
    const served = files.filter((file) => /\.(js|css)$/.test(file));
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((file) => !files.includes(`${file}.br`))).toEqual([]);
    for (const file of served) {
      const copy = brotliDecompressSync(readFileSync(join(ASSETS, `${file}.br`)));
      expect(copy.equals(readFileSync(join(ASSETS, file))), file).toBe(true);
    }
  });
});
