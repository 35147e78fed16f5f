import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { Forbidden, NotFound, PigskinError, TooManyRequests } from '../../domain/errors';
import { clearedSessionCookies } from '../auth/cookies';
import { resolveSession, type Session } from '../auth/session';
import { appOrigin } from '../config';
import { findRoute } from '../routes';
import { isAdmin } from '../store/users';
import { json, type Reply } from './responses';

export interface ApiContext extends Context {
  /** Set by `session()` for every route whose access is not public. */
  session?: Session;
}

type Middleware = MiddlewareObj<APIGatewayProxyEventV2, Reply, Error, ApiContext>;

/**
 * Errors become `{ "message" }` with their status; a 401 also clears the session cookies. Anything
 * unexpected is logged and answered with a 500 that reveals nothing of its cause.
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
        return;
      }
      console.error('Unhandled error', { routeKey: request.event.routeKey, error });
      request.response = json({ message: 'Something went wrong on our side. Please try again.' }, 500);
    },
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** DESIGN.md, Sign-in: state-changing requests must come from the app's own origin. */
export function sameOriginWrites(): Middleware {
  return {
    before: ({ event }) => {
      if (!STATE_CHANGING.has(event.requestContext.http.method)) return;
      if (event.headers.origin !== appOrigin()) throw new Forbidden('Request origin not allowed');
    },
  };
}

/**
 * Enforces the access of the route-table row this request matched: public, any signed-in active user,
 * or admins only. An event whose route is not in the table is refused (fail closed).
 */
export function session(): Middleware {
  return {
    before: async ({ event, context }) => {
      const route = findRoute(event.routeKey);
      if (!route) throw new NotFound('Not found');
      if (route.access === 'public') return;
      context.session = await resolveSession(event.cookies);
      if (route.access === 'admin' && !isAdmin(context.session.user))
        throw new Forbidden('Admin access required');
    },
    after: ({ context, response }) => {
      const renewed = context.session?.renewedCookies ?? [];
      if (response && renewed.length > 0) response.cookies = [...(response.cookies ?? []), ...renewed];
    },
  };
}
