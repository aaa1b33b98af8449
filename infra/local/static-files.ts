import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import {
  chooseEncoding,
  compress,
  entityTagOf,
  matchesIfNoneMatch,
  worthCompressing,
  type Encoding,
} from '@inroom/functions/http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const contentTypeOf = (path: string): string =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** Hashed assets never change under their name; index.html and the rest are asked again each time. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** A text file's bytes and its compressed forms, made once per version of the file. */
interface KeptFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  /** Its entity tag, from its bytes, as S3 tags an object by its content. */
  tag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}

// Per server process; a rebuild of the web (new mtime or size) replaces a file's entry.
const keptFiles = new Map<string, KeptFile>();

function keptFile(file: string, stats: Stats): KeptFile {
  const known = keptFiles.get(file);
  if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known;
  const body = readFileSync(file);
  const kept: KeptFile = {
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    body,
    tag: entityTagOf(body),
    encoded: new Map(),
  };
  keptFiles.set(file, kept);
  return kept;
}

/** The file compressed in `encoding`, compressing it only the first time it is asked for. */
function encodedBody(kept: KeptFile, encoding: Encoding): Promise<Buffer> {
  let encoded = kept.encoded.get(encoding);
  if (!encoded) {
    encoded = compress(kept.body, encoding, 'once');
    kept.encoded.set(encoding, encoded);
    // A failure is not kept: the next request tries again.
    encoded.catch(() => kept.encoded.delete(encoding));
  }
  return encoded;
}

/**
 * Sends a file: text compressed (brotli, else gzip) when the client accepts it, from the forms
 * kept in memory, with `Vary: Accept-Encoding`; images and other binary files streamed as they are.
 * Each carries an entity tag, and a request that names it is answered 304 with no body, as
 * CloudFront answers for an S3 object: a browser coming back to index.html, which it must always
 * check (`no-cache`), downloads it again only after a deployment.
 */
async function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  cacheControl: string,
  status = 200,
): Promise<void> {
  const stats = statSync(file);
  const contentType = contentTypeOf(file);
  const compressible = worthCompressing(contentType, stats.size);
  const kept = compressible ? keptFile(file, stats) : undefined;
  // A streamed file is not read to be tagged: its size and time of change tag it, as nginx does.
  const tag =
    kept?.tag ?? `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
  const headers = { 'content-type': contentType, 'cache-control': cacheControl, etag: tag };
  if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
    const { 'content-type': _unchanged, ...validators } = headers;
    response.writeHead(304, { ...validators, ...(kept ? { vary: 'Accept-Encoding' } : {}) });
    response.end();
    return;
  }
  if (!kept) {
    response.writeHead(status, { ...headers, 'content-length': stats.size });
    createReadStream(file).pipe(response);
    return;
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = encoding ? await encodedBody(kept, encoding) : kept.body;
  response.writeHead(status, {
    ...headers,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the built SPA the way CloudFront does: files as they are (hashed assets cached for a year,
 * the rest revalidated), text compressed, and index.html for any other path so the client router
 * can show the route or its 404 page.
 */
export async function serveSpa(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  const base = resolve(root);
  const index = join(base, 'index.html');
  if (!existsSync(index)) {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`The web app is not built (${index} is missing). Run: npm run build\n`);
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const candidate = resolve(base, `.${decoded}`);
  const inside = candidate === base || candidate.startsWith(base + sep);
  if (inside && existsSync(candidate) && statSync(candidate).isFile()) {
    const immutable = candidate.startsWith(join(base, 'assets') + sep);
    await send(request, response, candidate, immutable ? IMMUTABLE : REVALIDATE);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  await send(request, response, index, REVALIDATE);
}
