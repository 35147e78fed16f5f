import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Forbidden, NotFound, PigskinError, TooManyRequests } from '../../domain/errors';
import { clearedSessionCookies } from '../auth/cookies';
import { resolveSession, type Session } from '../auth/session';
import { appOrigin } from '../config';
import type { EntityRead } from '../store/client';
import { isAdmin } from '../config';
import { logger } from '../observability/logger';
import { awsCallsSoFar, type AwsCalls } from '../observability/aws-calls';
import { count } from '../observability/metrics';
import type { RoutedContext } from './api-function';
import { json, type Reply } from './responses';

export interface ApiContext extends RoutedContext {
  /** Set by `session()` for every route whose access is not public. */
  session?: Session;
}

type Middleware = MiddlewareObj<APIGatewayProxyEventV2, Reply, Error, ApiContext>;

/**
 * Errors become `{ "message" }` with their status; a 401 also clears the session cookies. A HEAD
 * answer has no body, so the message also goes in `x-pigskin-message` (URI-encoded): the web app's
 * 5-second poll is often the call that learns why a session ended (docs/product.md, Routing). Anything
 * unexpected is answered with a 500 that reveals nothing of its cause (`requestLog` logs it).
 */
export function errorResponses(): Middleware {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof PigskinError) {
        request.response = json(
          { message: error.message },
          error.status,
          error.status === 401 ? clearedSessionCookies() : undefined,
        );
        if (error instanceof TooManyRequests) {
          request.response.headers = {
            ...request.response.headers,
            'retry-after': String(error.retryAfterSeconds),
          };
        }
        if (request.event.requestContext.http.method === 'HEAD') {
          request.response.headers = {
            ...request.response.headers,
            'x-pigskin-message': encodeURIComponent(error.message),
          };
        }
        return;
      }
      request.response = json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    },
  };
}

const startedAt = new WeakMap<object, number>();

/**
 * One log line per request, once its answer is settled (docs/decisions.md, Logs, metrics and traces):
 * requestId (API Gateway's, as in its access log), routeKey, method, path, status, durationMs and the
 * signed-in userId, the calls to each AWS service and their time (`dynamodbCalls`, `dynamodbMs`),
 * never the body, the cookies or anything else that names a person. A 4xx is
 * logged at info with the error's code (at warn for 403 and 429: refused access, a flood); a 5xx at
 * error with the stack.
 */
export function requestLog(): Middleware {
  const log = (request: Parameters<NonNullable<Middleware['after']>>[0]) => {
    const { event, context, response, error } = request;
    const status = response?.statusCode ?? 500;
    const { method } = event.requestContext.http;
    const fields = {
      requestId: event.requestContext.requestId,
      routeKey: event.routeKey,
      method,
      path: event.rawPath,
      status,
      durationMs: Math.round(performance.now() - (startedAt.get(request) ?? performance.now())),
      userId: context.session?.user.id,
      ...awsCallFields(awsCallsSoFar()),
    };
    const message = `${method} ${event.rawPath} ${status}`;
    if (status >= 500) {
      logger.error(message, { ...fields, error: error ?? undefined });
      return;
    }
    const errorCode = error instanceof PigskinError ? error.code : undefined;
    if (status === 429) count('RequestsRateLimited');
    if (status === 403 || status === 429) logger.warn(message, { ...fields, errorCode });
    else logger.info(message, { ...fields, errorCode });
  };
  return {
    before: (request) => {
      startedAt.set(request, performance.now());
    },
    after: log,
    onError: log,
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** docs/decisions.md, State-changing requests must carry our Origin. */
export function sameOriginWrites(): Middleware {
  return {
    before: ({ event }) => {
      if (!STATE_CHANGING.has(event.requestContext.http.method)) return;
      if (event.headers.origin !== appOrigin()) throw new Forbidden('Request origin not allowed');
    },
  };
}

/**
 * Enforces the access of the route-table row this request matched, as its function says
 * (http/api-function.ts): public, any signed-in active user, or admins only. A handler called
 * without a route is refused (fail closed). `companionReads` are read in the same call as the user
 * (the polled HEAD's group stamp).
 */
export function session(companionReads: readonly EntityRead[] = []): Middleware {
  return {
    before: async ({ event, context }) => {
      const route = context.route;
      if (!route) throw new NotFound('Not found');
      if (route.access === 'public') return;
      context.session = await resolveSession(event.cookies, companionReads);
      if (route.access === 'admin' && !isAdmin(context.session.user))
        throw new Forbidden('Admin access required');
    },
    after: ({ context, response }) => {
      const renewed = context.session?.renewedCookies ?? [];
      if (response && renewed.length > 0) response.cookies = [...(response.cookies ?? []), ...renewed];
    },
  };
}

/** `{ dynamodbCalls: 3, dynamodbMs: 12 }`: flat fields, which Logs Insights sums and sorts by. */
function awsCallFields(calls: AwsCalls): Record<string, number> {
  return Object.fromEntries(
    Object.entries(calls).flatMap(([service, { calls: made, ms }]) => [
      [`${service.toLowerCase()}Calls`, made],
      [`${service.toLowerCase()}Ms`, Math.round(ms)],
    ]),
  );
}
