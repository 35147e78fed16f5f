import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type Route } from '../../functions/routes';
import { pushSubscription } from '../../bench/push-subscription';
import { callApi, requestsSent } from '../support/api';
import { SCHEDULE_HEADER, uploadLines, uploadSchedule } from '../support/uploads';
import { scheduleGame } from '../support/betting';
import { outbox } from '../support/outbox';
import { upload } from '../support/uploads';
import { ADMIN_EMAIL, ensureAdmin, registeredUser, userWithPreferences } from '../support/users';
import type { Game } from '../../domain/games';
import { seasonOf } from '../../domain/seasons';
import type { User } from '../../domain/users';
import { checkLedger } from '../../functions/store/ledger-audit';
import { scanTable } from '../../functions/migrations/scan-table';
import { acceptBet, proposeBet, proposeSettlement } from '../../functions/store/bets';
import type { Bet } from '../../domain/bets';

// How much this file sent, said in the run's output (tests/README.md, "How npm test runs").
afterAll(() => {
  console.info(
    `Malformed bodies, paths, queries and headers, and floods aimed at one member: ${requestsSent()} requests, none answered 5xx`,
  );
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const MEGABYTE = 1024 * 1024;

let playerEmail: string;
/** Signing out everywhere ends its caller's sign-in: not the one every other route is fuzzed with. */
let leaverEmail: string;
let playerId: string;

beforeAll(async () => {
  await ensureAdmin();
  ({ email: playerEmail, id: playerId } = await registeredUser());
  ({ email: leaverEmail } = await registeredUser());
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
  'POST /api/user/sign-out-everywhere',
  'POST /api/admin/cleanup-expired-bets',
  'POST /api/admin/audit',
  'DELETE /api/admin/invitations/{id}',
]);
const callerOf = (route: Route) =>
  route.access === 'admin'
    ? ADMIN_EMAIL
    : route.path === '/api/user/sign-out-everywhere'
      ? leaverEmail
      : playerEmail;
const pathOf = (route: Route) => route.path.replace(/\{\w+\}/g, 'no-such-id');

/** A player's note or the admin's reason: any text, too long, control characters, markup, or not text. */
const wordsOf = (tooLong: number) =>
  fc.oneof(
    fc.string(),
    fc.constantFrom(
      'a'.repeat(tooLong),
      'x\u0000y',
      'tab\there',
      'two\r\nlines',
      '<b>bold</b>',
      '\u2028',
      '   ',
    ),
    fc.jsonValue({ maxDepth: 1 }),
  );

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
      gameId: fc.oneof(fc.string(), fc.integer(), fc.constant('../../etc/passwd'), fc.constant(null)),
      closesAt: fc.oneof(
        fc.string(),
        fc.constantFrom('2026-02-30T18:00:00Z', '275760-09-13T00:00:00Z', '2026-12-25T18:00', ''),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      betType: fc.oneof(
        fc.constant('spread'),
        fc.constant('over_under'),
        fc.constant('moneyline'),
        fc.constant('proposition'),
        fc.string(),
      ),
      selection: fc.oneof(fc.constant('home'), fc.constant('over'), fc.constant('yes'), fc.string()),
      proposition: fc.oneof(
        fc.string(),
        fc.constantFrom('a'.repeat(141), 'x\u0000y', '<script>alert(1)</script>', '\u2028'),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      outcome: fc.oneof(fc.constantFrom('yes', 'no', 'void', 'YES', ''), fc.jsonValue({ maxDepth: 1 })),
      note: wordsOf(281),
      reason: wordsOf(281),
      odds: fc.oneof(
        fc.record({ win: fc.jsonValue({ maxDepth: 1 }), risk: fc.jsonValue({ maxDepth: 1 }) }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      spread: fc.oneof(fc.double(), fc.string()),
      homeScore: fc.oneof(fc.integer(), fc.double(), fc.string()),
      email: fc.oneof(
        fc.string(),
        fc.constant('not an email'),
        fc.constant('a@b'),
        // No domain left once its trailing dot goes; a run of dots that a careless regex would crawl.
        fc.constant('a@b.'),
        fc.constant(`a@b${'.'.repeat(100_000)}x`),
      ),
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
  it.each(writes.map((route) => [route.key, route] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(badBody, async ({ raw, contentType }) => {
        const response = await callApi(route.method, pathOf(route), {
          as: callerOf(route),
          rawBody: raw,
          headers: contentType ? { 'content-type': contentType } : {},
        });
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (!BODY_OPTIONAL.has(route.key)) {
          expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
          expect(response.body).toEqual({ message: expect.any(String) });
        }
      }),
      { numRuns: RUNS },
    );
    expect(checkLedger(await scanTable())).toEqual([]);
  });

  it('takes straight-up odds only as whole numbers within the rules, each side risking from 1.00', async () => {
    const game = await scheduleGame({ kickoffInHours: 24 });
    const term = fc.oneof(
      fc.integer({ min: -20_000, max: 20_000 }),
      fc.double(),
      fc.constantFrom('3', ' 2 ', '1e2', '0x10', '', '10001', 1e308, null, true),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(
        term,
        term,
        fc.oneof(fc.constantFrom('1', '1.00', '0.99', '9999999999.99'), fc.integer({ min: 1, max: 100_000 })),
        async (win, risk, amount) => {
          const response = await callApi<{
            id: string;
            stakes: Record<string, { risk: string; win: string }>;
          }>('POST', '/api/bets', {
            as: playerEmail,
            body: { gameId: game.id, betType: 'moneyline', selection: 'away', amount, odds: { win, risk } },
          });
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          if (response.status !== 201) {
            expect(response.body).toEqual({ message: expect.any(String) });
            return;
          }
          // Accepted odds: what each side wins is what the other risks, from 1.00 up.
          const { proposer, acceptor } = response.body.stakes;
          expect([proposer?.win, acceptor?.win]).toEqual([acceptor?.risk, proposer?.risk]);
          expect(Number(acceptor?.risk)).toBeGreaterThanOrEqual(1);
          const withdrawn = await callApi('DELETE', `/api/bets/${response.body.id}`, { as: playerEmail });
          expect(withdrawn.status).toBe(200);
        },
      ),
      { numRuns: RUNS * 4 },
    );
    expect(checkLedger(await scanTable())).toEqual([]);
  });

  it('takes a game-less proposition’s closing time as the instant it names, or refuses it with a 400', async () => {
    const DAY = 24 * 60 * 60 * 1000;
    let taken = 0;
    const closesAt = fc.oneof(
      // Times around the allowed window (5 minutes to 366 days ahead), with offsets from -12:00 to +14:00.
      fc
        .tuple(fc.integer({ min: -2 * DAY, max: 400 * DAY }), fc.integer({ min: -12 * 60, max: 14 * 60 }))
        .map(([ahead, offsetMinutes]) => {
          const at = new Date(Date.now() + ahead + offsetMinutes * 60_000).toISOString().slice(0, 19);
          const sign = offsetMinutes < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          return `${at}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        }),
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '2026-02-30T18:00:00Z',
        '+275760-09-13T00:00:00Z',
        '2026-12-25T24:00:00Z',
        '0000-01-01T00:00Z',
      ),
      fc.jsonValue({ maxDepth: 1 }),
    );
    await fc.assert(
      fc.asyncProperty(closesAt, fc.constantFrom(undefined, null), async (closing, gameId) => {
        const response = await callApi<{ id: string; gameId: string | null; closesAt: string }>(
          'POST',
          '/api/bets',
          {
            as: playerEmail,
            body: {
              gameId,
              closesAt: closing,
              betType: 'proposition',
              proposition: 'P',
              selection: 'yes',
              amount: '1',
            },
          },
        );
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.status !== 201) {
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ message: expect.stringMatching(/^closesAt /) });
          return;
        }
        taken += 1;
        expect(response.body.gameId).toBeNull();
        expect(response.body.closesAt).toBe(new Date(Date.parse(closing as string)).toISOString());
        const ahead = Date.parse(response.body.closesAt) - Date.now();
        expect(ahead).toBeGreaterThan(4 * 60_000);
        expect(ahead).toBeLessThanOrEqual(366 * DAY);
        const withdrawn = await callApi('DELETE', `/api/bets/${response.body.id}`, { as: playerEmail });
        expect(withdrawn.status).toBe(200);
      }),
      { numRuns: RUNS * 4 },
    );
    expect(taken).toBeGreaterThan(0);
    expect(checkLedger(await scanTable())).toEqual([]);
  });

  it('keeps a proposition as the plain text it was sent, trimmed, or refuses it with a 400', async () => {
    const game = await scheduleGame({ kickoffInHours: 24 });
    let taken = 0;
    const text = fc.oneof(
      fc.string({ maxLength: 160 }),
      fc.string({ unit: 'binary', maxLength: 150 }),
      fc.constantFrom(
        ' \t ',
        '<b>yes</b>',
        '"quoted" \\ text',
        'line\r\nbreak',
        '\u202Eevil',
        'é'.repeat(140),
      ),
    );
    await fc.assert(
      fc.asyncProperty(text, async (proposition) => {
        const response = await callApi<{ id: string; proposition: string | null }>('POST', '/api/bets', {
          as: playerEmail,
          body: { gameId: game.id, betType: 'proposition', proposition, selection: 'yes', amount: '1' },
        });
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (response.status !== 201) {
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ message: expect.any(String) });
          return;
        }
        taken += 1;
        const kept = response.body.proposition ?? '';
        expect(kept).toBe(proposition.trim());
        expect(kept.length).toBeGreaterThan(0);
        expect(kept.length).toBeLessThanOrEqual(140);
        expect(kept).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
        const withdrawn = await callApi('DELETE', `/api/bets/${response.body.id}`, { as: playerEmail });
        expect(withdrawn.status).toBe(200);
      }),
      { numRuns: RUNS * 4 },
    );
    // Markup and quotes are text like any other: a run that refused them all would prove nothing.
    expect(taken).toBeGreaterThan(0);
    expect(checkLedger(await scanTable())).toEqual([]);
  });

  it('answers any settlement body on a proposition with a 4xx, or the outcome it was sent', async () => {
    const game = await scheduleGame({ kickoffInHours: -3 });
    const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
    const [sam, jordan, stranger] = await Promise.all([registeredUser(), registeredUser(), registeredUser()]);
    const { bet } = await proposeBet(
      sam,
      { gameId: game.id, betType: 'proposition', proposition: 'A pick six', selection: 'no', amount: 500 },
      { now: before },
    );
    await acceptBet(jordan, bet.id, before);
    const body = fc.oneof(
      fc.record(
        {
          outcome: fc.oneof(fc.constantFrom('yes', 'no', 'void'), fc.jsonValue({ maxDepth: 1 })),
          note: wordsOf(281),
        },
        { requiredKeys: ['outcome'] },
      ),
      fc.record({ homeScore: fc.oneof(fc.integer(), fc.string()), awayScore: fc.integer() }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      // Its two players, and someone else (a 403 whatever the body says).
      fc.asyncProperty(body, fc.constantFrom(sam, jordan, stranger), async (sent, caller) => {
        const response = await callApi<Bet>('POST', `/api/bets/${bet.id}/propose-settlement`, {
          as: caller.email,
          body: sent,
        });
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (caller === stranger) expect(response.status).not.toBe(200);
        if (response.status === 200) {
          // The caller's own claim: the first outcome, or (disputed) the answer to it.
          const claim = response.body.claims?.[caller === sam ? 'proposer' : 'acceptor'];
          expect(claim?.outcome).toBe((sent as { outcome: unknown }).outcome);
          expect(claim?.note === null || (claim?.note.length ?? 0) <= 280).toBe(true);
        } else expect(response.body).toEqual({ message: expect.any(String) });
      }),
      { numRuns: RUNS * 2 },
    );
    expect(checkLedger(await scanTable())).toEqual([]);
  });

  it('answers any admin decision on a proposition with a 4xx, or the bet it decided', async () => {
    const body = fc.record(
      {
        outcome: fc.oneof(fc.constantFrom('yes', 'no', 'void'), fc.jsonValue({ maxDepth: 1 })),
        reason: wordsOf(281),
        finalScore: fc.oneof(fc.string(), fc.constant('17-24')),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (sent, asAdmin) => {
        // A disputed proposition for each decision, so a decision that lands leaves the next one work.
        const game = await scheduleGame({ kickoffInHours: -3 });
        const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
        const [sam, jordan] = await Promise.all([registeredUser(), registeredUser()]);
        const { bet } = await proposeBet(
          sam,
          { gameId: game.id, betType: 'proposition', proposition: 'A safety', selection: 'no', amount: 500 },
          { now: before },
        );
        await acceptBet(jordan, bet.id, before);
        await proposeSettlement(sam, bet.id, { outcome: 'yes' });
        await proposeSettlement(jordan, bet.id, { outcome: 'no' });
        const response = await callApi<Bet>('POST', `/api/admin/bets/${bet.id}/settle`, {
          as: asAdmin ? ADMIN_EMAIL : sam.email,
          body: sent,
        });
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        if (!asAdmin) expect(response.status).toBe(403);
        if (response.status === 200) expect(response.body.outcome ?? 'void').toBe(sent.outcome);
        else expect(response.body).toEqual({ message: expect.any(String) });
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

  it("takes the schedule feed's location and stadium as plain data, and moves no game that has kicked off", async () => {
    const season = seasonOf(new Date());
    const feed = (gameday: string) =>
      [
        'game_id,season,game_type,week,gameday,gametime,away_team,home_team,location,stadium',
        `probe_a,${season},REG,1,${gameday},13:00,NE,BUF,__proto__,x`,
        `probe_b,${season},REG,1,${gameday},13:00,NYJ,MIA,Neutral,"<img src=x onerror=alert(1)>"`,
        `probe_c,${season},REG,1,${gameday},13:00,KC,LV,Neutral,${'s'.repeat(5000)}`,
        `probe_d,${season},REG,1,${gameday},13:00,DAL,NYG,Neutral,"a\u0000b"`,
      ].join('\n');
    const sent = await upload('/api/games/upload-csv', {
      name: 'games.csv',
      type: 'text/csv',
      text: feed(`${season}-09-01`),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // The same games two days later, once they have kicked off: each keeps its kickoff.
    const moved = await upload('/api/games/upload-csv', {
      name: 'games.csv',
      type: 'text/csv',
      text: feed(`${season}-09-03`),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const games = (await callApi<Game[]>('GET', `/api/games/${season}/1`, { as: playerEmail })).body;
    const probes = games
      .filter((game) => game.gameId.startsWith('probe_'))
      .sort((a, b) => a.gameId.localeCompare(b.gameId));
    expect(probes.map((game) => [game.gameId, game.neutralSite ?? false, game.stadium ?? null])).toEqual([
      ['probe_a', false, null],
      ['probe_b', true, '<img src=x onerror=alert(1)>'],
      ['probe_c', true, null],
      ['probe_d', true, null],
    ]);
    expect(probes.map((game) => game.gameDate)).toEqual(Array(4).fill(`${season}-09-01T17:00:00.000Z`));
  });

  it("takes the schedule feed's moneylines only as whole American odds, and refuses the row of any other", async () => {
    const season = seasonOf(new Date());
    const cells = [
      '__proto__',
      '1e3',
      'Infinity',
      '0x96',
      '-0',
      '99',
      '123456',
      '150.0',
      '<b>150</b>',
      '١٥٠',
      '+-150',
    ];
    const row = (id: string, away: string) =>
      `${id},${season},REG,2,${season}-09-08,13:00,NE,BUF,"${away}",-150`;
    const sent = await upload('/api/games/upload-csv', {
      name: 'games.csv',
      type: 'text/csv',
      text: [
        'game_id,season,game_type,week,gameday,gametime,away_team,home_team,away_moneyline,home_moneyline',
        row('odds_probe_ok', '+150'),
        ...cells.map((cell, index) => row(`odds_probe_${index}`, cell)),
      ].join('\n'),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.errorDetails).toEqual(
      cells.map(
        (cell, index) =>
          `Row ${index + 3}: away_moneyline ${cell} is not American odds (a whole number from 100 to 10000, or -100 to -10000)`,
      ),
    );
    const games = (await callApi<Game[]>('GET', `/api/games/${season}/2`, { as: playerEmail })).body;
    expect(games.filter((game) => game.gameId.startsWith('odds_probe_'))).toEqual([
      expect.objectContaining({ gameId: 'odds_probe_ok', moneyline: { away: 150, home: -150 } }),
    ]);
  });
});

describe('bad input outside the body gets a 4xx with a message, never a 5xx', () => {
  const parameterised = routes.filter((route) => /\{\w+\}/.test(route.path));
  const expect4xx = (response: { status: number; body: unknown }, what: string) => {
    expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
    expect(response.body, what).toEqual({ message: expect.any(String) });
  };

  it.each(parameterised.map((route) => [route.key, route] as const))(
    '%s with malformed percent-encoding in its path',
    async (_name, route) => {
      for (const segment of ['%', '%E0%A4%A', '%ZZ', '%C0%AF', '%ED%A0%80']) {
        const path = route.path.replace(/\{\w+\}/g, segment);
        expect4xx(await callApi(route.method, path, { as: callerOf(route) }), path);
      }
    },
  );

  it.each(parameterised.map((route) => [route.key, route] as const))(
    '%s with path parameters API Gateway could pass undecoded or odd',
    async (_name, route) => {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      for (const value of ['%E0%A4%A', '\uD800', 'x'.repeat(3000), '\u0000', '../../etc', ' ', 'a#b?c']) {
        const params = Object.fromEntries(names.map((name) => [name, value]));
        const response = await callApi(route.method, pathOf(route), { as: callerOf(route), params });
        expect4xx(response, `${route.path} with ${JSON.stringify(value).slice(0, 40)}`);
      }
    },
  );

  it.each([2044, 2048, 5000])(
    'a pigskin_user cookie of %i characters is only a wrong hint: the token decides, and the cookie is corrected',
    async (length) => {
      const cookies = [`pigskin_user=${'u'.repeat(length)}`];
      const response = await callApi<User>('GET', '/api/auth/user', { as: playerEmail, cookies });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.email).toBe(playerEmail);
      expect(response.cookies).toEqual(
        expect.arrayContaining([expect.stringContaining(`pigskin_user=${playerId}`)]),
      );
      expect4xx(await callApi('GET', '/api/auth/user', { cookies }), 'without a token');
    },
  );

  it("refuses a push subscription anywhere but a browser's push service, which the sender would fetch", async () => {
    const { keys } = pushSubscription();
    for (const endpoint of [
      'https://169.254.169.254.nip.io/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/instance/',
      'https://a.localhost:4790/x',
      'https://[::1]/x',
      'https://fcm.googleapis.com:4790/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/fcm/send/x',
      'file:///etc/passwd',
    ]) {
      const response = await callApi('PUT', '/api/user/devices', {
        as: playerEmail,
        body: { subscription: { endpoint, keys }, name: 'Probe' },
      });
      expect(response, endpoint).toMatchObject({
        status: 400,
        body: { message: "subscription.endpoint must be the https URL of a browser's push service" },
      });
    }
  });

  it("refuses to switch another member's device, or a switch that is not a boolean, and changes nothing", async () => {
    const owner = await registeredUser();
    const subscription = pushSubscription();
    const saved = await callApi<{ id: string }>('PUT', '/api/user/devices', {
      as: owner.email,
      body: { subscription, name: 'Owner phone' },
    });
    expect(saved.status).toBe(200);
    const path = `/api/user/devices/${saved.body.id}`;
    for (const body of [{ scores: true }, { final: false, kickoff: true }])
      expect(await callApi('PATCH', path, { as: playerEmail, body })).toMatchObject({
        status: 404,
        body: { message: 'Device not found' },
      });
    for (const body of [{ scores: 'on' }, { final: 1 }, { kickoff: null }])
      expect((await callApi('PATCH', path, { as: owner.email, body })).status).toBe(400);
    const listed = await callApi<{ devices: { live: unknown }[] }>('GET', '/api/user/devices', {
      as: owner.email,
    });
    expect(listed.body.devices.map((device) => device.live)).toEqual([
      { kickoff: false, scores: false, final: true },
    ]);
  });

  it('refuses an upload past its limits with 413 at once, whichever file it claims to be', async () => {
    const rows = Array.from({ length: 2_001 }, (_, index) => `g${index},NE,NYJ,2026-09-13,13:00,2026,1,EDT`);
    const tooManyRows = [SCHEDULE_HEADER, ...rows].join('\n');
    for (const sent of [
      await uploadSchedule(tooManyRows),
      await uploadLines(tooManyRows),
      await uploadSchedule(`${SCHEDULE_HEADER}\n${'a,'.repeat(2.5 * MEGABYTE)}`),
    ])
      expect(sent.status, JSON.stringify(sent.body)).toBe(413);
  });

  it('refuses an adjustment that would take a balance past 1,000,000,000 Pigskins', async () => {
    const rich = await registeredUser();
    const adjust = (balance: string) =>
      callApi('PATCH', `/api/admin/users/${rich.id}/balance`, {
        as: ADMIN_EMAIL,
        body: { balance, description: 'Generous' },
      });

    expect4xx(await adjust('999999999999.99'), 'one adjustment past the bound');
    expect((await adjust('600000000')).status).toBe(200);
    const second = await adjust('600000000');
    expect(second).toMatchObject({ status: 409, body: { message: expect.stringContaining('1000000000') } });
    // Repeated requests for the most the field can hold, as a script would send them, never overflow.
    for (let attempt = 0; attempt < 95; attempt++) {
      const response = await adjust('999999999999.99');
      expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    }
    const users = await callApi<User[]>('GET', '/api/admin/users', { as: ADMIN_EMAIL });
    expect(users.status).toBe(200);
    expect(Number(users.body.find((user) => user.id === rich.id)?.virtualBalance)).toBeLessThanOrEqual(
      1_000_000_000,
    );
  });
});

describe('one member cannot flood another’s phone or inbox', () => {
  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

  it('asks for codes to one number from eight accounts at once: 3 texts at most, none 5xx', async () => {
    const askers = await Promise.all(Array.from({ length: 8 }, () => registeredUser()));
    for (const asker of askers)
      await callApi('PATCH', '/api/user/preferences', {
        as: asker.email,
        body: { phoneNumber: '+15550409001' },
      });
    const answers = await Promise.all(
      askers.map((asker) => callApi('POST', '/api/user/phone/code', { as: asker.email })),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect((await outbox()).filter((entry) => entry.to === '+15550409001')).toHaveLength(3);
  });

  it('asks for a code to a number someone confirmed: refused with 409, nothing texted', async () => {
    const owner = await userWithPreferences('Owen', { smsOn: true, phone: '+15550409002' });
    const texted = (await outbox()).filter((entry) => entry.to === '+15550409002').length;
    const asker = await registeredUser();
    await callApi('PATCH', '/api/user/preferences', {
      as: asker.email,
      body: { phoneNumber: '+15550409002' },
    });
    expect((await callApi('POST', '/api/user/phone/code', { as: asker.email })).status).toBe(409);
    expect((await callApi('POST', '/api/user/phone/code', { as: owner.email })).status).toBe(409);
    expect((await outbox()).filter((entry) => entry.to === '+15550409002')).toHaveLength(texted);
  });

  it('races 30 comments onto one thread: 10 go in, the rest are 429, none 5xx', async () => {
    const game = await scheduleGame({ kickoffInHours: 20 });
    // The limit counts per minute of the clock: a burst that ran across a minute's end runs again.
    for (;;) {
      const minute = Math.floor(Date.now() / 60_000);
      const talker = await registeredUser();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          callApi('POST', '/api/comments', {
            as: talker.email,
            body: { on: `game:${game.id}`, text: `Flood ${index}` },
          }),
        ),
      );
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(statuses(answers)).toEqual([
        ...Array.from({ length: 10 }, () => 201),
        ...Array.from({ length: 20 }, () => 429),
      ]);
      return;
    }
  });

  it('invites one address written ten ways: 3 invitations, then 429', async () => {
    const ways = ['mark@example.com', 'mark@example.com.', ' MARK@example.com.. ', 'Mark@Example.Com'];
    const answers = [];
    for (let time = 0; time < 10; time++)
      answers.push(
        await callApi('POST', '/api/admin/invitations', {
          as: ADMIN_EMAIL,
          body: { email: ways[time % ways.length] },
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([
      201,
      201,
      201,
      ...Array.from({ length: 7 }, () => 429),
    ]);
    expect((await outbox()).filter((entry) => entry.to.startsWith('mark@'))).toHaveLength(3);
  });
});
