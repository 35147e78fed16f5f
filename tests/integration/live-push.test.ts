import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveScore } from '../../domain/live-scores';
import { NFL_TEAMS } from '../../domain/teams';
import type { Device } from '../../domain/push';
import { handler as notify } from '../../functions/notifications/notify';
import { readLiveScores } from '../../functions/schedules/live-scores';
import { acceptBet, proposeBet } from '../../functions/store/bets';
import { db, tableName } from '../../functions/store/client';
import { getGame, type GameRecord } from '../../functions/store/games';
import { gameKey, liveScoreAlertsKey } from '../../functions/store/keys';
import { addScheduledGame } from '../../functions/store/schedule';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { expectStatus, scheduleGame } from '../support/betting';
import { deliverNotifications, handedOver, mailAndTexts } from '../support/notifications';
import { decrypted, startPushService, type TestBrowser } from '../support/push-service';
import { playing as scoreboardAt, recordedWeek, scriptedSource, STATUS } from '../support/scoreboards';
import { ADMIN_EMAIL, ensureAdmin, userWithPreferences } from '../support/users';

// Push goes over HTTP to this file's own push service (plain http on 127.0.0.1, which only a test
// allows), as in push.test.ts.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
  process.env.PUSH_LOOPBACK_HTTP = 'allowed';
});

const { startAfresh } = mailAndTexts();
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
  await ensureAdmin();
});
afterAll(() => pushService.stop());
beforeEach(startAfresh);

const registered = async (user: UserRecord, browser: TestBrowser) =>
  expectStatus(
    await callApi<Device>('PUT', '/api/user/devices', {
      as: user.email,
      body: { subscription: browser.subscription, name: browser.name },
    }),
    200,
  ).body;
const setSwitches = (user: UserRecord, id: string, body: unknown) =>
  callApi<Device>('PATCH', `/api/user/devices/${id}`, { as: user.email, body });

/** What the live-scores job writes on the game: its live state, and under way once it is played. */
async function writeLive(game: GameRecord, live: Omit<LiveScore, 'readAt'>) {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: gameKey(game.id),
      UpdateExpression: 'SET live = :live, #status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':live': { ...live, readAt: new Date().toISOString() },
        ':status': live.phase === 'pre' ? 'scheduled' : 'in_progress',
      },
    }),
  );
}

const playing = (away: number, home: number, clock: string, period = 1): Omit<LiveScore, 'readAt'> => ({
  home,
  away,
  phase: 'in',
  period,
  clock,
});

/** What each browser was pushed, as it reads it. */
const pushed = (browser: TestBrowser) =>
  pushService.to(browser).map((request) => decrypted(browser, request));
/** Its pushes about this game being played (the bets' own notices have their own tags). */
const livePushes = (browser: TestBrowser, game: GameRecord) =>
  pushed(browser).filter((payload) => payload.tag === `live#${game.id}`);

/**
 * Ann's Under 53 against Ben on a KC @ BUF game that kicked off a minute ago, agreed before kickoff;
 * Cal and Dee's spread bet on it, and an open proposal of Eve's that nobody took.
 */
async function gameUnderWay() {
  const [ann, ben, cal] = [
    await userWithPreferences('Ann', {}),
    await userWithPreferences('Ben', {}),
    await userWithPreferences('Cal', {}),
  ];
  const game = await scheduleGame({ kickoffInHours: -1 / 60 });
  const before = new Date(Date.parse(game.gameDate) - 60 * 60 * 1000);
  const { bet } = await proposeBet(
    ann,
    { gameId: game.id, betType: 'over_under', selection: 'under', overUnder: 53, amount: 2000 },
    { now: before },
  );
  await acceptBet(ben, bet.id, before);
  await proposeBet(
    cal,
    { gameId: game.id, betType: 'spread', selection: 'home', spread: -3.5, amount: 1000 },
    { now: before },
  );
  return { ann, ben, cal, game, bet };
}

