import { SendEmailCommand } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceIdOf, type Device, type Devices } from '../../domain/push';
import type { User } from '../../domain/users';
import { handler as notify } from '../../functions/notifications/notify';
import { handler as pregameReminders } from '../../functions/schedules/pregame-reminders';
import { setUserStatus } from '../../functions/store/accounts';
import { getBet } from '../../functions/store/bets';
import { savePushDevice } from '../../functions/store/push-devices';
import type { UserRecord } from '../../functions/store/users';
import { scheduledEvent } from '../../infra/local/scheduled-jobs';
import { callApi } from '../support/api';
import { betting, expectStatus, proposedThroughApi, scheduleGame, tableSnapshot } from '../support/betting';
import { deliverNotifications, handedOver, mailAndTexts } from '../support/notifications';
import { decrypted, startPushService, vapidClaims, type TestBrowser } from '../support/push-service';
import { userWithPreferences } from '../support/users';

// Push goes over HTTP to this file's own push service (plain http on 127.0.0.1, which only a test
// allows), email and SMS to mocked SES and SNS: no local outbox.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
  process.env.PUSH_LOOPBACK_HTTP = 'allowed';
});

const { ses, startAfresh } = mailAndTexts();
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.stop());

beforeEach(startAfresh);

const devices = (user: UserRecord) => callApi<Devices>('GET', '/api/user/devices', { as: user.email });
const register = (user: UserRecord, browser: TestBrowser, name = browser.name) =>
  callApi<Device>('PUT', '/api/user/devices', {
    as: user.email,
    body: { subscription: browser.subscription, name },
  });
const registered = async (user: UserRecord, browser: TestBrowser) =>
  expectStatus(await register(user, browser), 200).body;
const proposal = (gameId: string, amount = '50') => ({
  gameId,
  betType: 'spread',
  selection: 'home',
  spread: -3.5,
  amount,
});
/** A bet of `proposer`'s on a game a day away, accepted by `acceptor`, through the API. */
async function accepted(proposer: UserRecord, acceptor: UserRecord, amount = '50') {
  const game = await scheduleGame({ kickoffInHours: 30 });
  const bet = await proposedThroughApi(proposer, proposal(game.id, amount));
  return expectStatus(await betting.accept(acceptor, bet.id), 200).body;
}

