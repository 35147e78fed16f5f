import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** What every handler returns: API Gateway's HTTP API (payload 2.0) response. */
export type Reply = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(body: unknown, statusCode = 200, cookies?: string[]): Reply {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(body), cookies };
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
