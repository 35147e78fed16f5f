import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { FloodLimit } from './api-function';
import { takeRateLimit, type RateLimit } from '../store/rate-limits';
import type { ApiContext } from './middleware';
import type { Reply } from './responses';
import { clientAddress } from './viewer-address';

/**
 * docs/decisions.md, "Flood limits": per signed-in user, 120 writes and 300 reads a minute; per
 * client address, 120 calls a minute to the public routes (sign-in, sign-out, registration). Far
 * above what people do by hand, far below a script.
 */
const perMinute = (name: string, limit: number, message: string): RateLimit => ({
  name,
  limit,
  windowSeconds: 60,
  message,
});

export const FLOOD_LIMITS: Record<Exclude<FloodLimit, 'none'>, RateLimit> = {
  writes: perMinute('writes', 120, 'Too many changes in a minute. Please wait a moment.'),
  reads: perMinute('reads', 300, 'Too many requests in a minute. Please wait a moment.'),
  address: perMinute('address', 120, 'Too many sign-in requests from your network. Please wait a minute.'),
};

/**
 * Counts the request against its route's flood limit (one UpdateItem), after the session has named
 * the user. FLOOD_LIMITS=off turns the counting off, for test suites that send more than a person
 * would; no deployment sets it.
 */
export function floodLimits(): MiddlewareObj<APIGatewayProxyEventV2, Reply, Error, ApiContext> {
  return {
    before: async ({ event, context }) => {
      const limit = context.route?.limit ?? 'none';
      if (limit === 'none' || process.env.FLOOD_LIMITS === 'off') return;
      const subject = limit === 'address' ? clientAddress(event) : context.session?.user.id;
      if (subject) await takeRateLimit(FLOOD_LIMITS[limit], subject);
    },
  };
}
