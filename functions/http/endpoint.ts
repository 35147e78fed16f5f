import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { z } from 'zod/mini';
import { InvalidRequest, NotSignedIn } from '../../domain/errors';
import { describeValidationError } from '../../domain/validation';
import type { EntityRead } from '../store/client';
import type { UserRecord } from '../store/users';
import { tallyingAwsCalls } from '../observability/aws-calls';
import { observability } from '../observability/middleware';
import { compressedAnswers } from './compression';
import { fromCloudFrontOnly } from './origin-secret';
import { floodLimits } from './flood-limits';
import { errorResponses, requestLog, sameOriginWrites, session, type ApiContext } from './middleware';
import type { Reply } from './responses';

interface Schemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  params?: z.ZodMiniType;
}

type Parsed<S extends Schemas, K extends keyof Schemas> = S[K] extends z.ZodMiniType
  ? z.output<S[K]>
  : undefined;

export interface PublicRequest<S extends Schemas> {
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
  event: APIGatewayProxyEventV2;
}

export interface SignedInRequest<S extends Schemas> extends PublicRequest<S> {
  user: UserRecord;
  /** The records `readWithSession` names, read in the session's own call (undefined: no item). */
  companions: unknown[];
}

export interface EndpointOptions {
  /** Items read in one BatchGetItem with the session's user, so a polled endpoint stays one call. */
  readWithSession?: readonly EntityRead[];
}

/**
 * A handler for a route anyone may call (the route table says `public`). Input is parsed and
 * validated before `handle` runs; what `handle` throws becomes `{ "message" }` with its status.
 */
export function publicEndpoint<S extends Schemas>(
  schemas: S,
  handle: (request: PublicRequest<S>) => Reply | Promise<Reply>,
) {
  return stack(async (event) => handle(parse(schemas, event)));
}

/** A handler for a route that needs a signed-in, active user (or an admin: the route table decides). */
export function endpoint<S extends Schemas>(
  schemas: S,
  handle: (request: SignedInRequest<S>) => Reply | Promise<Reply>,
  options: EndpointOptions = {},
) {
  return stack(async (event, context) => {
    // The session middleware resolves the user for every non-public row; none here means this
    // handler was wired to a public row by mistake, and we fail closed.
    const user = context.session?.user;
    if (!user) throw new NotSignedIn();
    return handle({ ...parse(schemas, event), user, companions: context.session?.companions ?? [] });
  }, options.readWithSession);
}

function stack(
  handle: (event: APIGatewayProxyEventV2, context: ApiContext) => Promise<Reply>,
  readWithSession?: readonly EntityRead[],
) {
  const handler = middy<APIGatewayProxyEventV2, Reply, Error, ApiContext>()
    .use(observability<APIGatewayProxyEventV2, Reply>())
    .use(compressedAnswers())
    .use(requestLog())
    .use(errorResponses())
    .use(fromCloudFrontOnly())
    .use(sameOriginWrites())
    .use(session(readWithSession))
    .use(floodLimits())
    .handler(handle);
  return tallyingAwsCalls((event: APIGatewayProxyEventV2, context: Context) => handler(event, context));
}

function parse<S extends Schemas>(schemas: S, event: APIGatewayProxyEventV2): PublicRequest<S> {
  return {
    body: validate(schemas.body, schemas.body && jsonBody(event), 'request body'),
    query: validate(schemas.query, event.queryStringParameters ?? {}, 'query'),
    params: validate(schemas.params, event.pathParameters ?? {}, 'path'),
    event,
  } as PublicRequest<S>;
}

function validate(schema: z.ZodMiniType | undefined, input: unknown, subject: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidRequest(describeValidationError(result.error, subject));
  return result.data;
}

function jsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (!/^application\/json\b/i.test(event.headers['content-type'] ?? '')) {
    throw new InvalidRequest('Send the request body as JSON (Content-Type: application/json)');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequest('The request body is not valid JSON');
  }
}
