import { describe, expect, it } from 'vitest';
import { apiFunction } from '../../functions/http/api-function';
import type { Route } from '../../functions/routes';
import { compileRoutes, hasMalformedEncoding, matchRoute } from '../../infra/local/api-gateway';

const fn = apiFunction({ name: 'test', uses: [], routes: {} });
const route = (path: `/${string}`): Route => ({
  key: `GET ${path}`,
  method: 'GET',
  path,
  access: 'user',
  calls: 1,
  function: fn,
});

describe('the local gateway matches routes as API Gateway does', () => {
  // Declared least specific first: the table's order must not decide.
  const table = compileRoutes([
    route('/api/{area}/{id}'),
    route('/api/bets/{id}'),
    route('/api/{area}/my'),
    route('/api/bets/my'),
  ]);
  it.each<[string, `/${string}`, Record<string, string>]>([
    ['/api/bets/my', '/api/bets/my', {}],
    ['/api/bets/b-1', '/api/bets/{id}', { id: 'b-1' }],
    ['/api/games/my', '/api/{area}/my', { area: 'games' }],
    ['/api/games/g-1', '/api/{area}/{id}', { area: 'games', id: 'g-1' }],
  ])('%s goes to the most specific route, %s', (path, expected, params) => {
    expect(matchRoute('GET', path, table)).toEqual({ route: route(expected), params });
  });

  it('tells a path with malformed percent-encoding from one that decodes', () => {
    for (const path of [
      '/api/bets/%',
      '/api/bets/%E0%A4%A',
      '/api/bets/%ZZ',
      '/api/bets/%C0%AF',
      '/api/x/%ED%A0%80',
    ])
      expect(hasMalformedEncoding(path), path).toBe(true);
    for (const path of ['/api/bets/my', '/api/bets/a%20b', '/api/bets/%E2%82%AC', '/'])
      expect(hasMalformedEncoding(path), path).toBe(false);
  });
});
