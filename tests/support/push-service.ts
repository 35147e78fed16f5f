import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { expect } from 'vitest';
import type { PushPayload } from '../../domain/push';

/** One request a browser's push service received. */
export interface PushRequest {
  /** The subscription's path, which names the browser here. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** What the service answered. */
  status: number;
}

/** A browser's side of a subscription: its key pair and secret, and the subscription it hands over. */
export interface TestBrowser {
  name: string;
  key: ECDH;
  authSecret: Buffer;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/**
 * A push service on 127.0.0.1 (plain http, a free port), as FCM or Mozilla's would be: it records
 * every request and answers 201 Created, or what a test asks it to answer a browser next.
 */
export async function startPushService() {
  const requests: PushRequest[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = answers.get(path)?.shift() ?? 201;
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** The requests one browser's subscription received. */
    to: (browser: TestBrowser) => requests.filter((request) => request.path === pathOf(browser)),
    /** The next answers to this browser's requests, in order; 201 after them. */
    answer: (browser: TestBrowser, ...statuses: number[]) => answers.set(pathOf(browser), statuses),
    /** A browser subscribed to this service: its own P-256 key pair and 16-byte secret. */
    browser: (name: string): TestBrowser => {
      const key = createECDH('prime256v1');
      key.generateKeys();
      const authSecret = randomBytes(16);
      return {
        name,
        key,
        authSecret,
        subscription: {
          endpoint: `${origin}/push/${name}-${randomBytes(4).toString('hex')}`,
          keys: { p256dh: key.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const pathOf = (browser: TestBrowser) => new URL(browser.subscription.endpoint).pathname;

/** What the browser reads: the request's body decrypted with its own keys (RFC 8291, aes128gcm). */
export function decrypted(browser: TestBrowser, request: PushRequest): PushPayload {
  expect(request.headers['content-encoding']).toBe('aes128gcm');
  const plain = decrypt(request.body, {
    version: 'aes128gcm',
    privateKey: browser.key,
    authSecret: browser.authSecret,
  });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

/**
 * The VAPID claims of a request's Authorization header (RFC 8292, `vapid t=<JWT>, k=<public key>`),
 * once its ES256 signature is checked against the key it names.
 */
export function vapidClaims(request: PushRequest): { aud: string; sub: string; exp: number; k: string } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match) throw new Error(`Not a VAPID Authorization header: ${request.headers.authorization}`);
  const [, header = '', claims = '', signature = '', k = ''] = match;
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID token is not signed by the key it names');
  return { ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as object), k } as {
    aud: string;
    sub: string;
    exp: number;
    k: string;
  };
}
