import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler, NOT_INVITED } from '../../functions/auth/pre-sign-up';
import { inviteEmail, registerWithInvitation } from '../../functions/store/invitations';
import { deleteUser } from '../../functions/store/accounts';
import { ADMIN_EMAIL, ensureAdmin, registeredUser } from '../support/users';

const DAY_MS = 86_400_000;

/** What Cognito sends when someone fills in its hosted sign-up form. */
function signUp(email: string): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_TestPool',
    triggerSource: 'PreSignUp_SignUp',
    userName: '7a1b2c3d-0000-4000-8000-000000000000',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'test-client' },
    request: { userAttributes: { email } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

const admitted = async (email: string) => {
  const event = signUp(email);
  await expect(handler(event)).resolves.toBe(event);
};
const refused = (email: string) => expect(handler(signUp(email))).rejects.toThrow(NOT_INVITED);

describe('the pre-sign-up check', () => {
  beforeAll(ensureAdmin);

  it('admits an admin email without an invitation, however it is typed', async () => {
    await admitted(ADMIN_EMAIL);
    await admitted(' Admin@Example.COM ');
    await admitted('admin@example.com.');
  });

  it('takes an admin email from ADMIN_EMAILS in the same form as the one signing up', async () => {
    const admins = process.env.ADMIN_EMAILS;
    process.env.ADMIN_EMAILS = `${admins}, Boss@Example.com. `;
    try {
      await admitted('boss@example.com');
    } finally {
      process.env.ADMIN_EMAILS = admins;
    }
  });

  it('admits an email whose invitation is open', async () => {
    await inviteEmail('invited@example.com');
    await admitted('Invited@example.com');
    await admitted('invited@example.com.');
  });

  it('admits the email of a registered user', async () => {
    const user = await registeredUser();
    await admitted(user.email);
    await admitted(`${user.email}.`);
  });

  it('refuses an email whose invitation has expired', async () => {
    await inviteEmail('late@example.com', new Date(Date.now() - 8 * DAY_MS));
    await refused('late@example.com');
  });

  it('refuses a deleted user, whose invitation was used', async () => {
    const { token } = await inviteEmail('gone@example.com');
    const user = await registerWithInvitation(token, { firstName: 'Gone', lastName: 'Away' });
    await deleteUser(user.id);
    await refused('gone@example.com');
  });

  it('refuses an email nobody invited, saying the app is invite-only', async () => {
    await refused('stranger@example.com');
  });
});
