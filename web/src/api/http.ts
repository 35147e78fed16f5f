import { SAVED_COPY_HEADER } from '../../sw/contract';
import { reportAnswered, reportSavedCopy } from './connection';

/**
 * The one way the web app talks to the API: cookies included, JSON in and out. A request that got no
 * answer at all (offline, a dropped connection) fails with status 0 and a plain sentence, never the
 * browser's "Failed to fetch".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** From a 429's Retry-After: how long the server asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const OFFLINE = "You're offline. Check your connection and try again.";
export const UNREACHABLE = "Pigskin can't be reached right now. Check your connection and try again.";

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** How long after opening the app an answer web/src/early-reads.ts asked for is fresh enough to take. */
const EARLY_READ_MS = 30_000;

/** The first script's answer to a GET of `path`, taken once and while fresh (web/src/early-reads.ts). */
function earlyRead(path: string, init: RequestInit): Promise<Response> | undefined {
  const reads = window.pigskinEarlyReads;
  if (!reads || (init.method ?? 'GET') !== 'GET' || performance.now() > EARLY_READ_MS) return undefined;
  const read = reads.get(path);
  reads.delete(path);
  return read;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await (earlyRead(path, init) ?? fetch(path, { ...init, credentials: 'include' }));
  } catch {
    reportAnswered(false);
    throw new ApiError(0, navigator.onLine ? UNREACHABLE : OFFLINE);
  }
  const savedAt = response.headers.get(SAVED_COPY_HEADER);
  if ((init.method ?? 'GET') === 'GET') reportSavedCopy(savedAt === null ? null : Date.parse(savedAt) || 0);
  if (savedAt === null) reportAnswered(true);
  return response;
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, headers }: RequestOptions = {},
): Promise<T> {
  const response = await send(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204 || method === 'HEAD') return undefined as T;
  return (await response.json()) as T;
}

/**
 * One page of a list the server pages (docs/decisions.md, "Lists come in pages"): the items, the
 * address of the next page (its Link header, rel="next"), and the whole list's length when the
 * server knows it (X-Total-Count).
 */
export interface ListPage<T> {
  items: T[];
  next: string | null;
  total: number | null;
}

export async function apiListPage<T>(path: string): Promise<ListPage<T>> {
  const response = await send(path, {});
  if (!response.ok) throw await errorOf(response);
  const total = response.headers.get('x-total-count');
  return {
    items: (await response.json()) as T[],
    next: /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null,
    total: total === null ? null : Number(total),
  };
}

/**
 * A HEAD request: only the headers matter (docs/product.md, Live refresh). A refusal has no body: its
 * message comes in `x-pigskin-message` (functions/http/middleware.ts).
 */
export async function apiHead(path: string): Promise<Headers> {
  const response = await send(path, { method: 'HEAD' });
  if (!response.ok) {
    const message = response.headers.get('x-pigskin-message');
    throw new ApiError(
      response.status,
      message ? decodeURIComponent(message) : `HTTP error! status: ${response.status}`,
    );
  }
  return response.headers;
}

/**
 * The server's `{ "message" }`, or 'HTTP error! status: {code}' when there is none (docs/product.md, The
 * API).
 */
async function errorOf(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterMs = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(response.status, body.message, retryAfterMs);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(response.status, `HTTP error! status: ${response.status}`, retryAfterMs);
}

/**
 * Worth trying again by itself: no answer (status 0), the server's own failure (5xx), or "too many
 * requests" (after the Retry-After it gave). Any other 4xx is an answer that will not change.
 */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429);
}

const MAX_RETRY_AFTER_MS = 60_000;

/** 1 s, 2 s, 4 s... up to 15 s, with jitter so a group's browsers do not retry in step; a 429 waits as asked. */
export function retryDelay(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, MAX_RETRY_AFTER_MS);
  }
  const base = Math.min(1000 * 2 ** attempt, 15_000);
  return base / 2 + Math.random() * (base / 2);
}

/** What a toast or an error state says for a failed call: the server's message, or the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.message.startsWith('HTTP error!') ? error.message : fallback;
}
