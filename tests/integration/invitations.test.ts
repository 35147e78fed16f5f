import { beforeAll, describe, expect, it } from 'vitest';
import { invitationExpiry, type Invitation, type SentInvitation } from '../../domain/invitations';
import { DEFAULT_TIME_ZONE } from '../../domain/users';
import type { OutboxEntry } from '../../functions/notifications/outbox';
import {
  findInvitationByEmail,
  inviteEmail,
  markInvitationIncomplete,
} from '../../functions/store/invitations';
import { EMAIL_TAKEN } from '../../functions/store/users';
import { APP_ORIGIN, callApi } from '../support/api';
import { outbox } from '../support/outbox';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const invite = (email: string) =>
  callApi<SentInvitation>('POST', '/api/admin/invitations', { as: ADMIN_EMAIL, body: { email } });
const list = (all = false) =>
  callApi<Invitation[]>('GET', `/api/admin/invitations${all ? '?all=true' : ''}`, { as: ADMIN_EMAIL });
const remove = (id: string) => callApi('DELETE', `/api/admin/invitations/${id}`, { as: ADMIN_EMAIL });
const linkIn = (entry: OutboxEntry | undefined) => /\/register\?token=(\S+)/.exec(entry?.body ?? '')?.[1];

describe('invitations', () => {
  beforeAll(ensureAdmin);

  it('emails a registration link that registers the invitee', async () => {
    const response = await invite(' Dana@Example.com ');

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email: 'dana@example.com', status: 'pending', usedAt: null });
    const expiresInDays =
      (Date.parse(response.body.expiresAt) - Date.parse(response.body.createdAt)) / 86_400_000;
    expect(expiresInDays).toBe(7);

    const email = (await outbox()).findLast((entry) => entry.to === 'dana@example.com');
    expect(email).toMatchObject({ channel: 'email', subject: "You're invited to Pigskin" });
    expect(email?.body).toContain(`${APP_ORIGIN}/register?token=`);
    // The admin's screen writes the expiry with the same function in the same zone, the admin's
    // (Pacific: this admin never chose one): the two cannot name different days.
    expect(email?.body).toContain(`until ${invitationExpiry(response.body.expiresAt, DEFAULT_TIME_ZONE)}):`);
    const token = decodeURIComponent(linkIn(email) ?? '');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 random bits, base64url

    const registration = await callApi('POST', '/api/register', {
      body: { token, firstName: 'Dana', lastName: 'Lee' },
    });
    expect(registration.status).toBe(201);
    expect(
      (await list(true)).body.find((invitation) => invitation.email === 'dana@example.com'),
    ).toMatchObject({
      status: 'completed',
      usedAt: expect.any(String),
    });
  });

  it('lists open invitations by default and every invitation with all=true, newest first', async () => {
    await invite('open-one@example.com');
    const { token } = await inviteEmail('done-one@example.com');
    await callApi('POST', '/api/register', { body: { token, firstName: 'Done', lastName: 'One' } });
    await invite('open-two@example.com');

    const open = (await list()).body.map((invitation) => invitation.email);
    const all = (await list(true)).body.map((invitation) => invitation.email);

    expect(open).toContain('open-one@example.com');
    expect(open).not.toContain('done-one@example.com');
    expect(all).toContain('done-one@example.com');
    expect(open.indexOf('open-two@example.com')).toBeLessThan(open.indexOf('open-one@example.com'));
  });

  it('re-sends an open invitation with a new link and kills the old one', async () => {
    const first = await invite('again@example.com');
    const oldToken = decodeURIComponent(
      linkIn((await outbox()).findLast((entry) => entry.to === 'again@example.com')) ?? '',
    );

    const second = await invite('again@example.com');

    expect(second.body.id).toBe(first.body.id);
    expect((await list()).body.filter((invitation) => invitation.email === 'again@example.com')).toHaveLength(
      1,
    );
    const old = await callApi('POST', '/api/register', {
      body: { token: oldToken, firstName: 'A', lastName: 'B' },
    });
    expect(old.status).toBe(400);
    const newEmail = (await outbox()).findLast((entry) => entry.to === 'again@example.com');
    const newToken = decodeURIComponent(linkIn(newEmail) ?? '');
    expect(newToken).not.toBe(oldToken);
    // The admin is told the old link stopped working, and gets the new one to send by text.
    expect(first.body).toMatchObject({ replacedLink: false });
    expect(second.body).toMatchObject({
      replacedLink: true,
      registrationLink: `${APP_ORIGIN}/register?token=${linkIn(newEmail) ?? ''}`,
    });
  });

  it('sends one address at most 3 invitations an hour, however often the admin presses, and others still go', async () => {
    const sentTo = async (email: string) => (await outbox()).filter((entry) => entry.to === email).length;
    for (let time = 0; time < 3; time++) expect((await invite('flood@example.com')).status).toBe(201);

    expect(await invite('FLOOD@example.com')).toMatchObject({
      status: 429,
      body: { message: 'This email has been sent 3 invitations this hour. Please try again later.' },
    });
    expect(await sentTo('flood@example.com')).toBe(3);
    expect((await invite('calm@example.com')).status).toBe(201);
  });

  it('counts an address however it is written: a trailing dot, capitals and spaces make no other address', async () => {
    for (let time = 0; time < 3; time++) expect((await invite('victim@example.com')).status).toBe(201);

    for (const written of ['victim@example.com.', ' Victim@Example.COM.. ', 'VICTIM@example.com'])
      expect(await invite(written)).toMatchObject({
        status: 429,
        body: { message: 'This email has been sent 3 invitations this hour. Please try again later.' },
      });
    expect((await outbox()).filter((entry) => entry.to.startsWith('victim@'))).toHaveLength(3);
    expect((await list(true)).body.filter((invitation) => invitation.email.startsWith('victim@'))).toEqual([
      expect.objectContaining({ email: 'victim@example.com' }),
    ]);

    const user = await registeredUser();
    expect(await invite(` ${user.email.toUpperCase()}. `)).toMatchObject({
      status: 409,
      body: { message: EMAIL_TAKEN },
    });
    expect(await invite('someone@example.')).toMatchObject({
      status: 400,
      body: { message: 'email must be a valid email address' },
    });
  });

  it('refuses to invite an email that is already registered', async () => {
    const user = await registeredUser();
    expect(await invite(user.email)).toMatchObject({ status: 409, body: { message: EMAIL_TAKEN } });
  });

  it('refuses an email that does not look like one', async () => {
    expect(await invite('not an email')).toMatchObject({
      status: 400,
      body: { message: 'email must be a valid email address' },
    });
  });

  it('deletes a pending invitation, after which its link no longer registers', async () => {
    const { invitation, token } = await inviteEmail('drop-me@example.com');

    expect((await remove(invitation.id)).status).toBe(204);

    expect((await list(true)).body.map((item) => item.id)).not.toContain(invitation.id);
    const registration = await callApi('POST', '/api/register', {
      body: { token, firstName: 'A', lastName: 'B' },
    });
    expect(registration.status).toBe(400);
    expect((await invite('drop-me@example.com')).status).toBe(201);
  });

  it('deletes an incomplete invitation', async () => {
    const { invitation } = await inviteEmail('halfway@example.com');
    await markInvitationIncomplete(invitation);
    expect((await findInvitationByEmail('halfway@example.com'))?.status).toBe('incomplete');

    expect((await remove(invitation.id)).status).toBe(204);
  });

  it('refuses to delete a completed invitation, and keeps it', async () => {
    const { invitation, token } = await inviteEmail('keep-me@example.com');
    await callApi('POST', '/api/register', { body: { token, firstName: 'Keep', lastName: 'Me' } });

    const response = await remove(invitation.id);

    expect(response.status).toBe(409);
    expect((await list(true)).body.map((item) => item.id)).toContain(invitation.id);
  });

  it('answers 404 for an invitation that does not exist', async () => {
    expect((await remove('no-such-invitation')).status).toBe(404);
  });
});