describe('live pushes: kickoff, score changes and the final of games with active bets', () => {
  it('pushes each device what its switches ask for, the final alone by default, with the game and where the bet stands', async () => {
    const { ann, ben, cal, game, bet } = await gameUnderWay();
    const [annsPhone, annsLaptop, bens, cals] = ['ann-phone', 'ann-laptop', 'ben', 'cal'].map((name) =>
      pushService.browser(name),
    ) as [TestBrowser, TestBrowser, TestBrowser, TestBrowser];
    const phone = await registered(ann, annsPhone);
    await registered(ann, annsLaptop);
    const bensDevice = await registered(ben, bens);
    await registered(cal, cals);
    expect(phone.live).toEqual({ kickoff: false, scores: false, final: true });
    expect(expectStatus(await setSwitches(ann, phone.id, { kickoff: true, scores: true }), 200).body).toEqual(
      {
        ...phone,
        live: { kickoff: true, scores: true, final: true },
      },
    );
    expectStatus(await setSwitches(ben, bensDevice.id, { final: false }), 200);
    await deliverNotifications();

    await writeLive(game, { home: 0, away: 0, phase: 'pre', period: 0, clock: '15:00' });
    await deliverNotifications();
    await writeLive(game, playing(0, 0, '15:00'));
    await deliverNotifications();
    await writeLive(game, playing(7, 0, '3:12'));
    await deliverNotifications();
    // The clock moving changes no score: nothing to push.
    await writeLive(game, playing(7, 0, '1:02'));
    await deliverNotifications();
    expectStatus(
      await callApi('POST', `/api/admin/games/${game.id}/score`, {
        as: ADMIN_EMAIL,
        body: { homeScore: 24, awayScore: 21 },
      }),
      200,
    );
    await deliverNotifications();

    const tag = `live#${game.id}`;
    const url = `/games/${game.id}`;
    expect(livePushes(annsPhone, game)).toEqual([
      { title: 'KC 0 - BUF 0', body: 'Kickoff · Your Under 53 with Ben: Winning: Under by 53', url, tag },
      { title: 'KC 7 - BUF 0', body: 'Q1 3:12 · Your Under 53 with Ben: Winning: Under by 46', url, tag },
      { title: 'KC 21 - BUF 24', body: 'Final · Your Under 53 with Ben: You won 20.00 Pigskins', url, tag },
    ]);
    // The laptop keeps its defaults: the final only.
    expect(livePushes(annsLaptop, game)).toEqual([
      { title: 'KC 21 - BUF 24', body: 'Final · Your Under 53 with Ben: You won 20.00 Pigskins', url, tag },
    ]);
    // Ben turned the final off; Cal's proposal was never taken: neither hears of the game.
    expect(livePushes(bens, game)).toEqual([]);
    expect(pushed(cals)).toEqual([]);
    // The final's push told Ann's devices of the bet it settled; Ben's, with the final off, hear of it
    // by the bet's own notice.
    expect(pushed(annsPhone).map((payload) => payload.tag)).not.toContain(`${bet.id}#settled#3`);
    expect(pushed(bens).map((payload) => payload.tag)).toEqual([`${bet.id}#settled#3`]);
  });

  it('pushes one score change a game per device a minute, and each change once however often the stream hands it over', async () => {
    const { ann, ben, game } = await gameUnderWay();
    const [anns, bens] = [pushService.browser('ann'), pushService.browser('ben')];
    const annsDevice = await registered(ann, anns);
    const bensDevice = await registered(ben, bens);
    expectStatus(await setSwitches(ann, annsDevice.id, { scores: true }), 200);
    expectStatus(await setSwitches(ben, bensDevice.id, { scores: true, final: false }), 200);
    await writeLive(game, playing(0, 0, '15:00'));
    await deliverNotifications();
    const handed = handedOver.length;

    await writeLive(game, playing(0, 3, '9:40'));
    await deliverNotifications();
    // Within the minute: held back, and not sent later.
    await writeLive(game, playing(7, 3, '2:05'));
    await deliverNotifications();
    // A minute on (the window's last push moved back a minute), the next goes.
    for (const [user, device] of [
      [ann, annsDevice],
      [ben, bensDevice],
    ] as const)
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: liveScoreAlertsKey(user.id, game.id, device.id),
          UpdateExpression: 'SET sentAt = :then',
          ExpressionAttributeValues: { ':then': new Date(Date.now() - 61_000).toISOString() },
        }),
      );
    await writeLive(game, { home: 3, away: 7, phase: 'end_of_period', period: 1, clock: '0:00' });
    await writeLive(game, playing(10, 3, '11:20', 2));
    await deliverNotifications();
    // Another run of the function with the same records (a restarted host, a retried batch).
    for (const event of handedOver.slice(handed)) await notify(event, {} as never);

    expect(livePushes(anns, game).map(({ title, body }) => `${title} | ${body}`)).toEqual([
      'KC 0 - BUF 3 | Q1 9:40 · Your Under 53 with Ben: Winning: Under by 50',
      'KC 10 - BUF 3 | Q2 11:20 · Your Under 53 with Ben: Winning: Under by 40',
    ]);
    expect(livePushes(bens, game).map(({ title, body }) => `${title} | ${body}`)).toEqual([
      'KC 0 - BUF 3 | Q1 9:40 · Your Over 53 with Ann: Losing: Over by 50',
      'KC 10 - BUF 3 | Q2 11:20 · Your Over 53 with Ann: Losing: Over by 40',
    ]);
  });

  it("pushes what the live-scores job reads of a real scoreboard: the 2023 opener's kickoff, its first touchdown and its final", async () => {
    const kickoff = Date.parse('2023-09-08T00:20:00Z');
    const at = (minutes: number) => new Date(kickoff + minutes * 60_000);
    const teamId = (code: string) => NFL_TEAMS.find((team) => team.abbreviation === code)?.id ?? 0;
    const { id } = await addScheduledGame({
      gameId: 'live-push-2023-opener',
      season: 2023,
      week: 1,
      gameDate: at(0).toISOString(),
      homeTeamId: teamId('KC'),
      awayTeamId: teamId('DET'),
    });
    const [sam, jo] = [await userWithPreferences('Sam', {}), await userWithPreferences('Jo', {})];
    const { bet } = await proposeBet(
      sam,
      { gameId: id, betType: 'over_under', selection: 'under', overUnder: 53, amount: 2000 },
      { now: at(-24 * 60) },
    );
    await acceptBet(jo, bet.id, at(-24 * 60));
    const phone = pushService.browser('sam-phone');
    const device = await registered(sam, phone);
    expectStatus(await setSwitches(sam, device.id, { kickoff: true, scores: true }), 200);
    const source = scriptedSource();
    const read = async (minutes: number, play: Parameters<typeof scoreboardAt>[2]) => {
      const board = scoreboardAt(recordedWeek(), 'DET @ KC', play);
      source.answer({ events: board.events.filter((event) => event.shortName === 'DET @ KC') });
      await readLiveScores(at(minutes), source);
      await deliverNotifications();
    };

    await read(-10, { status: STATUS.scheduled });
    await read(1, { status: STATUS.inProgress, period: 1, clock: '14:10' });
    await read(12, { status: STATUS.inProgress, period: 1, clock: '3:12', scores: { DET: 7 } });
    await read(190, { status: STATUS.final, period: 4, scores: { DET: 21, KC: 20 } });
    await read(191, { status: STATUS.final, period: 4, scores: { DET: 21, KC: 20 } });
    expect(await getGame(id)).toMatchObject({ status: 'final', finalSource: 'live' });

    expect(livePushes(phone, { id } as GameRecord).map(({ title, body }) => `${title} | ${body}`)).toEqual([
      'DET 0 - KC 0 | Kickoff · Your Under 53 with Jo: Winning: Under by 53',
      'DET 7 - KC 0 | Q1 3:12 · Your Under 53 with Jo: Winning: Under by 46',
      'DET 21 - KC 20 | Final · Your Under 53 with Jo: You won 20.00 Pigskins',
    ]);
  });
});
