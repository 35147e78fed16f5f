import { describe, expect, it } from 'vitest';
import { budgetKbOf, webSizes } from '../../bench/web-sizes';

// Reads web/dist, which `npm test` builds before the tests run.
describe('web app first visits', () => {
  it('download no more JavaScript than their budget, gzipped: the landing page and every signed-in screen', () => {
    const over = webSizes()
      .routes.map(({ route, jsBytes }) => ({ route, kb: jsBytes / 1024, budget: budgetKbOf(route) }))
      .filter(({ kb, budget }) => kb > budget);
    expect(over.map(({ route, kb, budget }) => `${route}: ${kb.toFixed(1)} KB > ${budget} KB`)).toEqual([]);
  });
});
