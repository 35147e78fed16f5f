import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countDynamoDbCalls } from '../../bench/dynamodb-calls';
import type { Bet } from '../../domain/bets';
import type { GameRecord } from '../../functions/store/games';
import { callApi, type ApiResponse } from '../support/api';
import { scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

// This file is about the limits: every request counts, as outside the test suites.
delete process.env.FLOOD_LIMITS;

/**
 * The limits count per minute of the clock: runs a burst with the clock held at the start of this
 * minute, so that all of it falls in one window however long a busy machine takes to send it (a
 * burst timed against the real clock ran across a minute's end, again and again, past its timeout).
 */
async function inOneMinute<T>(burst: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 60_000) * 60_000 + 1_000 });
  try {
    return await burst();
  } finally {
    vi.useRealTimers();
  }
}

const statuses = (responses: ApiResponse<unknown>[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

function expectTooManyRequests(response: ApiResponse<unknown> | undefined, message: string): void {
  expect(response).toMatchObject({ status: 429, body: { message } });
  const retryAfter = Number(response?.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

let upcoming: GameRecord;

beforeAll(async () => {
  await ensureAdmin();
  upcoming = await scheduleGame({ kickoffInHours: 48 });
});

describe('flood limits', () => {
  it('lets one user make 120 changes a minute, answers the rest 429 with Retry-After, and leaves everyone else alone', async () => {
    const neighbour = await registeredUser();
    const { flooder, responses, afterwards } = await inOneMinute(async () => {
      const flooder = await registeredUser();
      const change = () =>
        callApi('PATCH', '/api/user/preferences', { as: flooder.email, body: { emailNotifications: true } });
      // 50 at a time, the client's sockets, as the reads below: 150 at once queued behind them until
      // 88 outlasted the handler's 30 s on a machine busy with two other test runs.
      const responses: ApiResponse<unknown>[] = [];
      for (let sent = 0; sent < 150; sent += 50)
        responses.push(...(await Promise.all(Array.from({ length: 50 }, change))));
      return { flooder, responses, afterwards: await countDynamoDbCalls(change) };
    });

    expect(statuses(responses)).toEqual({ 200: 120, 429: 30 });
    expectTooManyRequests(
      responses.find((response) => response.status === 429),
      'Too many changes in a minute. Please wait a moment.',
    );
    // Refused in this container already: the next refusal costs no write, only the session's reads.
    expect(afterwards.result.status).toBe(429);
    expect(new Set(afterwards.calls)).toEqual(new Set(['GetItemCommand']));

    const other = await callApi('PATCH', '/api/user/preferences', {
      as: neighbour.email,
      body: { emailNotifications: false },
    });
    expect(other.status).toBe(200);
    // Reads count apart from writes.
    expect((await callApi('GET', '/api/bets/my', { as: flooder.email })).status).toBe(200);
  });

  it('lets one user make 300 expensive reads a minute, and never limits the polled HEAD', async () => {
    const { reader, responses } = await inOneMinute(async () => {
      const reader = await registeredUser();
      // 40 at a time, not 320 at once: the limit counts a minute's reads, and 320 in one process at
      // once queued behind the client's 50 sockets until one outlasted the handler's 30 s on a busy
      // CI machine (a 500 that no person's minute of use would meet).
      const responses: ApiResponse<unknown>[] = [];
      for (let sent = 0; sent < 320; sent += 40)
        responses.push(
          ...(await Promise.all(
            Array.from({ length: 40 }, () => callApi('GET', '/api/transactions', { as: reader.email })),
          )),
        );
      return { reader, responses };
    });

    expect(statuses(responses)).toEqual({ 200: 300, 429: 20 });
    expectTooManyRequests(
      responses.find((response) => response.status === 429),
      'Too many requests in a minute. Please wait a moment.',
    );
    const polls = await Promise.all(
      Array.from({ length: 20 }, () => callApi('HEAD', '/api/bets/my', { as: reader.email })),
    );
    expect(statuses(polls)).toEqual({ 200: 20 });
  });

  it('limits the public routes per address, whatever address a client claims in its headers', async () => {
    const register = (sourceIp: string, claimed?: string) =>
      callApi('POST', '/api/register', {
        sourceIp,
        body: { token: 'not-a-real-token', firstName: 'Flo', lastName: 'Od' },
        headers: claimed ? { 'x-pigskin-viewer-address': claimed } : {},
      });

    const responses = await inOneMinute(() =>
      Promise.all(Array.from({ length: 140 }, (_, index) => register('198.51.100.1', `203.0.113.${index}`))),
    );

    expect(statuses(responses)).toEqual({ 400: 120, 429: 20 });
    expectTooManyRequests(
      responses.find((response) => response.status === 429),
      'Too many sign-in requests from your network. Please wait a minute.',
    );
    expect((await register('198.51.100.200')).status).toBe(400);
  });

  it("answers no 429 in a player's busiest minute: every screen twice, 17 changes each followed by the app's refresh, the wallet five pages deep", async () => {
    // Fewer requests than a minute's limit, so no clock can split them into a refusal.
    const [player, friend] = await Promise.all([registeredUser(), registeredUser()]);
    const seen: ApiResponse<unknown>[] = [];
    const as = (user: { email: string }) => ({ as: user.email });
    const get = async <T>(path: string, user = player) => {
      const response = await callApi<T>('GET', path, as(user));
      seen.push(response);
      return response;
    };
    const send = async <T>(method: string, path: string, body?: unknown, user = player) => {
      const response = await callApi<T>(method, path, { ...as(user), body });
      seen.push(response);
      return response;
    };
    const screens = [
      ['/api/auth/user', '/api/games/2025/5', '/api/betting-lines/5', '/api/bets/my', '/api/bets/available'],
      ['/api/bets/my', '/api/bets/history', '/api/bets/available'],
      ['/api/leaderboard/weekly/2025/5', '/api/leaderboard/season/2025'],
      ['/api/transactions'],
      ['/api/auth/user'],
    ];
    // What the app refetches after a change (docs/decisions.md): bets, history, available, the user,
    // and each of the wallet's five loaded pages.
    const refresh = async () => {
      await Promise.all(
        ['/api/bets/my', '/api/bets/history', '/api/bets/available', '/api/auth/user'].map((path) =>
          get(path),
        ),
      );
      for (let page = 0; page < 5; page++) await get(`/api/transactions?limit=10`);
    };

    for (let round = 0; round < 2; round++)
      for (const screen of screens) await Promise.all(screen.map((path) => get(path)));
    const proposals: Bet[] = [];
    for (let index = 0; index < 10; index++) {
      const proposal = await send<Bet>('POST', '/api/bets', {
        gameId: upcoming.id,
        betType: 'spread',
        selection: index % 2 ? 'home' : 'away',
        spread: -3.5,
        amount: '5.00',
      });
      proposals.push(proposal.body);
      await refresh();
    }
    for (const bet of proposals.slice(0, 5)) {
      await send('POST', `/api/bets/${bet.id}/accept`, undefined, friend);
      await refresh();
    }
    for (const bet of proposals.slice(5, 7)) {
      await send('DELETE', `/api/bets/${bet.id}`);
      await refresh();
    }
    for (let poll = 0; poll < 12; poll++) seen.push(await callApi('HEAD', '/api/bets/my', as(player)));

    expect(seen.filter((response) => response.status === 429)).toEqual([]);
    expect(seen.every((response) => response.status < 300)).toBe(true);
    console.info(`A player's busiest minute: ${seen.length} requests, none refused`);
  });

  it("answers no 429 in an admin's busiest minute, nor to a household signing in and out together", async () => {
    const seen: ApiResponse<unknown>[] = [];
    const admin = async (method: string, path: string, body?: unknown) => {
      seen.push(await callApi(method, path, { as: ADMIN_EMAIL, body }));
    };
    const players = await Promise.all(Array.from({ length: 5 }, () => registeredUser()));
    for (let index = 0; index < 10; index++)
      await admin('POST', '/api/admin/invitations', { email: `busy-${Date.now()}-${index}@example.com` });
    for (const player of players) {
      await admin('PATCH', `/api/admin/users/${player.id}/balance`, {
        balance: '10.00',
        description: 'Prize',
      });
      await admin('GET', `/api/admin/users/${player.id}/transactions`);
    }
    for (let round = 0; round < 3; round++)
      for (const path of [
        '/api/admin/stats',
        '/api/admin/users',
        '/api/admin/invitations',
        '/api/admin/bets',
        '/api/admin/bets?status=active',
        '/api/admin/audit',
      ])
        await admin('GET', path);

    // Six people behind one address: each signs in (the login redirect) and out.
    for (let person = 0; person < 6; person++) {
      seen.push(await callApi('GET', '/api/login', { sourceIp: '192.0.2.10' }));
      seen.push(await callApi('POST', '/api/logout', { sourceIp: '192.0.2.10' }));
    }

    expect(seen.filter((response) => response.status === 429)).toEqual([]);
    expect(seen.every((response) => response.status < 400)).toBe(true);
  });
});
