import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBet, Bet, BetStatus } from '../../domain/bets';
import type { Invitation } from '../../domain/invitations';
import type { Transaction } from '../../domain/ledger';
import type { User } from '../../domain/users';
import { acceptBet, cancelBet, proposeBet, proposeSettlement } from '../../functions/store/bets';
import type { GameRecord } from '../../functions/store/games';
import { inviteEmail, registerWithInvitation } from '../../functions/store/invitations';
import { acceptSettlement } from '../../functions/store/settlement';
import { type UserRecord } from '../../functions/store/users';
import { adjustBalance } from '../../functions/store/balances';
import { callApi } from '../support/api';
import { scheduleGame } from '../support/betting';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const HOUR = 60 * 60 * 1000;

interface ListPage<T> {
  status: number;
  items: T[];
  next?: string;
  total?: number;
  bytes: number;
}

async function getPage<T>(path: string, as: string): Promise<ListPage<T>> {
  const response = await callApi<T[]>('GET', path, { as });
  const next = /^<([^>]+)>; rel="next"$/.exec(response.headers.link ?? '')?.[1];
  const total = response.headers['x-total-count'];
  return {
    status: response.status,
    items: response.body,
    next,
    total: total === undefined ? undefined : Number(total),
    bytes: JSON.stringify(response.body).length,
  };
}

/** Every page of a list, following each page's Link to the next. */
async function allPages<T>(path: string, as: string): Promise<ListPage<T>[]> {
  const pages: ListPage<T>[] = [];
  for (let next: string | undefined = path; next !== undefined; next = pages.at(-1)?.next) {
    const page = await getPage<T>(next, as);
    expect(page.status, JSON.stringify(page.items)).toBe(200);
    pages.push(page);
    if (pages.length > 50) throw new Error('The list never ends');
  }
  return pages;
}

const cursorOf = (positions: unknown) => Buffer.from(JSON.stringify(positions)).toString('base64url');

/** A user whose ledger has `entries` entries: the starting balance, then admin top-ups of 1.00. */
async function userWithLedger(entries: number): Promise<UserRecord> {
  const user = await registeredUser();
  for (let entry = 2; entry <= entries; entry++) await adjustBalance(user.id, 100, `Top-up ${entry}`);
  return user;
}

/** An accepted bet of `proposer` and `acceptor` on a game under way, agreed before kickoff. */
async function acceptedBet(proposer: UserRecord, acceptor: UserRecord, game: GameRecord) {
  const before = new Date(Date.parse(game.gameDate) - HOUR);
  const { bet } = await proposeBet(
    proposer,
    { gameId: game.id, betType: 'spread', selection: 'home', spread: -3.5, amount: 100 },
    { now: before },
  );
  return acceptBet(acceptor, bet.id, before);
}

beforeAll(ensureAdmin);

