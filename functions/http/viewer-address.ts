import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The address a request came from, for the per-address flood limit. In the cloud API Gateway sees
 * CloudFront's edge, not the browser: a CloudFront Function on /api/* writes the viewer's address
 * into this header, replacing any the client sent, and the local gateway does the same with the
 * socket's address. A request without it (one that skipped CloudFront) counts by its own source.
 */
export const VIEWER_ADDRESS_HEADER = 'x-pigskin-viewer-address';

export function clientAddress(event: APIGatewayProxyEventV2): string {
  return event.headers[VIEWER_ADDRESS_HEADER] ?? event.requestContext.http.sourceIp;
}
