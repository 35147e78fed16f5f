import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/viewer-address';
import { routes, type HttpHandler, type Route } from '../../functions/routes';

// The local stand-in for API Gateway (HTTP API, payload 2.0): matches a request against the route
// table, builds the event API Gateway would send, and writes back what the handler returns.

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
  /** Per segment, 0 for a literal and 1 for a parameter: the lower, the more specific. */
  rank: number[];
}

/**
 * The routes in the order API Gateway prefers them: where two match one path, the one whose first
 * differing segment is literal wins (`/api/bets/my` over `/api/bets/{id}`), whatever the table's order.
 */
export function compileRoutes(table: readonly Route[]): CompiledRoute[] {
  const compiled = table.map((route) => {
    const names: string[] = [];
    // Route paths are literal but for `{name}` segments, and hold no regex metacharacters.
    const source = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const rank = route.path.split('/').map((segment) => (segment.startsWith('{') ? 1 : 0));
    return { route, pattern: new RegExp(`^${source}$`), names, rank };
  });
  const bySpecificity = (a: CompiledRoute, b: CompiledRoute) => {
    const differing = a.rank.findIndex((rank, index) => rank !== b.rank[index]);
    return differing < 0 ? 0 : (a.rank[differing] ?? 0) - (b.rank[differing] ?? 0);
  };
  return compiled.sort(bySpecificity);
}

const compiled = compileRoutes(routes);

export function matchRoute(
  method: string,
  path: string,
  table: readonly CompiledRoute[] = compiled,
): { route: Route; params: Record<string, string> } | undefined {
  for (const { route, pattern, names } of table) {
    if (route.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(
      names.map((name, index) => [name, decodeSegment(match[index + 1] ?? '')]),
    );
    return { route, params };
  }
  return undefined;
}

/** A path with a segment whose percent-encoding does not decode ("%E0%A4%A", "%ZZ", "%"). */
export function hasMalformedEncoding(path: string): boolean {
  return path.split('/').some((segment) => decodeSegment(segment, true) === undefined);
}

/**
 * A path segment as the handler receives it. The local gateway refuses a path whose encoding is
 * malformed (`hasMalformedEncoding`); a caller that builds events itself (the tests) gets such a
 * segment as it came, for the handler's validation to refuse, as anything else odd API Gateway passes.
 */
function decodeSegment(segment: string): string;
function decodeSegment(segment: string, strict: true): string | undefined;
function decodeSegment(segment: string, strict = false): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return strict ? undefined : segment;
  }
}

// API Gateway passes these as text and base64-encodes everything else (multipart uploads among them).
const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/i;

export function toApiGatewayEvent(
  request: { method: string; url: URL; headers: IncomingMessage['headers']; sourceIp: string },
  body: Buffer,
  route: Route,
  params: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // As CloudFront does in the cloud: the client's own claim to an address is replaced.
  headers[VIEWER_ADDRESS_HEADER] = request.sourceIp;
  const cookies = request.headers.cookie?.split(/;\s*/).filter(Boolean);
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = body.length === 0 || TEXT_TYPES.test(headers['content-type'] ?? '');
  const now = new Date();
  const key = route.key;

  return {
    version: '2.0',
    routeKey: key,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: request.url.host,
      domainPrefix: request.url.hostname,
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: !isText,
  };
}

const entries = new Map<string, Promise<HttpHandler>>();

/**
 * The Lambda a route-table row runs in: its function's entry, functions/api/<name>.ts, which hands
 * the event to the row's handler. Loaded on the function's first request, as Lambda loads it, so the
 * environment the handlers read at load is in place.
 */
export function handlerOf(route: Route): Promise<HttpHandler> {
  const name = route.function.name;
  let entry = entries.get(name);
  if (!entry) {
    entry = (import(`../../functions/api/${name}.ts`) as Promise<{ handler: HttpHandler }>).then(
      ({ handler }) => handler,
    );
    entries.set(name, entry);
  }
  return entry;
}

/** The name a route's function has in the logs, as the stack names it: `api-reads`. */
export const functionNameOf = (route: Route) => `api-${route.function.name}`;

export function lambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  // The callback-style methods of Context are deprecated and never called by our async handlers.
  const context: Omit<Context, 'done' | 'fail' | 'succeed'> = {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
  return context as Context;
}

export function writeResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
