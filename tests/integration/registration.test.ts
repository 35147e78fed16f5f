import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_DAYS } from '../../domain/constants';
import type { Invitation } from '../../domain/invitations';
import type { User } from '../../domain/users';
import {
  INVITATION_EXPIRED,
  INVITATION_UNKNOWN,
  INVITATION_USED,
  inviteEmail,
  registerWithInvitation,
} from '../../functions/store/invitations';
import { listLedger } from '../../functions/store/ledger';
import { EMAIL_TAKEN, findUserByEmail } from '../../functions/store/users';
import { callApi } from '../support/api';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const register = (token: string, firstName = 'Casey', lastName = 'Jones') =>
  callApi<{ email?: string; message: string }>('POST', '/api/register', {
    body: { token, firstName, lastName },
  });

describe('registration', () => {
  beforeAll(ensureAdmin);

  it('creates the invited user with 1000.00 and an initial_balance ledger entry', async () => {
    const { token } = await inviteEmail('casey@example.com');

    const response = await register(token);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ email: 'casey@example.com', message: expect.any(String) });
    const user = await findUserByEmail('casey@example.com');
    expect(user).toMatchObject({
      firstName: 'Casey',
      lastName: 'Jones',
      balanceCents: 100_000,
      availableCents: 100_000,
    });
    const ledger = await listLedger(user?.id ?? '');
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'initial_balance', amountCents: 100_000, balanceAfterCents: 100_000 }),
    ]);
    const me = await callApi<User>('GET', '/api/auth/user', { as: 'casey@example.com' });
    expect(me.body).toMatchObject({ email: 'casey@example.com', virtualBalance: '1000.00', isAdmin: false });
  });

  it('refuses an unknown token with 400 and creates nobody', async () => {
    const response = await register('not-a-real-token');
    expect(response).toMatchObject({ status: 400, body: { message: INVITATION_UNKNOWN } });
  });

  it('refuses a token that was already used', async () => {
    const { token } = await inviteEmail('used@example.com');
    expect((await register(token)).status).toBe(201);

    const again = await register(token, 'Someone', 'Else');

    expect(again).toMatchObject({ status: 400, body: { message: INVITATION_USED } });
    expect(await findUserByEmail('used@example.com')).toMatchObject({ firstName: 'Casey' });
  });

  it('refuses an expired token and leaves the invitation open', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const { token } = await inviteEmail('late@example.com', eightDaysAgo);

    const response = await register(token);

    expect(response).toMatchObject({ status: 400, body: { message: INVITATION_EXPIRED } });
    expect(await findUserByEmail('late@example.com')).toBeUndefined();
    const open = await callApi<Invitation[]>('GET', '/api/admin/invitations', { as: ADMIN_EMAIL });
    expect(open.body.find((invitation) => invitation.email === 'late@example.com')?.status).toBe('pending');
  });

  it('takes a token until the last millisecond of its 7 days, and refuses it from then on', async () => {
    const sent = new Date(Date.now() - 60_000);
    const lastMoment = new Date(sent.getTime() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000 - 1);
    const [onTime, late] = [
      await inviteEmail('last-moment@example.com', sent),
      await inviteEmail('first-moment-late@example.com', sent),
    ];
    const names = { firstName: 'Ada', lastName: 'Byron' };

    await expect(registerWithInvitation(onTime.token, names, lastMoment)).resolves.toMatchObject({
      email: 'last-moment@example.com',
    });
    const expiry = new Date(lastMoment.getTime() + 1);
    await expect(registerWithInvitation(late.token, names, expiry)).rejects.toThrow(INVITATION_EXPIRED);
    expect(await findUserByEmail('first-moment-late@example.com')).toBeUndefined();
  });

  it("keeps the browser's time zone, and drops one the runtime does not know", async () => {
    const [east, odd] = [
      await inviteEmail('zone-east@example.com'),
      await inviteEmail('zone-odd@example.com'),
    ];
    const withZone = (token: string, timeZone: string) =>
      callApi('POST', '/api/register', { body: { token, firstName: 'Zoe', lastName: 'Ng', timeZone } });

    expect((await withZone(east.token, 'America/New_York')).status).toBe(201);
    expect((await withZone(odd.token, 'Mars/Olympus_Mons')).status).toBe(201);

    const zoneOf = async (email: string) =>
      (await callApi<User>('GET', '/api/auth/user', { as: email })).body.timeZone;
    expect(await zoneOf('zone-east@example.com')).toBe('America/New_York');
    expect(await zoneOf('zone-odd@example.com')).toBe('America/Los_Angeles');
  });

  it('tells whether a link still opens an invitation before the form is filled in, and changes nothing', async () => {
    const check = (token: string) =>
      callApi<{ email?: string; message?: string }>('POST', '/api/register/check', { body: { token } });
    const { token } = await inviteEmail('checked@example.com');

    expect(await check(token)).toMatchObject({ status: 200, body: { email: 'checked@example.com' } });
    expect(await check(token)).toMatchObject({ status: 200, body: { email: 'checked@example.com' } });
    expect((await register(token)).status).toBe(201);
    expect(await check(token)).toMatchObject({ status: 400, body: { message: INVITATION_USED } });
    expect(await check('not-a-real-token')).toMatchObject({
      status: 400,
      body: { message: INVITATION_UNKNOWN },
    });
    const late = await inviteEmail('late-check@example.com', new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    expect(await check(late.token)).toMatchObject({ status: 400, body: { message: INVITATION_EXPIRED } });
  });

  it('refuses a second user for an email that is already registered, leaving the invitation unused', async () => {
    const existing = await registeredUser({ email: 'twice@example.com' });
    const { token } = await inviteEmail('twice@example.com');

    const response = await register(token);

    expect(response).toMatchObject({ status: 409, body: { message: EMAIL_TAKEN } });
    expect(await findUserByEmail('twice@example.com')).toMatchObject({ id: existing.id });
    await expect(registerWithInvitation(token, { firstName: 'A', lastName: 'B' })).rejects.toThrow(
      EMAIL_TAKEN,
    );
  });

  it('registers the email of an invitation written with a trailing dot in its one form, and only once', async () => {
    // Invitations made before emails lost their trailing dots may still be open.
    const { token } = await inviteEmail('Dotted@Example.com.');
    expect(await register(token)).toMatchObject({ status: 201, body: { email: 'dotted@example.com' } });

    await registeredUser({ email: 'taken-dotted@example.com' });
    const again = await inviteEmail('taken-dotted@example.com.');
    expect(await register(again.token)).toMatchObject({ status: 409, body: { message: EMAIL_TAKEN } });
  });

  it('lets only one of two simultaneous registrations with one token through', async () => {
    const { token } = await inviteEmail('race@example.com');

    const responses = await Promise.all([register(token, 'First', 'One'), register(token, 'Second', 'Two')]);

    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
  });

  it.each([
    [{ token: 't', firstName: '', lastName: 'Jones' }, 'firstName is required'],
    [{ token: 't', firstName: 'Casey' }, 'lastName is required'],
    [{ firstName: 'Casey', lastName: 'Jones' }, 'token is required'],
    [{ token: 't', firstName: 'x'.repeat(51), lastName: 'Jones' }, 'firstName must be at most 50 characters'],
  ])('names the missing or wrong field: %j', async (body, message) => {
    const response = await callApi('POST', '/api/register', { body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await callApi('POST', '/api/register', {
      rawBody: '{token:',
      headers: { 'content-type': 'application/json' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
  });
});
