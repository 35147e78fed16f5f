import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import Negotiator from 'negotiator';
import type { Reply } from './responses';

/** Below this an answer goes as it is: the bytes saved would not pay for the work (CloudFront's own floor). */
const COMPRESS_FROM_BYTES = 1000;

/**
 * Compresses JSON answers of 1,000 bytes and more, brotli or gzip as the client accepts
 * (docs/decisions.md, API answers are compressed). CloudFront does not compress what it does not
 * cache, and the API is never cached, so the function does it; the local host runs the same code.
 * Brotli at quality 4 takes about as long as gzip and saves more.
 */
export function compressedAnswers(): MiddlewareObj<APIGatewayProxyEventV2, Reply> {
  return {
    after: (request) => {
      const answer = request.response;
      if (
        !answer ||
        typeof answer.body !== 'string' ||
        answer.isBase64Encoded ||
        Buffer.byteLength(answer.body) < COMPRESS_FROM_BYTES ||
        answer.headers?.['content-encoding'] !== undefined
      )
        return;
      // Whatever the client accepts (q above 0), brotli first.
      const accepted = new Negotiator({ headers: request.event.headers }).encodings(['br', 'gzip']);
      const encoding = (['br', 'gzip'] as const).find((name) => accepted.includes(name));
      if (!encoding) return;
      const compressed =
        encoding === 'br'
          ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(answer.body);
      request.response = {
        ...answer,
        headers: { ...answer.headers, 'content-encoding': encoding, vary: 'accept-encoding' },
        body: compressed.toString('base64'),
        isBase64Encoded: true,
      };
    },
  };
}
