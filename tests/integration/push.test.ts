import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Device, Devices } from '../../domain/push';
import type { User } from '../../domain/users';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { expectStatus, tableSnapshot } from '../support/betting';
import { skipNotifications } from '../support/notifications';
import { startPushService, type TestBrowser } from '../support/push-service';
import { userWithPreferences } from '../support/users';

// Push goes over HTTP to this file's own push service (plain http on 127.0.0.1, which only a test
// allows), email and SMS to mocked SES and SNS: no local outbox.
vi.hoisted(() => {
  delete process.env.OUTBOX_FILE;
  process.env.EMAIL_SENDER = 'pigskin@example.com';
  process.env.PUSH_LOOPBACK_HTTP = 'allowed';
});

const ses = mockClient(SESClient);
const sns = mockClient(SNSClient);
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.stop());

beforeEach(async () => {
  await skipNotifications();
  ses.reset();
  sns.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
  sns.on(PublishCommand).resolves({ MessageId: 'sent' });
});

const devices = (user: UserRecord) => callApi<Devices>('GET', '/api/user/devices', { as: user.email });
const register = (user: UserRecord, browser: TestBrowser, name = browser.name) =>
  callApi<Device>('PUT', '/api/user/devices', {
    as: user.email,
    body: { subscription: browser.subscription, name },
  });
const registered = async (user: UserRecord, browser: TestBrowser) =>
  expectStatus(await register(user, browser), 200).body;
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

  it('refuses a subscription that is not one, with 400 naming what is wrong, and stores nothing', async () => {
    const fay = await userWithPreferences('Fay', {});
    const { subscription } = pushService.browser('phone');
    const before = await tableSnapshot();
    const refusals: [unknown, string][] = [
      [{ name: 'x' }, 'subscription is required'],
      [
        { subscription: { ...subscription, endpoint: 'not a url' }, name: 'x' },
        'subscription.endpoint must be the https URL of a push service',
      ],
      [
        { subscription: { ...subscription, endpoint: 'http://push.example.com/a' }, name: 'x' },
        'subscription.endpoint must be the https URL of a push service',
      ],
      [
        { subscription: { ...subscription, endpoint: 'https://10.0.0.1/a' }, name: 'x' },
        'subscription.endpoint must be the https URL of a push service',
      ],
      [
        { subscription: { ...subscription, endpoint: 'http://127.0.0.2:80/a' }, name: 'x' },
        'subscription.endpoint must be the https URL of a push service',
      ],
      [
        {
          subscription: { ...subscription, endpoint: `https://push.example.com/${'a'.repeat(2048)}` },
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
