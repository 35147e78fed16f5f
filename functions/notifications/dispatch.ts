import { awsFetch, regionalEndpoint } from '../aws-fetch';
import { requiredEnv } from '../config';
import type { NotificationEvent } from './events';

const running = new Set<Promise<void>>();

/**
 * Hands a notification to the notify function without waiting for it: the request that caused it
 * is never slowed or failed by email or SMS. In the cloud this is an asynchronous Lambda invocation
 * (retried by Lambda, then kept in a dead-letter queue); on a laptop the same handler runs in-process,
 * after the response.
 */
export async function dispatch(event: NotificationEvent): Promise<void> {
  // Lambda bundles define PIGSKIN_RUNTIME as "lambda" at build time (infra/aws/bundling.ts): the test
  // is then constant there, and esbuild leaves out the in-process branch with the notify code and the
  // SES and SNS clients it would bring.
  if (process.env.PIGSKIN_RUNTIME === 'lambda' || process.env.NOTIFY_FUNCTION) {
    try {
      const functionName = encodeURIComponent(requiredEnv('NOTIFY_FUNCTION'));
      // Event: Lambda queues the event and answers 202 at once; it retries failures itself.
      await awsFetch(
        'Lambda Invoke',
        'lambda',
        `${regionalEndpoint('lambda')}/2015-03-31/functions/${functionName}/invocations`,
        { method: 'POST', headers: { 'X-Amz-Invocation-Type': 'Event' }, body: JSON.stringify(event) },
      );
    } catch (error) {
      console.error('Could not hand a notification over', { event, error });
    }
  } else {
    const run = import('./notify')
      .then(({ handler }) => handler(event))
      .catch((error: unknown) => console.error('Notification failed', { event, error }))
      .finally(() => running.delete(run));
    running.add(run);
  }
}

/** Resolves once every in-process notification has finished (local host shutdown, tests). */
export async function notificationsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
