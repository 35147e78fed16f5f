import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../domain/users';
import type { UserRecord } from '../../functions/store/users';
import { callApi } from '../support/api';
import { betting, expectStatus, proposedThroughApi, scheduleGame } from '../support/betting';
import { outbox } from '../support/outbox';
import { registeredUser, userWithPreferences } from '../support/users';

const patch = (user: UserRecord, body: unknown) =>
  callApi<User & { message?: string }>('PATCH', '/api/user/preferences', { as: user.email, body });
const sendCode = (user: UserRecord) =>
  callApi<{ message: string; phone: string }>('POST', '/api/user/phone/code', { as: user.email });
const confirm = (user: UserRecord, code: string) =>
  callApi<User & { message?: string }>('POST', '/api/user/phone/confirm', { as: user.email, body: { code } });

/** The code in the newest text to this number. */
async function codeTextedTo(phone: string): Promise<string> {
  const text = (await outbox()).findLast((entry) => entry.channel === 'sms' && entry.to === phone);
  const code = /your code is (\d{6})\./.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`No code was texted to ${phone}`);
  return code;
}

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

afterEach(() => {
  vi.useRealTimers();
});

describe('phone numbers', () => {
  it.each(['(555) 010-2030', '+1 555 010 2030', '555.010.2030'])(
    'takes %j as typed and keeps it as +15550102030, not yet confirmed',
    async (typed) => {
      const user = await registeredUser();
      expect((await patch(user, { phoneNumber: typed })).body).toMatchObject({
        phoneNumber: '+15550102030',
        phoneConfirmed: false,
      });
    },
  );

  it('turns SMS on only once the number is confirmed with the 6-digit code texted to it', async () => {
    const user = await registeredUser();
    await patch(user, { phoneNumber: '(555) 010-0001' });
    expect(await patch(user, { smsNotifications: true })).toMatchObject({
      status: 400,
      body: { message: 'smsNotifications needs a confirmed phone number' },
    });

    expect(await sendCode(user)).toMatchObject({
      status: 200,
      body: { phone: '+15550100001', message: 'We texted a 6-digit code to +15550100001' },
    });
    const code = await codeTextedTo('+15550100001');
    expect((await outbox()).at(-1)?.body).toBe(
      `Pigskin: your code is ${code}. It confirms this number for Pigskin texts and works for 10 minutes. Didn't ask for it? Ignore this message.`,
    );
    expect(await confirm(user, code)).toMatchObject({
      status: 200,
      body: { phoneNumber: '+15550100001', phoneConfirmed: true },
    });
    expect(await patch(user, { smsNotifications: true, betProposalSmsAlerts: true })).toMatchObject({
      status: 200,
      body: { smsNotifications: true, betProposalSmsAlerts: true, phoneConfirmed: true },
    });
    expect((await sendCode(user)).status).toBe(409);
  });

  it('allows 5 tries per code, then wants a new code', async () => {
    const user = await registeredUser();
    await patch(user, { phoneNumber: '+15550100002' });
    await sendCode(user);
    const code = await codeTextedTo('+15550100002');
    const messages = [];
    for (let attempt = 0; attempt < 5; attempt++)
      messages.push((await confirm(user, otherThan(code))).body.message);
    expect(messages).toEqual([
      'That code is not right: 4 tries left',
      'That code is not right: 3 tries left',
      'That code is not right: 2 tries left',
      'That code is not right: 1 try left',
      'That code is not right, and it was the last try: send a new code',
    ]);
    expect(await confirm(user, code)).toMatchObject({
      status: 400,
      body: { message: 'Too many wrong tries: send a new code' },
    });

    await sendCode(user);
    const fresh = await codeTextedTo('+15550100002');
    expect((await confirm(user, fresh)).body.phoneConfirmed).toBe(true);
  });

  it('lets tries race no further than 5', async () => {
    const user = await registeredUser();
    await patch(user, { phoneNumber: '+15550100009' });
    await sendCode(user);
    const code = await codeTextedTo('+15550100009');
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(user, otherThan(code))));
    expect(
      answers.filter((answer) => answer.body.message?.startsWith('That code is not right')),
    ).toHaveLength(5);
    expect((await confirm(user, code)).status).toBe(400);
  });

  it('takes a code for 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const user = await registeredUser();
    await patch(user, { phoneNumber: '+15550100003' });
    await sendCode(user);
    const code = await codeTextedTo('+15550100003');
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1000);
    expect(await confirm(user, code)).toMatchObject({
      status: 400,
      body: { message: 'This code has expired: send a new one' },
    });
  });

  it('refuses a code that is not 6 digits, and one sent to a number since replaced', async () => {
    const user = await registeredUser();
    await patch(user, { phoneNumber: '+15550100004' });
    await sendCode(user);
    const code = await codeTextedTo('+15550100004');
    expect(await confirm(user, '12345')).toMatchObject({
      status: 400,
      body: { message: 'code must be the 6 digits we sent' },
    });
    await patch(user, { phoneNumber: '+15550100005' });
    expect(await confirm(user, code)).toMatchObject({
      status: 400,
      body: { message: 'Send a code to your number first' },
    });
  });

  it('unconfirms a changed number and switches SMS and its alerts off until the new one is confirmed', async () => {
    const user = await userWithPreferences('Cora', { smsOn: true, alerts: true, phone: '+15550100006' });
    expect((await callApi<User>('GET', '/api/auth/user', { as: user.email })).body).toMatchObject({
      phoneConfirmed: true,
      smsNotifications: true,
    });
    expect((await patch(user, { phoneNumber: '+15550100007' })).body).toMatchObject({
      phoneNumber: '+15550100007',
      phoneConfirmed: false,
      smsNotifications: false,
      betProposalSmsAlerts: false,
    });
  });

  it('texts at most 5 codes an hour to one person, whatever numbers they try', async () => {
    const user = await registeredUser();
    for (let sent = 0; sent < 5; sent++) {
      await patch(user, { phoneNumber: `+1555010801${sent}` });
      expectStatus(await sendCode(user), 200);
    }
    await patch(user, { phoneNumber: '+15550108015' });
    const refused = await sendCode(user);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'You can ask for 5 codes an hour. Please try again later.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await outbox()).filter((entry) => entry.to === '+15550108015')).toHaveLength(0);
  });

  it('texts one number at most 3 codes an hour, however many members ask for them', async () => {
    const askers = await Promise.all(Array.from({ length: 8 }, () => registeredUser()));
    const calm = await registeredUser();
    const answers = [];
    for (const asker of askers) {
      await patch(asker, { phoneNumber: '+15550108020' });
      answers.push(await sendCode(asker));
    }

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(answers[3]).toMatchObject({
      body: { message: 'This number has had 3 codes this hour. Please try again later.' },
    });
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await outbox()).filter((entry) => entry.to === '+15550108020')).toHaveLength(3);
    await patch(calm, { phoneNumber: '+15550108021' });
    expectStatus(await sendCode(calm), 200);
  });

  it('sends no code to a number another member has confirmed, and says so', async () => {
    await userWithPreferences('Vic', { smsOn: true, phone: '+15550108030' });
    const texted = async () => (await outbox()).filter((entry) => entry.to === '+15550108030').length;
    const before = await texted();
    const others = await Promise.all(Array.from({ length: 3 }, () => registeredUser()));

    for (const other of others) {
      expectStatus(await patch(other, { phoneNumber: '(555) 010-8030' }), 200);
      expect(await sendCode(other)).toMatchObject({
        status: 409,
        body: { message: 'Another member has confirmed this number. Enter your own number to get texts.' },
      });
    }
    expect(await texted()).toBe(before);
  });
});

