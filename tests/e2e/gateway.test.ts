import { statSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { smokeChecks } from '../../tools/smoke/checks';
import { baseUrl } from '../support/browser';

const WEB_DIST = join(import.meta.dirname, '../../web/dist');

/**
 * The local host behaves like API Gateway and CloudFront where a client can tell: the post-deploy
 * smoke check passes against it (all but HSTS, which is for HTTPS only), a malformed path is a 400
 * whoever asks, the app's files come compressed and with CloudFront's cache headers, and an idle
 * connection stays open through a client's pause.
 */
describe('the local host, as CloudFront and API Gateway answer', () => {
  it('passes the post-deploy smoke check, HSTS aside over http', async () => {
    const checks = await smokeChecks(baseUrl());
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks.filter((check) => check.skipped).map((check) => check.name)).toEqual([
      'the site sends strict-transport-security',
      'the API sends strict-transport-security',
    ]);
    expect(checks.length).toBeGreaterThan(10);
  });

  it('answers 400 JSON to a path whose percent-encoding is malformed, on every route with a parameter, to anonymous callers too', async () => {
    for (const route of routes.filter((candidate) => candidate.path.includes('{'))) {
      for (const segment of ['%', '%E0%A4%A', '%ZZ', '%C0%AF', '%ED%A0%80']) {
        const path = route.path.replace(/\{\w+\}/g, segment);
        const response = await fetch(`${baseUrl()}${path}`, {
          method: route.method,
          headers: { origin: baseUrl() },
        });
        const body: unknown = await response.json();
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect(body).toEqual({ message: expect.stringContaining('percent-encoding') });
      }
    }
  });

  it('answers headers over 16 KB with a 431 and the JSON refusal every other request gets', async () => {
    const response = await fetch(`${baseUrl()}/api/auth/user`, {
      headers: { 'x-padding': 'x'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'The request headers are too large (16 KB at most)' });
  });

  it('serves the built app compressed, as the browser accepts, and plain to a client that accepts nothing', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const fetched = async (encoding: string) => {
      // fetch decodes what it is sent; the header says how it travelled.
      const response = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': encoding } });
      return {
        encoding: response.headers.get('content-encoding'),
        bytes: Number(response.headers.get('content-length')),
        text: await response.text(),
      };
    };
    const [brotli, gzip, plain] = [await fetched('br'), await fetched('gzip'), await fetched('identity')];
    expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', null]);
    // The build's copy at brotli's highest quality, not one made per request (docs/decisions.md,
    // Precompressed assets).
    expect(brotli.bytes).toBe(statSync(join(WEB_DIST, `${script}.br`)).size);
    expect(brotli.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
  });

  it("keeps the app's hashed files a year without asking again, and revalidates the page that names them", async () => {
    const page = await fetch(`${baseUrl()}/games/any-deep-link`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // The frame paints before any script: the header's name is in the HTML itself.
    expect(html).toMatch(/<div id="root">[\s\S]*Pigskin[\s\S]*<\/header>/);
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const asset of assets) {
      const response = await fetch(`${baseUrl()}${asset}`);
      expect({ asset, cache: response.headers.get('cache-control') }).toEqual({
        asset,
        cache: 'public, max-age=31536000, immutable',
      });
    }
  });

  it('keeps an idle connection open through a pause of seconds: the next request on it gets its answer', async () => {
    const { hostname, port } = new URL(baseUrl());
    const socket = connect(Number(port), hostname);
    try {
      expect(await headOfRoot(socket)).toBe('HTTP/1.1 200 OK');
      // Past the 6 s Node's defaults kept it (5 s and 1 s of grace): a client that paused as long
      // and then sent its request had the socket closed under it (ECONNRESET).
      await sleep(7_000);
      expect(await headOfRoot(socket)).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  });
});

/** Sends HEAD / on this connection and resolves its status line, or rejects if the host closes it. */
function headOfRoot(socket: Socket): Promise<string> {
  if (!socket.writable) return Promise.reject(new Error('The host had closed the connection'));
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (!received.includes('\r\n\r\n')) return;
      cleanUp();
      resolve(received.slice(0, received.indexOf('\r\n')));
    };
    const onGone = () => {
      cleanUp();
      reject(new Error(`The host closed the connection${received ? ` after: ${received}` : ''}`));
    };
    const cleanUp = () => {
      socket.off('data', onData).off('close', onGone).off('error', onGone);
    };
    socket.on('data', onData).once('close', onGone).once('error', onGone);
    socket.write(`HEAD / HTTP/1.1\r\nHost: ${new URL(baseUrl()).host}\r\n\r\n`);
  });
}
