import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { Forbidden } from '../../domain/errors';
import type { Reply } from './responses';

/** What CloudFront adds to every request it sends the API (infra/aws/web.ts). */
export const ORIGIN_SECRET_HEADER = 'x-pigskin-origin';

/**
 * CloudFront is the only way in (README.md, CloudFront is the only way in): a request to the
 * API's own execute-api address lacks the secret CloudFront adds, and is refused before anything
 * else, its forged viewer-address header with it. ORIGIN_SECRET is unset on the local host.
 */
export function fromCloudFrontOnly(): MiddlewareObj<APIGatewayProxyEventV2, Reply> {
  return {
    before: ({ event }) => {
      const secret = process.env.ORIGIN_SECRET;
      if (!secret) return;
      const sent = Buffer.from(event.headers[ORIGIN_SECRET_HEADER] ?? '');
      const expected = Buffer.from(secret);
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected))
        throw new Forbidden('Use Pigskin at its own address');
    },
  };
}
