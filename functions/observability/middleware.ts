import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { countAwsCalls, metrics } from './metrics';
import { awsCallsSoFar, tallyingAwsCalls } from './aws-calls';

/**
 * Powertools' middlewares, outermost on every function (docs/decisions.md, Logs, metrics and traces):
 * the invocation's context on every log line, and the metrics published when it ends, with
 * ColdStart on the first and the invocation's AWS calls by service. Lambda's active tracing records
 * each invocation without an SDK in the bundle.
 */
export function observability<TEvent, TResult>(): MiddlewareObj<TEvent, TResult>[] {
  const publishCalls = () => countAwsCalls(awsCallsSoFar());
  return [
    injectLambdaContext(logger, { resetKeys: true }),
    logMetrics(metrics, { captureColdStartMetric: true }),
    { after: publishCalls, onError: publishCalls },
  ];
}

/**
 * A function no route fronts (an import, a job, the stream's reader, the sign-up check), observed.
 * Lambda always passes a context; a caller without one (a test) gets an empty one, as middy gives.
 */
export function observed<TEvent, TResult>(
  handle: (event: TEvent) => Promise<TResult>,
): (event: TEvent, context?: Context) => Promise<TResult> {
  const handler = middy<TEvent, TResult>()
    .use(observability<TEvent, TResult>())
    .handler((event) => handle(event));
  return tallyingAwsCalls((event: TEvent, context?: Context) => handler(event, context ?? ({} as Context)));
}
