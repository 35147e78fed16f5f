import { beforeAll, describe, expect, it } from 'vitest';
import { countDynamoDbCalls } from '../../bench/dynamodb-calls';
import { endpointCases, NOT_PER_REQUEST, type EndpointCase } from '../../bench/endpoints';
import { auditsSettled } from '../../functions/audit/launch';
import { routes } from '../../functions/routes';
import { callApi, sessionCookiesFor } from '../support/api';
import { ADMIN_EMAIL, ensureAdmin } from '../support/users';

// Every request counts its flood limit, as everywhere outside the test suites.
delete process.env.FLOOD_LIMITS;

let cases: EndpointCase[];

beforeAll(async () => {
  await ensureAdmin();
  cases = await endpointCases(ADMIN_EMAIL);
  // A warm container: the teams are cached after the first read.
  await callApi('GET', '/api/teams', { as: ADMIN_EMAIL });
}, 60_000);

describe('DynamoDB calls per request', () => {
  it('has a prepared request for every route of the table', () => {
    const covered = [...cases.map((endpoint) => endpoint.routeKey), ...NOT_PER_REQUEST].sort();
    expect(covered).toEqual(routes.map((route) => route.key).sort());
  });

  it.each(routes.filter((route) => !NOT_PER_REQUEST.has(route.key)).map((route) => [route.key, route]))(
    '%s stays within its budget',
    async (key, route) => {
      const endpoint = cases.find((candidate) => candidate.routeKey === key);
      if (!endpoint) throw new Error(`No prepared request for ${key}`);
      const request = await endpoint.prepare();
      const cookies = request.as ? await sessionCookiesFor(request.as) : [];
      const { result, calls } = await countDynamoDbCalls(() =>
        callApi(request.method, request.path, { cookies, body: request.body, headers: request.headers }),
      );
      // The audit a request started runs on after its answer (in its own function in the cloud): its
      // Scan is not this request's, nor the next one's.
      await auditsSettled();
      expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
      expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(route.calls);
    },
  );

  // The user and the group's proposals stamp in one BatchGetItem (docs/decisions.md): every signed-in
  // browser polls this every 5 s, so it stays one call while also telling of others' new proposals.
  it('answers the polled HEAD /api/bets/my with exactly one BatchGetItem', async () => {
    const request = await cases.find((endpoint) => endpoint.routeKey === 'HEAD /api/bets/my')?.prepare();
    const cookies = await sessionCookiesFor(request?.as ?? '');
    const { calls } = await countDynamoDbCalls(() => callApi('HEAD', '/api/bets/my', { cookies }));
    expect(calls).toEqual(['BatchGetItemCommand']);
  });
});
