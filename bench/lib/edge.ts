import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { chooseEncoding, compress, findRoute, MIN_COMPRESSED_BYTES } from '@inroom/functions/http';

// A stand-in for CloudFront in front of an origin, for what the bench measures in a browser: it
// compresses as a CloudFront behaviour with compression on does, so Inroom and the bare page get
// the same treatment whether or not their own servers compress, and passes on as they are the
// answers of a behaviour that cannot compress (Inroom's uncached /api/*, compressed by the API).

/** The types CloudFront compresses (its documented list, the ones either server sends). */
const COMPRESSIBLE =
  /^(text\/(html|css|plain|javascript|xml)|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)\b/i;

/** CloudFront compresses bodies up to 10,000,000 bytes (and from MIN_COMPRESSED_BYTES, 1,000). */
const MAX_BYTES = 10_000_000;

export function compressible(contentType: string | undefined, bytes: number): boolean {
  return (
    COMPRESSIBLE.test(contentType ?? '') && bytes >= MIN_COMPRESSED_BYTES && bytes <= MAX_BYTES
  );
}

export interface Edge {
  url: string;
  /** How many responses the origin sent already encoded, and how many the edge compressed. */
  counts: { originEncoded: number; edgeEncoded: number; passedThrough: number };
  stop: () => Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function forwardHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

export interface EdgeOptions {
  /**
   * The requests of a behaviour whose caching is disabled, which CloudFront cannot compress (a
   * cache policy with TTLs of 0 has no Gzip or Brotli setting): their answers go as the origin sent
   * them. None unless given.
   */
  passesOn?: (method: string, path: string) => boolean;
}

/**
 * Inroom's `/api/*` behaviour: every API path but those of the routes with a cache profile, which
 * have cached behaviours of their own (infra/lib/edge-cache.ts).
 */
export function inroomPassesOn(method: string, path: string): boolean {
  if (!path.startsWith('/api/')) return false;
  return findRoute(method, path)?.route.cache === undefined;
}

/** Starts the edge on a free loopback port, in front of `origin` (http://127.0.0.1:port). */
export async function startEdge(origin: string, options: EdgeOptions = {}): Promise<Edge> {
  const target = new URL(origin);
  const agent = new Agent({ keepAlive: true });
  const counts = { originEncoded: 0, edgeEncoded: 0, passedThrough: 0 };
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardHeaders(request.headers), host: target.host },
        agent,
      },
      async (answer) => {
        const headers = forwardHeaders(answer.headers);
        const status = answer.statusCode ?? 502;
        const method = request.method ?? 'GET';
        const passedOn = options.passesOn?.(method, (request.url ?? '/').split('?')[0] ?? '/');
        const encoding = passedOn ? undefined : chooseEncoding(request.headers['accept-encoding']);
        const alreadyEncoded = Boolean(answer.headers['content-encoding']);
        if (alreadyEncoded) counts.originEncoded += 1;
        if (
          alreadyEncoded ||
          !encoding ||
          request.method === 'HEAD' ||
          status === 204 ||
          status === 206 ||
          status === 304 ||
          !COMPRESSIBLE.test(answer.headers['content-type'] ?? '')
        ) {
          if (!alreadyEncoded) counts.passedThrough += 1;
          response.writeHead(status, headers);
          answer.pipe(response);
          return;
        }
        try {
          const body = await readAll(answer);
          if (!compressible(answer.headers['content-type'], body.length)) {
            counts.passedThrough += 1;
            response.writeHead(status, { ...headers, 'content-length': body.length });
            response.end(body);
            return;
          }
          // CloudFront does not publish its levels: the API's per-answer settings (brotli 5, gzip 6).
          const encoded = await compress(body, encoding, 'each');
          counts.edgeEncoded += 1;
          const vary = answer.headers.vary;
          response.writeHead(status, {
            ...headers,
            'content-encoding': encoding,
            'content-length': encoded.length,
            vary:
              vary && !/accept-encoding/i.test(vary)
                ? `${vary}, Accept-Encoding`
                : 'Accept-Encoding',
          });
          response.end(encoded);
        } catch (error) {
          response.destroy(error as Error);
        }
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('edge: the origin did not answer');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
