/** The one way the web app talks to the API: cookies included, JSON in and out. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, headers }: RequestOptions = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
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
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const total = response.headers.get('x-total-count');
  return {
    items: (await response.json()) as T[],
    next: /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null,
    total: total === null ? null : Number(total),
  };
}

/** A HEAD request: only the headers matter (SPEC 9's polling of /api/bets/my). */
export async function apiHead(path: string): Promise<Headers> {
  const response = await fetch(path, { method: 'HEAD', credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, `HTTP error! status: ${response.status}`);
  return response.headers;
}

/** The server's `{ "message" }`, or SPEC 7's 'HTTP error! status: {code}' when there is none. */
async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: fall through
  }
  return `HTTP error! status: ${response.status}`;
}

/** What a toast shows for a failed call: the server's message, or the screen's own fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.message.startsWith('HTTP error!') ? error.message : fallback;
}