describe('devices: GET, PUT and DELETE /api/user/devices', () => {
  it('registers a browser under an id of its endpoint, and lists it with the key to subscribe with', async () => {
    const dee = await userWithPreferences('Dee', {});
    const empty = expectStatus(await devices(dee), 200).body;
    expect(empty).toEqual({ publicKey: process.env.VAPID_PUBLIC_KEY, devices: [] });

    const phone = pushService.browser('phone');
    const device = await registered(dee, phone);
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(phone.subscription.endpoint),
    );
    expect(device).toEqual({
      id: Buffer.from(digest).subarray(0, 16).toString('hex'),
      name: 'phone',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // docs/product.md, Live scores: the final only, until this device says otherwise.
      live: { kickoff: false, scores: false, final: true },
    });
    const laptop = await registered(dee, pushService.browser('laptop'));
    // Newest first; never the endpoint or the keys, which are credentials.
    expect(expectStatus(await devices(dee), 200).body.devices).toEqual([laptop, device]);
  });

  it('takes the same endpoint again as the same device, renamed, never a second one', async () => {
    const eli = await userWithPreferences('Eli', {});
    const phone = pushService.browser('phone');
    const first = await registered(eli, phone);
    const again = expectStatus(await register(eli, phone, '  Chrome on Android  '), 200).body;
    expect(again).toEqual({ ...first, name: 'Chrome on Android' });
    expect(expectStatus(await devices(eli), 200).body.devices).toEqual([again]);
  });

  it("refuses a subscription that is not one, or not a browser's push service's, with 400 naming what is wrong, and stores nothing", async () => {
    const PROBLEM = "subscription.endpoint must be the https URL of a browser's push service";
    const fay = await userWithPreferences('Fay', {});
    const { subscription } = pushService.browser('phone');
    const before = await tableSnapshot();
    const refusals: [unknown, string][] = [
      [{ name: 'x' }, 'subscription is required'],
      [{ subscription: { ...subscription, endpoint: 'not a url' }, name: 'x' }, PROBLEM],
      [{ subscription: { ...subscription, endpoint: 'http://push.example.com/a' }, name: 'x' }, PROBLEM],
      [{ subscription: { ...subscription, endpoint: 'https://10.0.0.1/a' }, name: 'x' }, PROBLEM],
      [{ subscription: { ...subscription, endpoint: 'http://127.0.0.2:80/a' }, name: 'x' }, PROBLEM],
      // Hosts the sender must never fetch: the cloud's metadata service, under a name that points to
      // it and under its own name, this machine, and a known push service's name inside another's or
      // on another port.
      ...[
        'https://169.254.169.254.nip.io/latest/meta-data/',
        'https://metadata.google.internal/computeMetadata/v1/',
        'https://a.localhost:4790/x',
        'https://push.example.com/a',
        'https://fcm.googleapis.com:8443/fcm/send/a',
        'https://fcm.googleapis.com.example.com/fcm/send/a',
        'https://user:secret@fcm.googleapis.com/fcm/send/a',
      ].map((endpoint): [unknown, string] => [
        { subscription: { ...subscription, endpoint }, name: 'x' },
        PROBLEM,
      ]),
      [
        {
          subscription: { ...subscription, endpoint: `https://fcm.googleapis.com/${'a'.repeat(2048)}` },
          name: 'x',
        },
        'subscription.endpoint must be at most 2048 characters',
      ],
      [{ subscription: { endpoint: subscription.endpoint }, name: 'x' }, 'subscription.keys is required'],
      [
        { subscription: { ...subscription, keys: { auth: subscription.keys.auth } }, name: 'x' },
        'subscription.keys.p256dh is required',
      ],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } }, name: 'x' },
        'subscription.keys.p256dh must be a P-256 public key, base64url (65 bytes)',
      ],
      [
        { subscription: { ...subscription, keys: { ...subscription.keys, auth: 'a+b/' } }, name: 'x' },
        'subscription.keys.auth must be an authentication secret, base64url (16 bytes)',
      ],
      [{ subscription }, 'name is required'],
      [{ subscription, name: '   ' }, 'name is required'],
      [{ subscription, name: 'x'.repeat(61) }, 'name must be at most 60 characters'],
      [{ subscription, name: 'two\nlines' }, 'name must be text on one line'],
      [[], 'The request body must be an object'],
    ];
    for (const [body, message] of refusals) {
      const response = await callApi('PUT', '/api/user/devices', { as: fay.email, body });
      expect({ status: response.status, body: response.body }, JSON.stringify(body).slice(0, 80)).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect(await tableSnapshot()).toEqual(before);
  });

  it('refuses an eleventh device with 409, and still takes one of the ten again', async () => {
    const gus = await userWithPreferences('Gus', {});
    const browsers = Array.from({ length: 10 }, (_, index) => pushService.browser(`b${index}`));
    for (const browser of browsers) await registered(gus, browser);
    const eleventh = await register(gus, pushService.browser('eleventh'));
    expect(eleventh).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('in 10 browsers already') },
    });
    expectStatus(await register(gus, browsers[3] as TestBrowser, 'renamed'), 200);
    expect(expectStatus(await devices(gus), 200).body.devices).toHaveLength(10);
  });

  it("removes the caller's own device, and answers 404 for anyone else's or an unknown one", async () => {
    const [hal, ida] = [await userWithPreferences('Hal', {}), await userWithPreferences('Ida', {})];
    const hals = await registered(hal, pushService.browser('phone'));
    const remove = (user: UserRecord, id: string) =>
      callApi('DELETE', `/api/user/devices/${id}`, { as: user.email });

    expect(await remove(ida, hals.id)).toMatchObject({ status: 404, body: { message: 'Device not found' } });
    expect(expectStatus(await devices(hal), 200).body.devices).toEqual([hals]);
    expect((await remove(hal, hals.id)).status).toBe(204);
    expect(expectStatus(await devices(hal), 200).body.devices).toEqual([]);
    expect((await remove(hal, hals.id)).status).toBe(404);
  });

  it("keeps each device's own live-score switches: the final alone on until changed, and only by its owner", async () => {
    const [fay, gus] = [await userWithPreferences('Fay', {}), await userWithPreferences('Gus', {})];
    const [phones, laptops] = [pushService.browser('fay-phone'), pushService.browser('fay-laptop')];
    const phone = await registered(fay, phones);
    const laptop = await registered(fay, laptops);
    const setSwitches = (user: UserRecord, id: string, body: unknown) =>
      callApi<Device>('PATCH', `/api/user/devices/${id}`, { as: user.email, body });
    expect(phone.live).toEqual({ kickoff: false, scores: false, final: true });

    const changed = expectStatus(await setSwitches(fay, phone.id, { scores: true, final: false }), 200);
    expect(changed.body).toEqual({ ...phone, live: { kickoff: false, scores: true, final: false } });
    // Those left out stay as they were; the other device keeps its own.
    expectStatus(await setSwitches(fay, phone.id, { kickoff: true }), 200);
    expect(expectStatus(await devices(fay), 200).body.devices).toEqual([
      laptop,
      { ...phone, live: { kickoff: true, scores: true, final: false } },
    ]);
    // The same browser registering again keeps its switches.
    expect((await registered(fay, phones)).live).toEqual({ kickoff: true, scores: true, final: false });

    expect(await setSwitches(gus, phone.id, { scores: false })).toMatchObject({
      status: 404,
      body: { message: 'Device not found' },
    });
    expect(await setSwitches(fay, 'nonesuch', { scores: true })).toMatchObject({ status: 404 });
    expect(await setSwitches(fay, phone.id, { scores: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'scores must be a boolean' },
    });
    expect(expectStatus(await devices(fay), 200).body.devices[1]?.live).toEqual({
      kickoff: true,
      scores: true,
      final: false,
    });
  });

  it('keeps the push switches beside the others: bet news and comments on, proposals off, until changed', async () => {
    const jo = await userWithPreferences('Jo', {});
    const user = async () =>
      expectStatus(await callApi<User>('GET', '/api/auth/user', { as: jo.email }), 200).body;
    expect(await user()).toMatchObject({ pushNotifications: true, pushComments: true, pushProposals: false });

    const changed = await callApi<User>('PATCH', '/api/user/preferences', {
      as: jo.email,
      body: { pushNotifications: false, pushProposals: true },
    });
    expect(expectStatus(changed, 200).body).toMatchObject({
      pushNotifications: false,
      pushComments: true,
      pushProposals: true,
      emailNotifications: true,
    });
    expect(await user()).toMatchObject({ pushNotifications: false, pushComments: true, pushProposals: true });
    const refused = await callApi('PATCH', '/api/user/preferences', {
      as: jo.email,
      body: { pushComments: 'yes' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: 'pushComments must be a boolean' } });
  });
});

