import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { constants, createSecureServer, type OutgoingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 connection that HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

export interface Front {
  /** `https://127.0.0.1:<port>`: its cookies are the host's (cookies ignore ports and schemes). */
  url: string;
  close(): Promise<void>;
}

/**
 * The local host as a phone meets the deployed app: through CloudFront, over HTTPS and HTTP/2 (one
 * connection for every file and call, where HTTP/1.1 queues them six at a time), and so with brotli,
 * which browsers ask for only over HTTPS (infra/aws/web.ts serves the build's brotli copies then). A
 * proxy in front of the host, with a certificate made for the run by `openssl` (the browser is told to
 * take it): what the visit pays on the wire is CloudFront's, the answers are the host's.
 */
export async function startCloudFrontFront(hostUrl: string): Promise<Front> {
  const dir = mkdtempSync(join(tmpdir(), 'pigskin-front-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert];
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject], {
    stdio: 'ignore',
  });
  const host = new URL(hostUrl);
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert) });
  server.on('stream', (stream, headers) => {
    const forwarded: IncomingHttpHeaders = { host: host.host };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    const upstream = httpRequest(
      {
        host: host.hostname,
        port: host.port,
        method: headers[constants.HTTP2_HEADER_METHOD] as string,
        path: headers[constants.HTTP2_HEADER_PATH] as string,
        headers: forwarded,
      },
      (answer) => {
        // The browser may have dropped the request by now (a page closed mid-visit).
        if (stream.destroyed || stream.closed) {
          answer.resume();
          return;
        }
        const sent: OutgoingHttpHeaders = { [constants.HTTP2_HEADER_STATUS]: answer.statusCode ?? 502 };
        for (const [name, value] of Object.entries(answer.headers))
          if (!CONNECTION_HEADERS.has(name)) sent[name] = value;
        stream.respond(sent);
        answer.pipe(stream);
      },
    );
    // A visit the browser ends early (a closed page) is no error of the run.
    upstream.on('error', () => stream.close(constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('error', () => upstream.destroy());
    stream.on('close', () => upstream.destroy());
    stream.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}
