import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { launchAudit } from '../../functions/audit/launch';

// The cloud's configuration: the route knows the audit function by name.
vi.hoisted(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    AUDIT_FUNCTION: 'Pigskin-prod-LedgerAuditAudit',
  });
});

describe('starting the ledger audit in the cloud', () => {
  const lambda = mockClient(LambdaClient);
  afterAll(() => lambda.restore());

  it('invokes the audit function asynchronously with the run it starts, and does not wait for it', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    await launchAudit({ startedAt: '2026-11-23T06:00:00.000Z' });
    const calls = lambda.commandCalls(InvokeCommand);
    expect(calls).toHaveLength(1);
    const { Payload, ...input } = calls[0]?.args[0].input ?? {};
    expect(input).toEqual({ FunctionName: 'Pigskin-prod-LedgerAuditAudit', InvocationType: 'Event' });
    expect(JSON.parse(new TextDecoder().decode(Payload as Uint8Array))).toEqual({
      startedAt: '2026-11-23T06:00:00.000Z',
    });
  });

  it('passes a refused invocation on to its caller', async () => {
    lambda.reset();
    lambda.on(InvokeCommand).rejects(new Error('AccessDenied'));
    await expect(launchAudit({ startedAt: '2026-11-23T06:01:00.000Z' })).rejects.toThrow('AccessDenied');
  });
});