describe('push notifications from the table stream', () => {
  it("tells the proposer's every device of the acceptance, encrypted for each and signed for its push service", async () => {
    const [ann, ben] = [await userWithPreferences('Ann', {}), await userWithPreferences('Ben', {})];
    const [phone, laptop] = [pushService.browser('ann-phone'), pushService.browser('ann-laptop')];
    await registered(ann, phone);
    await registered(ann, laptop);
    const bet = await accepted(ann, ben);

    await deliverNotifications();

    for (const browser of [phone, laptop]) {
      const [request, ...more] = pushService.to(browser);
      if (!request) throw new Error(`Nothing was pushed to ${browser.name}`);
      expect(more).toEqual([]);
      expect(decrypted(browser, request)).toEqual({
        title: 'Ben accepted your bet on KC @ BUF',
        body: 'Pigskin: Ben accepted your bet: BUF -3.5 on KC @ BUF for 50 Pigskins.',
        url: `/bets/${bet.id}`,
        tag: `${bet.id}#accepted#${(await getBet(bet.id))?.version}`,
      });
      // Signed with our key, for this push service, by whom it may write to.
      expect(vapidClaims(request)).toEqual({
        aud: pushService.origin,
        sub: 'mailto:admin@example.com',
        exp: expect.any(Number),
        k: expectStatus(await devices(ann), 200).body.publicKey,
      });
      expect(request.headers.ttl).toBe(String(24 * 60 * 60));
    }
    // Email went as before, beside the pushes.
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('removes a subscription its push service says is gone (410), and does not try it again', async () => {
    const [cal, dot] = [await userWithPreferences('Cal', {}), await userWithPreferences('Dot', {})];
    const [gone, kept] = [pushService.browser('cal-old'), pushService.browser('cal-new')];
    await registered(cal, gone);
    const keptDevice = await registered(cal, kept);
    pushService.answer(gone, 410);

    await accepted(cal, dot, '11');
    await deliverNotifications();
    await accepted(cal, dot, '12');
    await deliverNotifications();

    expect(pushService.to(gone).map((request) => request.status)).toEqual([410]);
    expect(pushService.to(kept)).toHaveLength(2);
    expect(expectStatus(await devices(cal), 200).body.devices).toEqual([keptDevice]);
  });

  it('never sends to a device stored at another host, and removes it', async () => {
    const [gil, hal] = [await userWithPreferences('Gil', {}), await userWithPreferences('Hal', {})];
    const kept = pushService.browser('gil-phone');
    const keptDevice = await registered(gil, kept);
    // The same push service under a name the sender must not fetch, stored as it could have been
    // before endpoints were held to the browsers' push services.
    const browser = pushService.browser('gil-internal');
    const internal = {
      ...browser.subscription,
      endpoint: browser.subscription.endpoint.replace('127.0.0.1', 'localhost'),
    };
    await savePushDevice({
      id: await deviceIdOf(internal.endpoint),
      userId: gil.id,
      name: 'internal',
      endpoint: internal.endpoint,
      ...internal.keys,
    });

    await accepted(gil, hal, '13');
    await deliverNotifications();

    expect(pushService.to({ ...browser, subscription: internal })).toEqual([]);
    expect(pushService.to(kept)).toHaveLength(1);
    expect(expectStatus(await devices(gil), 200).body.devices).toEqual([keptDevice]);
  });

  it("retries a device its push service refused (500) on the stream's next pass, and sends every device and channel once", async () => {
    const [eve, fox] = [await userWithPreferences('Eve', {}), await userWithPreferences('Fox', {})];
    const [flaky, steady] = [pushService.browser('eve-flaky'), pushService.browser('eve-steady')];
    await registered(eve, flaky);
    await registered(eve, steady);
    pushService.answer(flaky, 500);
    const bet = await accepted(eve, fox);

    await deliverNotifications();
    expect(pushService.to(flaky).map((request) => request.status)).toEqual([500]);
    await deliverNotifications();
    await deliverNotifications();

    const [refused, sent] = pushService.to(flaky);
    expect([refused?.status, sent?.status]).toEqual([500, 201]);
    if (sent) expect(decrypted(flaky, sent).url).toBe(`/bets/${bet.id}`);
    expect(pushService.to(steady)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('pushes nothing with bet news switched off, nor to a paused account', async () => {
    const [gil, hana, ivy] = [
      await userWithPreferences('Gil', { push: { pushNotifications: false } }),
      await userWithPreferences('Hana', {}),
      await userWithPreferences('Ivy', {}),
    ];
    const [gils, ivys] = [pushService.browser('gil'), pushService.browser('ivy')];
    await registered(gil, gils);
    await registered(ivy, ivys);
    const game = await scheduleGame({ kickoffInHours: 30 });
    const bet = await proposedThroughApi(ivy, proposal(game.id, '13'));
    await accepted(gil, hana, '14');
    expectStatus(await betting.accept(hana, bet.id), 200);
    await setUserStatus(ivy.id, { isActive: true, isPaused: true });

    await deliverNotifications();

    expect(pushService.to(gils)).toEqual([]);
    expect(pushService.to(ivys)).toEqual([]);
  });

  it('pushes comments, new open proposals and pre-game reminders, each by its own switch', async () => {
    const [kit, lou, max] = [
      await userWithPreferences('Kit', { push: { pushProposals: true } }),
      await userWithPreferences('Lou', { push: { pushComments: false } }),
      await userWithPreferences('Max', { emailOn: false }),
    ];
    const [kits, lous] = [pushService.browser('kit'), pushService.browser('lou')];
    await registered(kit, kits);
    await registered(lou, lous);
    const soon = await scheduleGame({ kickoffInHours: 0.5 });
    const bet = await proposedThroughApi(lou, proposal(soon.id, '16'));
    expectStatus(await betting.accept(max, bet.id), 200);
    for (const [as, text] of [
      [max, 'Easy money'],
      [lou, 'We will see'],
    ] as const)
      expectStatus(
        await callApi('POST', '/api/comments', { as: as.email, body: { on: `bet:${bet.id}`, text } }),
        201,
      );

    await deliverNotifications();
    await pregameReminders(scheduledEvent());

    // Kit, who asked for every new proposal, hears of Lou's; Lou, who turned comment pushes off,
    // hears of no comment, but of the kickoff.
    const pushed = (browser: TestBrowser) =>
      pushService.to(browser).map((request) => decrypted(browser, request));
    expect(pushed(kits)).toEqual([
      expect.objectContaining({ title: 'Lou proposed a bet on KC @ BUF', url: `/bets/${bet.id}` }),
    ]);
    expect(pushed(lous).map((payload) => payload.title)).toEqual([
      'Max accepted your bet on KC @ BUF',
      'Kickoff soon: KC @ BUF',
    ]);
    expect(pushed(lous)[1]).toMatchObject({ tag: `${bet.id}#pregame`, url: `/bets/${bet.id}` });
  });

  it('pushes nothing twice when the stream hands the same records over again, as after a restart', async () => {
    const [nia, oz] = [await userWithPreferences('Nia', {}), await userWithPreferences('Oz', {})];
    const nias = pushService.browser('nia');
    await registered(nia, nias);
    const handed = handedOver.length;
    await accepted(nia, oz, '17');
    await deliverNotifications();
    expect(pushService.to(nias)).toHaveLength(1);

    // Another run of the function (a restarted host, a retried batch) with the same records.
    for (const event of handedOver.slice(handed)) await notify(event, {} as never);

    expect(pushService.to(nias)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });
});
