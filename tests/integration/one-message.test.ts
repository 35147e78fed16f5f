import { SendEmailCommand } from '@aws-sdk/client-ses';
import { PublishCommand } from '@aws-sdk/client-sns';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { Device } from '../../domain/push';
import { requiredEnv } from '../../functions/config';
import { handler as notify } from '../../functions/notifications/notify';
import { acceptBet, proposeBet, proposeSettlement, type BetRecord } from '../../functions/store/bets';
import type { GameRecord } from '../../functions/store/games';
import type { UserRecord } from '../../functions/store/users';
import { notifyFunction } from '../../functions/triggers';
import { TableStream } from '../../infra/local/table-stream';
import { APP_ORIGIN, callApi } from '../support/api';
import { betting, expectStatus, scheduleGame } from '../support/betting';
import { mailAndTexts, skipNotifications } from '../support/notifications';
import { decrypted, startPushService, type TestBrowser } from '../support/push-service';
import { ADMIN_EMAIL, ensureAdmin, userWithPreferences } from '../support/users';

// Push goes over HTTP to this file's own push service (plain http on 127.0.0.1, which only a test
// allows), email and SMS to mocked SES and SNS, as in push.test.ts.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
  process.env.PUSH_LOOPBACK_HTTP = 'allowed';
});

const { ses, sns, startAfresh } = mailAndTexts();
let pushService: Awaited<ReturnType<typeof startPushService>>;

/**
 * A second reader of the table's stream that only collects what the notify function would be handed,
 * so a test hands the records over itself: one a batch, out of order, and again.
 */
let collector: TableStream;
const collected: DynamoDBRecord[] = [];

beforeAll(async () => {
  pushService = await startPushService();
  await ensureAdmin();
  collector = await TableStream.open({
    endpoint: inject('dynamoEndpoint'),
    tableName: requiredEnv('TABLE_NAME'),
    trigger: notifyFunction.stream,
    handler: (event) => {
      collected.push(...event.Records);
      return Promise.resolve({ batchItemFailures: [] });
    },
    startAt: 'end',
  });
});
afterAll(async () => {
  await collector.stop();
  await pushService.stop();
});
beforeEach(async () => {
  await startAfresh();
  await collector.drain();
  collected.length = 0;
});

/** The records committed since the last call, which the file's own notify reader then passes over. */
async function committedRecords(): Promise<DynamoDBRecord[]> {
  await collector.drain();
  await skipNotifications();
  return collected.splice(0);
}
const entityOf = (record: DynamoDBRecord) => record.dynamodb?.NewImage?.entity?.S;
const handOver = async (...records: DynamoDBRecord[]) =>
  expect(await notify({ Records: records }, {} as never)).toEqual({ batchItemFailures: [] });

const linkTo = (betId: string) => `${APP_ORIGIN}/bets/${betId}`;
const emailsTo = (user: UserRecord) =>
  ses
    .commandCalls(SendEmailCommand)
    .map(({ args: [{ input }] }) => input)
    .filter((input) => input.Destination?.ToAddresses?.includes(user.email))
    .map((input) => ({ subject: input.Message?.Subject?.Data, body: input.Message?.Body?.Text?.Data }));
const textsTo = (phone: string) =>
  sns
    .commandCalls(PublishCommand)
    .map(({ args: [{ input }] }) => input)
    .filter((input) => input.PhoneNumber === phone)
    .map((input) => input.Message);
const pushed = (browser: TestBrowser) =>
  pushService.to(browser).map((request) => decrypted(browser, request));

async function registered(user: UserRecord, name: string): Promise<{ browser: TestBrowser; device: Device }> {
  const browser = pushService.browser(name);
  const answer = await callApi<Device>('PUT', '/api/user/devices', {
    as: user.email,
    body: { subscription: browser.subscription, name },
  });
  return { browser, device: expectStatus(answer, 200).body };
}

/** A bet `proposer` made and `acceptor` took an hour before the game kicked off. */
async function betBeforeKickoff(
  game: GameRecord,
  proposer: UserRecord,
  acceptor: UserRecord,
  terms: { selection: 'home' | 'over' | 'under'; line: number; amountCents: number },
): Promise<BetRecord> {
  const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
  const { selection, line, amountCents } = terms;
  const { bet } = await proposeBet(
    proposer,
    selection === 'home'
      ? { gameId: game.id, betType: 'spread', selection, spread: line, amount: amountCents }
      : { gameId: game.id, betType: 'over_under', selection, overUnder: line, amount: amountCents },
    { now: before },
  );
  return acceptBet(acceptor, bet.id, before);
}

