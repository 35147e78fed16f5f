import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { NotificationEvent } from './events';

const notifyFunction = process.env.NOTIFY_FUNCTION;
const lambda = notifyFunction ? new LambdaClient({}) : undefined;
const running = new Set<Promise<void>>();

/**
 * Hands a notification to the notify function without waiting for it: the request that caused it
 * is never slowed or failed by email or SMS. In the cloud this is an asynchronous Lambda invocation
 * (retried by Lambda, then kept in a dead-letter queue); on a laptop the same handler runs in-process,
 * after the response.
 */
export async function dispatch(event: NotificationEvent): Promise<void> {
  if (lambda) {
    try {
      await lambda.send(
        new InvokeCommand({
          FunctionName: notifyFunction,
          InvocationType: 'Event',
          Payload: JSON.stringify(event),
        }),
      );
    } catch (error) {
      console.error('Could not hand a notification over', { event, error });
    }
    return;
  }
  const run = import('./notify')
    .then(({ handler }) => handler(event))
    .catch((error: unknown) => console.error('Notification failed', { event, error }))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once every in-process notification has finished (local host shutdown, tests). */
export async function notificationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