describe('the test buttons', () => {
  it('Test SMS goes to the caller’s own confirmed number, says it is a test, 5 times an hour', async () => {
    expect(await callApi('POST', '/api/test-sms', { as: (await registeredUser()).email })).toMatchObject({
      status: 400,
      body: { message: 'Add a phone number first' },
    });
    const unconfirmed = await userWithPreferences('Ula', { phone: '+15550200001', confirmed: false });
    expect(await callApi('POST', '/api/test-sms', { as: unconfirmed.email })).toMatchObject({
      status: 400,
      body: { message: 'Confirm your phone number first' },
    });

    const user = await userWithPreferences('Tess', { smsOn: true, phone: '+15550200002' });
    for (let sent = 0; sent < 5; sent++) {
      expect((await callApi('POST', '/api/test-sms', { as: user.email })).body).toEqual({
        phone: '+15550200002',
        provider: 'local outbox',
      });
    }
    const refused = await callApi('POST', '/api/test-sms', { as: user.email });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'You can send 5 test messages an hour. Please try again later.' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const texts = (await outbox()).filter((entry) => entry.to === '+15550200002');
    expect(texts.map((entry) => entry.body)).toEqual(
      Array.from({ length: 5 }, () => 'Pigskin: this is a test message. SMS notifications reach this phone.'),
    );
    expect((await outbox()).filter((entry) => entry.to === '+15550200001')).toEqual([]);
  });

  it('Test Pre-Game Notifications reach the caller alone, marked as tests, 5 times an hour', async () => {
    const caller = await userWithPreferences('Pia', { smsOn: true, phone: '+15550200003' });
    const opponent = await userWithPreferences('Otto', { smsOn: true, phone: '+15550200004' });
    const game = await scheduleGame({ kickoffInHours: 20 });
    const bet = await proposedThroughApi(opponent, {
      gameId: game.id,
      betType: 'spread',
      selection: 'home',
      spread: -3.5,
      amount: '10',
    });
    expectStatus(await betting.accept(caller, bet.id), 200);

    for (let sent = 0; sent < 5; sent++) {
      expect((await callApi('POST', '/api/test-pregame-notifications', { as: caller.email })).body).toEqual({
        sent: 2,
        bets: 1,
        message: 'Sent you 2 test reminders for 1 bet',
      });
    }
    expect(await callApi('POST', '/api/test-pregame-notifications', { as: caller.email })).toMatchObject({
      status: 429,
      body: { message: 'You can test the pre-game notifications 5 times an hour. Please try again later.' },
    });

    const sent = await outbox();
    expect(sent.filter((entry) => [opponent.email, '+15550200004'].includes(entry.to))).toEqual([]);
    const toCaller = sent.filter((entry) => [caller.email, '+15550200003'].includes(entry.to));
    // Each test: one email and one text to the caller, in the same words.
    const reminder = toCaller[0]?.body ?? '';
    expect(reminder).toMatch(
      /^Pigskin \(test\): KC @ BUF kicks off .+\. Your bet: KC \+3\.5 for 10 Pigskins against Otto\. /,
    );
    const on = (channel: string) =>
      toCaller
        .filter((entry) => entry.channel === channel)
        .map(({ to, subject, body }) => ({ to, subject, body }));
    const fiveTimes = <T>(message: T) => Array.from({ length: 5 }, () => message);
    expect(on('email')).toEqual(
      fiveTimes({ to: caller.email, subject: 'Test: Kickoff soon: KC @ BUF', body: reminder }),
    );
    expect(on('sms')).toEqual(fiveTimes({ to: '+15550200003', subject: null, body: reminder }));
    expect(toCaller).toHaveLength(10);
  });
});
