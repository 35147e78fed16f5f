import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { signOutAtProvider } from '../../functions/auth/provider-sign-out';

vi.hoisted(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});

describe('signing a user out at Cognito (Sign out everywhere, deactivation, deletion)', () => {
  const cognito = mockClient(CognitoIdentityProviderClient);
  afterEach(() => {
    cognito.reset();
    delete process.env.COGNITO_USER_POOL_ID;
  });
  afterAll(() => cognito.restore());

  it("revokes every refresh token of the user's, named by the email, in the stack's pool", async () => {
    process.env.COGNITO_USER_POOL_ID = 'us-east-1_Pigskin1';
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    await signOutAtProvider('ann@example.com');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand).map((call) => call.args[0].input)).toEqual([
      { UserPoolId: 'us-east-1_Pigskin1', Username: 'ann@example.com' },
    ]);
  });

  it('asks nothing off the cloud, where there is no Cognito', async () => {
    await signOutAtProvider('ann@example.com');
    expect(cognito.calls()).toEqual([]);
  });

  it('takes a user Cognito never knew, and a Cognito failure, without undoing the sign-out', async () => {
    process.env.COGNITO_USER_POOL_ID = 'us-east-1_Pigskin1';
    cognito
      .on(AdminUserGlobalSignOutCommand)
      .rejectsOnce(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }))
      .rejects(new InternalErrorException({ message: 'Internal error', $metadata: {} }));
    await expect(signOutAtProvider('never@example.com')).resolves.toBeUndefined();
    await expect(signOutAtProvider('ann@example.com')).resolves.toBeUndefined();
  });
});
