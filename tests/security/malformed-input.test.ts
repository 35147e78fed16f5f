import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes, type Route } from '../../functions/routes';
import { callApi } from '../support/api';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';
import { checkLedger } from '../../tools/audit/check-ledger';
import { scanTable } from '../../tools/audit/scan-table';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const MEGABYTE = 1024 * 1024;

let playerEmail: string;

beforeAll(async () => {
  await ensureAdmin();
  playerEmail = (await registeredUser()).email;
});

const writes = routes.filter(
  (route) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) &&
    route.access !== 'public' &&
    !route.path.endsWith('/upload-csv'),
);
/** Routes that take no body (or only optional fields): a junk body is ignored, and they may well succeed. */
const BODY_OPTIONAL = new Set([
  'POST /api/bets/{id}/accept',
  'DELETE /api/bets/{id}',
  'POST /api/bets/{id}/accept-settlement',
  'PATCH /api/user/preferences',
  'POST /api/test-sms',
  'POST /api/test-pregame-notifications',
  'DELETE /api/admin/users/{id}',
  'POST /api/admin/cleanup-expired-bets',
  'DELETE /api/admin/invitations/{id}',
]);
const callerOf = (route: Route) => (route.access === 'admin' ? ADMIN_EMAIL : playerEmail);
const pathOf = (route: Route) => route.path.replace(/\{\w+\}/g, 'no-such-id');

/** Bodies of the wrong types, sizes and encodings, as a broken or hostile client would send them. */
const badBody: fc.Arbitrary<{ raw: string | Buffer; contentType?: string }> = fc.oneof(
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ raw: JSON.stringify(value), contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((text) => ({ raw: text, contentType: 'application/json' })),
  fc
    .uint8Array({ minLength: 1, maxLength: 300 })
    .map((bytes) => ({ raw: Buffer.from(bytes), contentType: 'application/json' })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ raw: JSON.stringify(value), contentType: 'text/plain' })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ raw: JSON.stringify(value) })),
  fc
    .record({
      amount: fc.oneof(fc.double(), fc.string(), fc.constant(null), fc.constant(1e308), fc.constant('1e3')),
      gameId: fc.oneof(fc.string(), fc.integer(), fc.constant('../../etc/passwd')),
      betType: fc.oneof(fc.constant('spread'), fc.constant('over_under'), fc.string()),
      spread: fc.oneof(fc.double(), fc.string()),
      homeScore: fc.oneof(fc.integer(), fc.double(), fc.string()),
      email: fc.oneof(fc.string(), fc.constant('not an email'), fc.constant('a@b')),
      balance: fc.oneof(fc.double(), fc.string()),
      finalScore: fc.oneof(fc.string(), fc.integer()),
    })
    .map((fields) => ({ raw: JSON.stringify(fields), contentType: 'application/json' })),
  fc.constant({ raw: `{"email":"${'a'.repeat(MEGABYTE)}@example.com"}`, contentType: 'application/json' }),
  fc.constant({
    raw: '{"token":"x","firstName":"\uD800","lastName":"\uDFFF"}',
    contentType: 'application/json',
  }),
);

describe('malformed requests get a 4xx, never a 5xx, and leave the ledger consistent', () => {
  it.each(writes.map((route) => [routeKey(route), route] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(badBody, async ({ raw, contentType }) => {
        const response = await callApi(route.method, pathOf(route), {
          as: callerOf(route),
          rawBody: raw,
          headers: contentType ? { 'content-type': contentType } : {},
        });
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (!BODY_OPTIONAL.has(routeKey(route))) {
          expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
          expect(response.body).toEqual({ message: expect.any(String) });
        }
      }),
      { numRuns: RUNS },
    );
    expect(checkLedger(await scanTable())).toEqual([]);
  });

  it.each([
    ['a body that is not multipart', 'text/csv', Buffer.from('game_id\n1')],
    ['a multipart type without a boundary', 'multipart/form-data', Buffer.from('--x\r\n\r\n--x--')],
    [
      'a truncated form',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="csvFile"; filename="a.csv"\r\n\r\ngame_id'),
    ],
    [
      'a form without the csvFile field',
      'multipart/form-data; boundary=x',
      Buffer.from('--x\r\nContent-Disposition: form-data; name="other"\r\n\r\nhello\r\n--x--\r\n'),
    ],
    [
      'random bytes',
      'multipart/form-data; boundary=zz',
      Buffer.from(Array.from({ length: 500 }, (_, index) => (index * 7919) % 256)),
    ],
  ])('the CSV uploads refuse %s with 400', async (_name, contentType, body) => {
    for (const path of ['/api/games/upload-csv', '/api/betting-lines/upload-csv']) {
      const response = await callApi('POST', path, {
        as: ADMIN_EMAIL,
        rawBody: body,
        headers: { 'content-type': contentType },
      });
      expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(400);
    }
  });
});
