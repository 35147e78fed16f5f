import { fromEnv } from '@aws-sdk/credential-provider-env';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { requiredEnv } from './config';

/**
 * Calls to S3, Lambda, SES and SNS as fetches signed by the SDK's own SigV4 signer. Each Lambda
 * bundle must stay under 300 KB and the DynamoDB client the store is built on takes about 190 KB of
 * that, signer included; the SDK's S3 client alone bundles to 294 KB, and its Lambda, SES and SNS
 * clients add 35-85 KB each, where each of our calls is one request (docs/decisions.md, Lambda
 * bundles). There are no retries here: every caller already has one (the admin resends, Lambda
 * retries a failed notification, the next reminder run sends again).
 */
export class AwsRequestFailed extends Error {
  constructor(action: string, status: number, detail: string) {
    super(`${action} failed with HTTP ${String(status)}: ${detail.slice(0, 500)}`);
  }
}

export type AwsService = 's3' | 'lambda' | 'ses' | 'sns';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export const awsRegion = () => requiredEnv('AWS_REGION');

/** `https://<prefix>.<region>.amazonaws.com`: a regional service endpoint. */
export const regionalEndpoint = (prefix: string) => `https://${prefix}.${awsRegion()}.amazonaws.com`;

/** Sends a signed request and returns the response, or throws with AWS's own explanation. */
export async function awsFetch(
  action: string,
  service: AwsService,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  // Lambda hands every function its role's credentials in the environment; the local host sets them too.
  credentials?: Credentials,
): Promise<Response> {
  const target = new URL(url);
  const signer = new SignatureV4({
    service,
    region: awsRegion(),
    credentials: credentials ?? fromEnv(),
    sha256: Sha256,
    // S3 signs the path as sent; every other service signs it encoded once more.
    uriEscapePath: service !== 's3',
  });
  const signed = await signer.sign({
    method: init.method,
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port ? Number(target.port) : undefined,
    path: target.pathname,
    query: Object.fromEntries(target.searchParams),
    headers: { ...init.headers, host: target.host },
    body: init.body,
  });
  // fetch sets Host itself, from the same URL.
  const headers = new Headers(signed.headers);
  headers.delete('host');
  const response = await fetch(target, { method: init.method, headers, body: init.body });
  if (!response.ok) throw new AwsRequestFailed(action, response.status, await response.text());
  return response;
}