describe('lists that grow come in pages', () => {
  it("gives the wallet's transactions 50 to a page, newest first, with the ledger's length, and the pages add up to the ledger", async () => {
    const user = await userWithLedger(130);

    const pages = await allPages<Transaction>('/api/transactions', user.email);

    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 30]);
    expect(pages.map((page) => page.total)).toEqual([130, 130, 130]);
    const entries = pages.flatMap((page) => page.items);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(130);
    // Newest first: each entry's balance is 1.00 more than the next one's, down to the starting balance.
    expect(entries.map((entry) => entry.balanceAfter)).toEqual(
      Array.from({ length: 130 }, (_, index) => (1129 - index).toFixed(2)),
    );
    expect(entries.at(-1)?.type).toBe('initial_balance');
    for (const page of pages) expect(page.bytes).toBeLessThan(100_000);
  });

  it('takes a page size from 1 to 100, and refuses any other with a 400 that says so', async () => {
    const user = await userWithLedger(101);

    expect((await getPage('/api/transactions?limit=100', user.email)).items).toHaveLength(100);
    expect((await getPage('/api/transactions?limit=1', user.email)).items).toHaveLength(1);
    for (const limit of ['0', '101', 'ten', '2.5', '-1']) {
      const response = await callApi('GET', `/api/transactions?limit=${limit}`, { as: user.email });
      expect(response, limit).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^limit /) },
      });
    }
  });

  it('answers a forged, damaged or foreign cursor with 400, never 500', async () => {
    const [user, other] = await Promise.all([userWithLedger(3), userWithLedger(3)]);
    const own = `USER#${user.id}`;
    const cursors = [
      'not base64 at all!',
      Buffer.from('not json').toString('base64url'),
      cursorOf([]),
      cursorOf({}),
      cursorOf(null),
      cursorOf({ ledger: { pk: `USER#${other.id}`, sk: 'LEDGER#0000000002' } }),
      cursorOf({ ledger: { pk: own, sk: 'BET#00000000-0000-0000-0000-000000000000' } }),
      cursorOf({ ledger: { pk: own, sk: 'LEDGER#0000000002', gsi1pk: 'USERS' } }),
      cursorOf({ ledger: { pk: own, sk: 2 } }),
      cursorOf({ ledger: { pk: own } }),
      cursorOf({ users: { pk: own, sk: 'LEDGER#0000000002' } }),
      cursorOf({ ledger: { pk: own, sk: `LEDGER#${'9'.repeat(3000)}` } }),
      'A'.repeat(5000),
    ];
    for (const cursor of cursors) {
      const response = await callApi('GET', `/api/transactions?cursor=${encodeURIComponent(cursor)}`, {
        as: user.email,
      });
      expect(response, cursor.slice(0, 80)).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^cursor /) },
      });
    }
  });

  it("lets the admin page the users and a user's transactions, and answers 404 for a user who does not exist", async () => {
    const users = await Promise.all(Array.from({ length: 7 }, () => registeredUser()));
    const ledger = await userWithLedger(12);

    const pages = await allPages<User>('/api/admin/users?limit=3', ADMIN_EMAIL);
    const listed = pages.flatMap((page) => page.items);
    expect(pages.slice(0, -1).every((page) => page.items.length === 3)).toBe(true);
    expect(new Set(listed.map((user) => user.id)).size).toBe(listed.length);
    expect(listed.map((user) => user.id)).toEqual(
      expect.arrayContaining([...users, ledger].map((user) => user.id)),
    );
    // Newest first.
    const created = listed.map((user) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect((await getPage<User>('/api/users?limit=2', ADMIN_EMAIL)).items).toHaveLength(2);

    const history = await allPages<Transaction>(
      `/api/admin/users/${ledger.id}/transactions?limit=5`,
      ADMIN_EMAIL,
    );
    expect(history.map((page) => [page.items.length, page.total])).toEqual([
      [5, 12],
      [5, 12],
      [2, 12],
    ]);
    const missing = await callApi('GET', '/api/admin/users/no-such-user/transactions', { as: ADMIN_EMAIL });
    expect(missing).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('pages the open invitations past the registered ones, and every invitation with all=true', async () => {
    const invited: Awaited<ReturnType<typeof inviteEmail>>[] = [];
    for (let index = 0; index < 30; index++)
      invited.push(await inviteEmail(`paged-${index}-${Date.now()}@example.com`));
    // Every third one registers: its invitation is completed and leaves the open list.
    const registered = new Set<string>();
    for (const [index, { invitation, token }] of invited.entries()) {
      if (index % 3 !== 0) continue;
      await registerWithInvitation(token, { firstName: 'Paged', lastName: `Player ${index}` });
      registered.add(invitation.id);
    }

    const openPages = await allPages<Invitation>('/api/admin/invitations?limit=7', ADMIN_EMAIL);
    expect(openPages.slice(0, -1).every((page) => page.items.length === 7)).toBe(true);
    expect(openPages.length).toBeGreaterThanOrEqual(3);
    const open = openPages.flatMap((page) => page.items);
    const all = (await allPages<Invitation>('/api/admin/invitations?all=true&limit=7', ADMIN_EMAIL)).flatMap(
      (page) => page.items,
    );

    const ours = (list: Invitation[]) =>
      list.filter((invitation) => invited.some((sent) => sent.invitation.id === invitation.id));
    expect(ours(open)).toHaveLength(20);
    expect(ours(open).every((invitation) => !registered.has(invitation.id))).toBe(true);
    expect(ours(all)).toHaveLength(30);
    expect(new Set(all.map((invitation) => invitation.id)).size).toBe(all.length);
  });

  it('pages the settled bets, latest settlement first, while My Bets keeps only the open ones', async () => {
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const underWay = await scheduleGame({ kickoffInHours: -3 });
    const upcoming = await scheduleGame({ kickoffInHours: 30 });
    const settledIds: string[] = [];
    for (let index = 0; index < 12; index++) {
      const bet = await acceptedBet(ann, ben, underWay);
      await proposeSettlement(ben, bet.id, { home: 24, away: index });
      await acceptSettlement(ann, bet.id);
      settledIds.push(bet.id);
    }
    const active = await acceptedBet(ann, ben, underWay);
    const pending = await proposeSettlement(ben, (await acceptedBet(ann, ben, underWay)).id, {
      home: 3,
      away: 0,
    });
    const { bet: open } = await proposeBet(ann, {
      gameId: upcoming.id,
      betType: 'over_under',
      selection: 'over',
      overUnder: 44.5,
      amount: 100,
    });
    const { bet: withdrawn } = await proposeBet(ann, {
      gameId: upcoming.id,
      betType: 'over_under',
      selection: 'under',
      overUnder: 44.5,
      amount: 100,
    });
    await cancelBet(withdrawn.id, ann.id);

    const pages = await allPages<Bet>('/api/bets/history?limit=5', ann.email);
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    const history = pages.flatMap((page) => page.items);
    expect(history.map((bet) => bet.id)).toEqual([...settledIds].reverse());
    expect(history.every((bet) => bet.status === 'settled' && bet.game.homeTeam.abbreviation !== '')).toBe(
      true,
    );
    expect((await getPage<Bet>('/api/bets/history', ann.email)).items).toHaveLength(12);

    const mine = await getPage<Bet>('/api/bets/my', ann.email);
    expect(mine.items.map((bet) => bet.id).sort()).toEqual([active.id, pending.id, open.id].sort());
  });

  it("merges the admin's bets across statuses by kickoff, losing and repeating none across pages", async () => {
    const [cat, dan] = await Promise.all([registeredUser(), registeredUser()]);
    const kickoffs = [-50, -40, -30, -20, -10];
    const games = [];
    for (const hours of kickoffs) games.push(await scheduleGame({ kickoffInHours: hours }));
    const expected = new Map<string, BetStatus>();
    for (const game of games) {
      const accepted = await acceptedBet(cat, dan, game);
      expected.set(accepted.id, 'accepted');
      const pending = await proposeSettlement(cat, (await acceptedBet(cat, dan, game)).id, {
        home: 7,
        away: 3,
      });
      expected.set(pending.id, 'pending_settlement');
    }

    const activePages = await allPages<AdminBet>('/api/admin/bets?status=active&limit=3', ADMIN_EMAIL);
    const active = activePages.flatMap((page) => page.items);
    const ours = active.filter((bet) => expected.has(bet.id));
    expect(ours).toHaveLength(10);
    expect(new Set(active.map((bet) => bet.id)).size).toBe(active.length);
    expect(ours.every((bet) => bet.status === expected.get(bet.id) && bet.proposerEmail === cat.email)).toBe(
      true,
    );
    // Earliest kickoff first, the order bets are settled in.
    const kickoffOrder = active.map((bet) => bet.gameDate);
    expect(kickoffOrder).toEqual([...kickoffOrder].sort());

    const everything = (await allPages<AdminBet>('/api/admin/bets?limit=4', ADMIN_EMAIL)).flatMap(
      (page) => page.items,
    );
    expect(everything.filter((bet) => expected.has(bet.id))).toHaveLength(10);
    expect(new Set(everything.map((bet) => bet.id)).size).toBe(everything.length);
    const latestFirst = everything.map((bet) => bet.gameDate);
    expect(latestFirst).toEqual([...latestFirst].sort().reverse());
  });
});

describe('answers on the wire', () => {
  it('come compressed from 1,000 bytes, brotli first, gzip when that is all the client takes, as they were', async () => {
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const game = await scheduleGame({ kickoffInHours: 30 });
    for (const amount of [100, 200, 300, 400, 500])
      await proposeBet(ann, { gameId: game.id, betType: 'spread', selection: 'home', spread: -3.5, amount });
    const read = (acceptEncoding?: string) =>
      callApi<Bet[]>('GET', '/api/bets/available', {
        as: ben.email,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.stringify(plain.body).length).toBeGreaterThan(1000);

    const chromes = await read('gzip, deflate, br, zstd');
    expect(chromes.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(chromes.body).toEqual(plain.body);
    const gzipOnly = await read('gzip;q=1, br;q=0');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.body).toEqual(plain.body);
    expect((await read('identity')).headers['content-encoding']).toBeUndefined();

    // A short answer is not worth the work.
    const me = await callApi('GET', '/api/auth/user', {
      as: ben.email,
      headers: { 'accept-encoding': 'br' },
    });
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});

describe('the available bets', () => {
  it('come soonest kickoff first, a page at a time, leaving out the reader’s own and those of begun games', async () => {
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    // Kickoffs no other test here uses, so that a window around them holds only these.
    const [later, sooner, begun] = await Promise.all([
      scheduleGame({ kickoffInHours: 702 }),
      scheduleGame({ kickoffInHours: 701 }),
      scheduleGame({ kickoffInHours: -1 }),
    ]);
    const offer = async (by: UserRecord, game: GameRecord, amount: number, now = new Date()) =>
      (
        await proposeBet(
          by,
          { gameId: game.id, betType: 'spread', selection: 'home', spread: -3.5, amount },
          { now },
        )
      ).bet.id;
    const onLater = [await offer(ann, later, 100), await offer(ann, later, 200)];
    const onSooner = [
      await offer(ann, sooner, 300),
      await offer(ann, sooner, 400),
      await offer(ann, sooner, 500),
    ];
    const bens = await offer(ben, sooner, 600);
    const onBegun = await offer(ann, begun, 700, new Date(Date.now() - 2 * HOUR));

    const window = `from=${sooner.gameDate}&until=${later.gameDate}`;
    const pages = await allPages<Bet>(`/api/bets/available?${window}&limit=2`, ben.email);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    const shown = pages.flatMap((page) => page.items);
    expect(
      shown
        .slice(0, 3)
        .map((bet) => bet.id)
        .sort(),
    ).toEqual([...onSooner].sort());
    expect(
      shown
        .slice(3)
        .map((bet) => bet.id)
        .sort(),
    ).toEqual([...onLater].sort());
    // Ann sees Ben's, not her own.
    expect(
      (await getPage<Bet>(`/api/bets/available?${window}`, ann.email)).items.map((bet) => bet.id),
    ).toEqual([bens]);
    // Without a window: everything still to kick off, and nothing of a game under way.
    const everything = (await allPages<Bet>('/api/bets/available?limit=100', ben.email)).flatMap(
      (page) => page.items,
    );
    expect(everything.map((bet) => bet.id)).toEqual(expect.arrayContaining([...onSooner, ...onLater]));
    expect(everything.map((bet) => bet.id)).not.toContain(onBegun);
    const kickoffs = everything.map((bet) => bet.game.gameDate);
    expect(kickoffs).toEqual([...kickoffs].sort());
    // A window around one game holds its bets only; one the wrong way round holds nothing.
    expect(
      (
        await getPage<Bet>(`/api/bets/available?from=${later.gameDate}&until=${later.gameDate}`, ben.email)
      ).items
        .map((bet) => bet.id)
        .sort(),
    ).toEqual([...onLater].sort());
    expect(
      await getPage(`/api/bets/available?from=${later.gameDate}&until=${sooner.gameDate}`, ben.email),
    ).toMatchObject({ status: 200, items: [] });
  });

  it('starts again from the next kickoff when a cursor points at a game begun since, and refuses one out of its window', async () => {
    const [ann, ben] = await Promise.all([registeredUser(), registeredUser()]);
    const game = await scheduleGame({ kickoffInHours: 703 });
    const { bet } = await proposeBet(ann, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: 100,
    });
    const positionAt = (gameDate: string) =>
      cursorOf({
        proposed: {
          pk: `BET#x`,
          sk: 'BET',
          gsi2pk: 'BETS#proposed',
          gsi2sk: `${gameDate}#x`,
        },
      });
    const window = `from=${game.gameDate}&until=${game.gameDate}`;
    // A page read yesterday ended on a game that has kicked off since: the next page starts at now.
    const stale = await getPage<Bet>(
      `/api/bets/available?${window}&cursor=${positionAt(new Date(Date.now() - 24 * HOUR).toISOString())}`,
      ben.email,
    );
    expect(stale).toMatchObject({ status: 200, items: [expect.objectContaining({ id: bet.id })] });
    // A position after the window's end is no position in it: a 400, never DynamoDB's error.
    const beyond = await callApi(
      'GET',
      `/api/bets/available?${window}&cursor=${positionAt('2099-01-01T00:00:00.000Z')}`,
      {
        as: ben.email,
      },
    );
    expect(beyond.status).toBe(400);
    for (const bad of ['from=tomorrow', 'until=2026-13-01T00:00:00Z', 'from=1700000000000'])
      expect((await callApi('GET', `/api/bets/available?${bad}`, { as: ben.email })).status).toBe(400);
  });
});
