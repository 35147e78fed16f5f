import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inject } from 'vitest';
import {
  functionNameOf,
  handlerOf,
  lambdaContext,
  matchRoute,
  toApiGatewayEvent,
} from '../../infra/local/api-gateway';
import { findUserIdByEmail } from '../../functions/store/users';
import { signIdToken, signRefreshToken, type TokenOptions } from './test-identity-provider';

export const APP_ORIGIN = 'http://127.0.0.1:3000';

export interface CallOptions {
  /**
   * Sign in as this email (a freshly signed ID token, plus the user cookie the sign-in callback sets,
   * as a browser sends them), or send this exact ID token alone.
   */
  as?: string | { idToken: string };
  body?: unknown;
  /** Sent as is, instead of `body` as JSON. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  /** The Origin header of a state-changing request; null sends none. Defaults to the app's own. */
  origin?: string | null;
  cookies?: string[];
  /** Path parameters exactly as API Gateway would pass them, instead of those the path decodes to. */
  params?: Record<string, string>;
  /** The client's address, as API Gateway reports it. Defaults to 127.0.0.1. */
  sourceIp?: string;
}

export interface ApiResponse<T> {
  status: number;
  body: T;
  headers: Record<string, string>;
  cookies: string[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function idToken(email: string, options: Partial<TokenOptions> = {}): Promise<string> {
  return signIdToken(inject('privateJwk'), { email, issuer: inject('issuer'), ...options });
}

/**
 * A refresh token the test identity provider renews ID tokens with, until it is revoked; they keep
 * the sign-in's `authTime` (epoch seconds) and `nonce` when they are given.
 */
export function refreshToken(email: string, authTime?: number, nonce?: string): Promise<string> {
  return signRefreshToken(inject('privateJwk'), { email, issuer: inject('issuer'), authTime, nonce });
}

/** The cookies a browser holds after signing in as this email: the ID token and the user's id. */
export async function sessionCookiesFor(email: string): Promise<string[]> {
  const userId = await findUserIdByEmail(email);
  return [`pigskin_session=${await idToken(email)}`, ...(userId ? [`pigskin_user=${userId}`] : [])];
}

/** Requests this test file sent, by route ("POST /api/bets"). */
const sent = new Map<string, number>();

/**
 * How many requests this test file has sent, to every route or to those `routes` matches: the
 * security and race files end with a line saying what they sent (the probe's categories, issue 26).
 */
export function requestsSent(routes = /./): number {
  let count = 0;
  for (const [key, times] of sent) if (routes.test(key)) count += times;
  return count;
}

/**
 * Calls the handler of a route the way API Gateway (or the local gateway) would: the route matched
 * from the table, the same event shape, the real middleware. Only the network hop is skipped.
 */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, APP_ORIGIN);
  const matched = matchRoute(method, url.pathname);
  if (!matched) throw new Error(`No route for ${method} ${url.pathname}`);
  const key = matched.route.key;
  sent.set(key, (sent.get(key) ?? 0) + 1);

  const cookies = [...(options.cookies ?? [])];
  if (options.as) {
    cookies.push(
      `pigskin_session=${typeof options.as === 'string' ? await idToken(options.as) : options.as.idToken}`,
    );
  }
  const bodyBytes = Buffer.from(
    options.rawBody ?? (options.body === undefined ? '' : JSON.stringify(options.body)),
  );
  const origin = options.origin === undefined ? APP_ORIGIN : options.origin;
  const headers: Record<string, string> = {
    ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(STATE_CHANGING.has(method) && origin !== null ? { origin } : {}),
    ...options.headers,
  };
  const event = toApiGatewayEvent(
    { method, url, headers, sourceIp: options.sourceIp ?? '127.0.0.1' },
    bodyBytes,
    matched.route,
    options.params ?? matched.params,
  );
  const result = await (await handlerOf(matched.route))(event, lambdaContext(functionNameOf(matched.route)));
  const responseHeaders = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const text = result.isBase64Encoded
    ? decoded(result.body ?? '', responseHeaders['content-encoding'])
    : result.body;
  return {
    status: result.statusCode ?? 200,
    body: (text && responseHeaders['content-type']?.startsWith('application/json')
      ? JSON.parse(text)
      : text) as T,
    headers: responseHeaders,
    cookies: result.cookies ?? [],
  };
}

/** A base64 body as the browser reads it, decompressed by its Content-Encoding. */
function decoded(body: string, encoding: string | undefined): string {
  const bytes = Buffer.from(body, 'base64');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export async function multipartFile(
  field: string,
  file: { name: string; type: string; text: string },
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new File([file.text], file.name, { type: file.type }));
  const request = new Request('http://form.local/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
