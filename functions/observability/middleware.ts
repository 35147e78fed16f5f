import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { metrics } from './metrics';
import { tracer } from './tracer';

/**
 * Powertools' middlewares, outermost on every function (docs/decisions.md, Logs, metrics and traces):
 * the trace's handler subsegment (without the response, which may hold emails), the invocation's
 * context on every log line, and the metrics published when it ends, with ColdStart on the first.
 * An error the function answered for itself (a 4xx the endpoint wrapper turned into its response)
 * closes the trace as a success: only a failure or a 5xx marks it as a fault.
 */
export function observability<TEvent, TResult>(): MiddlewareObj<TEvent, TResult>[] {
  const tracing = captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj<TEvent, TResult>;
  return [
    {
      before: tracing.before,
      after: tracing.after,
      onError: (request) => {
        const status = (request.response as { statusCode?: number } | undefined)?.statusCode;
        if (status !== undefined && status < 500) return tracing.after?.(request) as undefined;
        return tracing.onError?.(request) as undefined;
      },
    },
    injectLambdaContext(logger, { resetKeys: true }),
    logMetrics(metrics, { captureColdStartMetric: true }),
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
  return (event, context) => handler(event, context ?? ({} as Context));
}
