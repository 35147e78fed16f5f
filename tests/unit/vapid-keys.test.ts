import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it, vi } from 'vitest';
import { vapidDetails, vapidPublicKey } from '../../functions/notifications/vapid';

// The cloud's configuration: the keys' parameter names, not the keys.
vi.hoisted(() => {
  delete process.env.VAPID_PUBLIC_KEY;
  delete process.env.VAPID_PRIVATE_KEY;
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    VAPID_PUBLIC_KEY_PARAMETER: '/pigskin/test/vapid-public-key',
    VAPID_PRIVATE_KEY_PARAMETER: '/pigskin/test/vapid-private-key',
    VAPID_SUBJECT: 'mailto:pigskin@example.com',
  });
});

describe('the VAPID keys in AWS', () => {
  it('reads each key from its SSM parameter once per container, decrypting only the private one', async () => {
    const ssm = mockClient(SSMClient);
    ssm.on(GetParameterCommand, { Name: '/pigskin/test/vapid-public-key' }).resolves({
      Parameter: { Value: 'public-key', Type: 'String' },
    });
    ssm.on(GetParameterCommand, { Name: '/pigskin/test/vapid-private-key' }).resolves({
      Parameter: { Value: 'private-key', Type: 'SecureString' },
    });

    for (let request = 0; request < 3; request++) {
      expect(await vapidDetails()).toEqual({
        subject: 'mailto:pigskin@example.com',
        publicKey: 'public-key',
        privateKey: 'private-key',
      });
      expect(await vapidPublicKey()).toBe('public-key');
    }

    expect(ssm.commandCalls(GetParameterCommand).map((call) => call.args[0].input)).toEqual([
      { Name: '/pigskin/test/vapid-public-key', WithDecryption: false },
      { Name: '/pigskin/test/vapid-private-key', WithDecryption: true },
    ]);
    ssm.restore();
  });
});
