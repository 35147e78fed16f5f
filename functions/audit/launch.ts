import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { countingCalls } from '../observability/aws-calls';
import type { AuditEvent } from './run-audit';

const lambda = countingCalls(new LambdaClient({}), 'Lambda');
const running = new Set<Promise<void>>();

/**
 * Starts the audit function without waiting for it: in the cloud an asynchronous invocation of its
 * own function (`AUDIT_FUNCTION`, with its long timeout), on a laptop the same handler in-process,
 * after the response.
 */
export async function launchAudit(event: AuditEvent): Promise<void> {
  const functionName = process.env.AUDIT_FUNCTION;
  if (functionName) {
    // Event: Lambda queues it and answers 202 at once.
    await lambda.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: new TextEncoder().encode(JSON.stringify(event)),
      }),
    );
    return;
  }
  // The audit itself, not its Lambda handler: the request's logger context stays the request's.
  const run = import('./run-audit')
    .then(({ runAudit }) => runAudit(event))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once every in-process audit has finished (tests, the local host stopping). */
export async function auditsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
