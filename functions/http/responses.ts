import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What every handler returns: API Gateway's HTTP API (payload 2.0) response. */
export type Reply = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(body: unknown, statusCode = 200, cookies?: string[]): Reply {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body), cookies };
}

/** A page of its own, for a browser's navigation to an API path (the sign-out page). */
export function html(body: string): Reply {
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body,
  };
}

export function redirect(location: string, cookies?: string[]): Reply {
  return { statusCode: 302, headers: { location, 'cache-control': 'no-store' }, cookies };
}

export function noContent(headers?: Record<string, string>): Reply {
  return { statusCode: 204, headers: { 'cache-control': 'no-store', ...headers } };
}

/** A HEAD answer: GET's status and headers, no body. */
export function headersOnly(headers: Record<string, string>): Reply {
  return { statusCode: 200, headers: { 'cache-control': 'no-store', ...headers } };
}

/**
 * One page of a list (docs/decisions.md, "Lists come in pages"): the body is the page's items, the
 * list itself as it always was; `Link` (rel="next") is the address of the next page when there is
 * one, and `X-Total-Count` the whole list's length where it is known without reading the list.
 */
export function listPage(
  items: unknown[],
  page: { nextCursor?: string; total?: number },
  event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'queryStringParameters'>,
): Reply {
  const headers: Record<string, string> = { ...JSON_HEADERS };
  if (page.nextCursor) {
    const query = new URLSearchParams(event.queryStringParameters as Record<string, string> | undefined);
    query.set('cursor', page.nextCursor);
    headers.link = `<${event.rawPath}?${query.toString()}>; rel="next"`;
  }
  if (page.total !== undefined) headers['x-total-count'] = String(page.total);
  return { statusCode: 200, headers, body: JSON.stringify(items) };
}