/**
 * Three accepted bets on one game under way: Ann's Under 53 for 20.00 against Ben, Ben's BUF -3.5 for
 * 10.00 against Ann, and Ann's Over 44.5 for 5.00 against Cal.
 */
async function annsThreeBets(ann: UserRecord, ben: UserRecord, cal: UserRecord) {
  const game = await scheduleGame({ kickoffInHours: -3 });
  const first = await betBeforeKickoff(game, ann, ben, { selection: 'under', line: 53, amountCents: 2000 });
  const second = await betBeforeKickoff(game, ben, ann, { selection: 'home', line: -3.5, amountCents: 1000 });
  const third = await betBeforeKickoff(game, ann, cal, { selection: 'over', line: 44.5, amountCents: 500 });
  return { first, second, third };
}

describe('one message where there were several', () => {
  it("pushes a device one message at the official final, with the score and what it did to the player's bets, however the stream orders and repeats the records", async () => {
    const [ann, ben, cal, dee] = [
      await userWithPreferences('Ann', {}),
      await userWithPreferences('Ben', {}),
      await userWithPreferences('Cal', {}),
      await userWithPreferences('Dee', {}),
    ];
    const game = await scheduleGame({ kickoffInHours: -3 });
    const under = await betBeforeKickoff(game, ann, ben, { selection: 'under', line: 53, amountCents: 2000 });
    const spread = await betBeforeKickoff(game, ann, ben, {
      selection: 'home',
      line: -3.5,
      amountCents: 1000,
    });
    await betBeforeKickoff(game, cal, dee, { selection: 'over', line: 44.5, amountCents: 500 });
    const annsPhone = await registered(ann, 'ann-phone');
    const annsLaptop = await registered(ann, 'ann-laptop');
    const bens = await registered(ben, 'ben');
    const cals = await registered(cal, 'cal');
    // The laptop turned the final off: it hears of each bet settled, as before.
    expectStatus(
      await callApi('PATCH', `/api/user/devices/${annsLaptop.device.id}`, {
        as: ann.email,
        body: { final: false },
      }),
      200,
    );
    await committedRecords();

    // KC 21 @ BUF 24: 45 points, Ann's Under 53 wins 20.00; BUF -3.5 loses her 10.00.
    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/score`, {
        as: ADMIN_EMAIL,
        body: { homeScore: 24, awayScore: 21 },
      }),
      200,
    );
    const records = await committedRecords();
    const bets = records.filter((record) => entityOf(record) === 'bet');
    expect(bets).toHaveLength(3);
    // The bets' records first, each in a batch of its own, then the game's; then all of them again.
    for (const record of bets) await handOver(record);
    await handOver(...records.filter((record) => entityOf(record) === 'game'));
    await handOver(...records);

    const final = { title: 'KC 21 - BUF 24', url: `/games/${game.id}`, tag: `live#${game.id}` };
    expect(pushed(annsPhone.browser)).toEqual([
      { ...final, body: 'Final · You won 10.00 Pigskins on your 2 bets' },
    ]);
    expect(pushed(bens.browser)).toEqual([
      { ...final, body: 'Final · You lost 10.00 Pigskins on your 2 bets' },
    ]);
    expect(pushed(cals.browser)).toEqual([
      { ...final, body: 'Final · Your Over 44.5 with Dee: You won 5.00 Pigskins' },
    ]);
    const settled = (bet: BetRecord, text: string) => ({
      title: 'Your bet on KC @ BUF is settled',
      body: `Pigskin: your bet on KC @ BUF (${text}) is settled at KC 21, BUF 24: ${text === 'Under 53' ? 'you won 20' : 'you lost 10'} Pigskins.`,
      url: `/bets/${bet.id}`,
      tag: `${bet.id}#settled#3`,
    });
    const byTag = (payloads: { tag: string }[]) => [...payloads].sort((a, b) => a.tag.localeCompare(b.tag));
    expect(byTag(pushed(annsLaptop.browser))).toEqual(
      byTag([settled(under, 'Under 53'), settled(spread, 'BUF -3.5')]),
    );
    // Email keeps a message per bet settled, each with its own page.
    expect(emailsTo(ann).map(({ body }) => body?.split(' ').at(-1))).toEqual(
      expect.arrayContaining([linkTo(under.id), linkTo(spread.id)]),
    );
    expect(emailsTo(ann)).toHaveLength(2);
  });

  it('tells a device with the final switch on of a corrected final by each bet it re-graded, once', async () => {
    const [ann, ben] = [await userWithPreferences('Ann', {}), await userWithPreferences('Ben', {})];
    const game = await scheduleGame({ kickoffInHours: -3 });
    const under = await betBeforeKickoff(game, ann, ben, { selection: 'under', line: 53, amountCents: 2000 });
    const spread = await betBeforeKickoff(game, ann, ben, {
      selection: 'home',
      line: -3.5,
      amountCents: 1000,
    });
    const annsPhone = await registered(ann, 'ann-phone');
    await committedRecords();
    const final = async (homeScore: number, awayScore: number) => {
      expectStatus(
        await callApi('POST', `/api/admin/games/${game.id}/score`, {
          as: ADMIN_EMAIL,
          body: { homeScore, awayScore },
        }),
        200,
      );
      const records = await committedRecords();
      await handOver(...records);
      await handOver(...records);
    };

    // KC 21 @ BUF 24: the Under wins 20.00, BUF -3.5 loses 10.00. Corrected to BUF 35 (56 points): the
    // Under loses, BUF -3.5 wins (docs/product.md, One final score per game: re-graded). The final's
    // one push went at the first score; the correction's news is each bet's own re-grade.
    await final(24, 21);
    await final(35, 21);
    await final(35, 21);
    const [first, ...regraded] = pushed(annsPhone.browser);
    expect(first).toEqual({
      title: 'KC 21 - BUF 24',
      body: 'Final · You won 10.00 Pigskins on your 2 bets',
      url: `/games/${game.id}`,
      tag: `live#${game.id}`,
    });
    expect(
      regraded.map(({ url, body }) => ({ url, body })).sort((a, b) => a.url.localeCompare(b.url)),
    ).toEqual(
      [
        { url: `/bets/${under.id}`, body: expect.stringContaining('(Under 53) is now a loss') },
        { url: `/bets/${spread.id}`, body: expect.stringContaining('(BUF -3.5) is now a win') },
      ].sort((a, b) => a.url.localeCompare(b.url)),
    );
  });

  it('tells an opponent once per channel of a score proposed on their bets with the proposer, naming how many, however the stream splits and repeats the records', async () => {
    const [ann, ben, cal] = [
      await userWithPreferences('Ann', {}),
      await userWithPreferences('Ben', { smsOn: true, phone: '+15550000012' }),
      await userWithPreferences('Cal', {}),
    ];
    const { first, second, third } = await annsThreeBets(ann, ben, cal);
    const bens = await registered(ben, 'ben');
    const cals = await registered(cal, 'cal');
    await committedRecords();

    // Ann sends the final once, on the first bet: it goes to her other two (One score proposal per
    // player and game).
    const answer = expectStatus(await betting.proposeScore(ann, first.id, 24, 21), 200).body;
    expect([...answer.alsoBets].sort()).toEqual([second.id, third.id].sort());
    const records = await committedRecords();
    expect(records).toHaveLength(3);
    // Each record in a batch of its own, the last written first; then all of them again.
    for (const record of [...records].reverse()) await handOver(record);
    await handOver(...records);

    // The second bet's record came first: its page is the message's link.
    const toBen = `Pigskin: Ann proposed the final score KC 21, BUF 24 on your 2 bets on KC @ BUF. Accept it once for all of them, or propose another: ${linkTo(second.id)}`;
    expect(emailsTo(ben)).toEqual([
      { subject: 'Ann proposed a final score for your 2 bets on KC @ BUF', body: toBen },
    ]);
    expect(textsTo('+15550000012')).toEqual([toBen]);
    expect(pushed(bens.browser)).toEqual([
      {
        title: 'Ann proposed a final score for your 2 bets on KC @ BUF',
        body: 'Pigskin: Ann proposed the final score KC 21, BUF 24 on your 2 bets on KC @ BUF. Accept it once for all of them, or propose another.',
        url: `/bets/${second.id}`,
        tag: `${second.id}#score_proposed#3`,
      },
    ]);
    // Cal has one bet with Ann: the message about one bet, as ever.
    const toCal = `Pigskin: Ann says KC @ BUF ended KC 21, BUF 24. Accept it or propose another: ${linkTo(third.id)}`;
    expect(emailsTo(cal)).toEqual([{ subject: 'Ann proposed a final score for KC @ BUF', body: toCal }]);
    expect(pushed(cals.browser)).toHaveLength(1);
    expect(emailsTo(ann)).toEqual([]);
  });

  it('tells the player whose score was accepted once per channel of all the bets the acceptance settled, with what they came to', async () => {
    const [ann, ben, cal] = [
      await userWithPreferences('Ann', { smsOn: true, phone: '+15550000013' }),
      await userWithPreferences('Ben', {}),
      await userWithPreferences('Cal', {}),
    ];
    // At KC 21 @ BUF 24 (45 points) Ann's Under 53 wins 20.00; Ben's BUF -3.5 loses 10.00, which Ann wins.
    const { first, second, third } = await annsThreeBets(ann, ben, cal);
    expectStatus(await betting.proposeScore(ann, first.id, 24, 21), 200);
    const annsPhone = await registered(ann, 'ann-phone');
    await committedRecords();

    // Ben accepts once: both his bets with Ann settle. Cal, a moment later, settles hers.
    const answer = expectStatus(await betting.acceptScore(ben, second.id), 200).body;
    expect(answer.alsoBets).toEqual([first.id]);
    expectStatus(await betting.acceptScore(cal, third.id), 200);
    const records = await committedRecords();
    for (const record of [...records].reverse()) await handOver(record);
    await handOver(...records);

    // The records came last written first: Cal's bet, then Ben's second bet settled (the first bet),
    // whose page is the message's link.
    const together = `Pigskin: your 2 bets on KC @ BUF are settled at KC 21, BUF 24: you won 30 Pigskins. ${linkTo(first.id)}`;
    const alone = `Pigskin: your bet on KC @ BUF (Over 44.5) is settled at KC 21, BUF 24: you won 5 Pigskins. ${linkTo(third.id)}`;
    expect(emailsTo(ann)).toEqual([
      { subject: 'Your bet on KC @ BUF is settled', body: alone },
      { subject: 'Your 2 bets on KC @ BUF are settled', body: together },
    ]);
    expect(textsTo('+15550000013')).toEqual([alone, together]);
    expect(pushed(annsPhone.browser).map(({ title }) => title)).toEqual([
      'Your bet on KC @ BUF is settled',
      'Your 2 bets on KC @ BUF are settled',
    ]);
    // Who accepted the score settled it: they are not told.
    expect([...emailsTo(ben), ...emailsTo(cal)]).toEqual([]);
  });

  it('tells a bet the score reached after the message went in a message of its own: never dropped, never twice', async () => {
    const [ann, ben] = [await userWithPreferences('Ann', {}), await userWithPreferences('Ben', {})];
    const game = await scheduleGame({ kickoffInHours: -3 });
    const first = await betBeforeKickoff(game, ann, ben, { selection: 'under', line: 53, amountCents: 2000 });
    const second = await betBeforeKickoff(game, ann, ben, {
      selection: 'home',
      line: -3.5,
      amountCents: 1000,
    });
    await committedRecords();

    // The stream hands the first bet's record over before the request has written the second.
    const proposed = await proposeSettlement(ann, first.id, { home: 24, away: 21 });
    await handOver(...(await committedRecords()));
    await proposeSettlement(ann, second.id, { home: 24, away: 21 }, new Date(), proposed);
    const late = await committedRecords();
    await handOver(...late);
    await handOver(...late);

    const told = (bet: BetRecord) =>
      `Pigskin: Ann says KC @ BUF ended KC 21, BUF 24. Accept it or propose another: ${linkTo(bet.id)}`;
    expect(emailsTo(ben).map(({ body }) => body)).toEqual([told(first), told(second)]);
  });
});
