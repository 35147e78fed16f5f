import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/**
 * An API function: one Lambda for every route that needs exactly the same AWS permissions
 * (docs/architecture.md, One function per permission set). Each route keeps a handler module of its
 * own; the function hands a request to it by API Gateway's route key.
 */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a function's handlers touch, so it gets exactly those permissions (least privilege): the
 * table read-only or read-write, only the notification bookkeeping items (delivery claims, alert
 * windows), only the activity feed's items and its stamp, the table's stream, sending email or SMS,
 * Web Push (`push:public-key`: reading the VAPID public key; `push:send`: reading both VAPID keys and
 * removing push devices whose subscription is gone), putting or getting CSVs, the flood-limit
 * counters (added from the function's limit, `capabilitiesOf`), and for the ledger audit: scanning the
 * table, writing only its result item, starting the audit function; signing a user out at Cognito.
 * Every signed-in route reads the table for its session.
 */
export type Capability =
  | 'table:read'
  | 'table:write'
  | 'deliveries:write'
  | 'activity:write'
  | 'table:stream'
  | 'email'
  | 'sms'
  | 'push:public-key'
  | 'push:send'
  | 'imports:put'
  | 'imports:get'
  | 'rate-limit'
  | 'table:scan'
  | 'audit:record'
  | 'audit:invoke'
  | 'idp:sign-out';

/**
 * Which flood limit a request counts against (docs/decisions.md, "Flood limits"): `address`, per
 * client address, on the public routes; per signed-in user, `writes` for the state-changing methods
 * and `reads` for the rest; `none` for the cheap reads a browser repeats, which their function says
 * (the polled HEAD must stay one DynamoDB call).
 */
export type FloodLimit = 'writes' | 'reads' | 'address' | 'none';

/** What every route's handler module exports as `handler`: async, never the callback style. */
export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's route key of a route: its method and path (`{name}` is a path parameter). */
export type RouteKey = `${HttpMethod} /${string}`;

/** A row of the route table, as its function declares it, under its route key. */
export interface RouteRow {
  access: Access;
  /**
   * The most DynamoDB calls one request may make, on a warm container (teams cached), set to what it
   * makes today so that any new call is noticed (tests/integration/call-budgets.test.ts). Every
   * signed-in request starts with the session's GetItem of the user, and every route but the polled
   * ones makes its flood limit's UpdateItem (docs/decisions.md, "Flood limits"). Raising a budget is
   * a design decision: say why in the commit. Sign-in and uploads are measured by `npm run bench`
   * only (bench/endpoints.ts, NOT_PER_REQUEST).
   */
  calls: number;
}

/** A row with its route key, read apart too. */
export interface ApiRoute<K extends RouteKey = RouteKey> extends RouteRow {
  key: K;
  method: HttpMethod;
  /** API Gateway's path syntax: `{name}` is a path parameter. */
  path: `/${string}`;
}

/**
 * An API function as its routes file declares it (functions/api/<name>.routes.ts): what the stack,
 * the local host, the tests and the bench read, with no handler code, which reads its configuration
 * at load. `K` is its route keys, which its Lambda entry must serve, each one (`serveRoutes`).
 */
export interface ApiFunction<K extends RouteKey = RouteKey> {
  /** functions/api/<name>.ts is its Lambda entry; the stack names the Lambda after it. */
  name: string;
  /** What its routes touch; the flood-limit counters are added unless `limit` is `none`. */
  uses: readonly Capability[];
  /** Only `none` is written out; the others follow from each route's access and method (`floodLimitOf`). */
  limit?: 'none';
  /** The first is the one `npm run bench` asks on the function's cold start: the screen people open most. */
  routes: readonly ApiRoute<K>[];
}

/** The rules of the route a request matched, which the middleware applies (http/middleware.ts). */
export interface RouteRules {
  access: Access;
  limit: FloodLimit;
}

/** What the middleware's context carries beside Lambda's: set by the function before the handler runs. */
export interface RoutedContext extends Context {
  route?: RouteRules;
}

export function floodLimitOf(
  fn: Pick<ApiFunction, 'limit'>,
  route: Pick<ApiRoute, 'access' | 'method'>,
): FloodLimit {
  if (fn.limit) return fn.limit;
  if (route.access === 'public') return 'address';
  return route.method === 'GET' || route.method === 'HEAD' ? 'reads' : 'writes';
}

/** What a function may touch: its `uses`, and the flood-limit counters unless its limit is `none`. */
export const capabilitiesOf = (fn: Pick<ApiFunction, 'uses' | 'limit'>): readonly Capability[] =>
  fn.limit === 'none' ? fn.uses : [...fn.uses, 'rate-limit'];

/** Declares an API function (functions/api/<name>.routes.ts): its rows keyed by route key, in order. */
export function apiFunction<const K extends RouteKey>(spec: {
  name: string;
  uses: readonly Capability[];
  limit?: 'none';
  routes: Record<K, RouteRow>;
}): ApiFunction<K> {
  const routes = (Object.entries(spec.routes) as [K, RouteRow][]).map(([key, row]) => {
    const [method, path] = key.split(' ') as [HttpMethod, `/${string}`];
    return { key, method, path, ...row };
  });
  return { name: spec.name, uses: spec.uses, ...(spec.limit && { limit: spec.limit }), routes };
}

/**
 * An API function's Lambda handler (functions/api/<name>.ts): it hands each request to its route's
 * handler, all of them imported with the function, so a cold start pays one module graph and no
 * `import()` on the first request (docs/decisions.md, One function per permission set). The typecheck
 * holds `handlers` to exactly the function's route keys. A request whose route key is not among them
 * never comes from API Gateway, which sends each route to its own function: it is a wiring mistake,
 * and fails loudly.
 */
export function serveRoutes<K extends RouteKey>(
  fn: ApiFunction<K>,
  handlers: Record<K, HttpHandler>,
): HttpHandler {
  const byKey = new Map<string, { handler: HttpHandler; rules: RouteRules }>(
    fn.routes.map((route) => [
      route.key,
      { handler: handlers[route.key], rules: { access: route.access, limit: floodLimitOf(fn, route) } },
    ]),
  );
  return async (event, context) => {
    const found = byKey.get(event.routeKey);
    if (!found) throw new Error(`The ${fn.name} function has no route ${event.routeKey}`);
    return found.handler(event, Object.assign(context, { route: found.rules }));
  };
}
