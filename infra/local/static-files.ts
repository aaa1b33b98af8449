import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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

function send(response: ServerResponse, file: string, cacheControl: string, status = 200) {
  response.writeHead(status, {
    'content-type': contentTypeOf(file),
    'content-length': statSync(file).size,
    'cache-control': cacheControl,
  });
  createReadStream(file).pipe(response);
}

/**
 * Serves the built SPA the way CloudFront does: files as they are (hashed assets cached for a year),
 * and index.html for any other path so the client router can show the route or its 404 page.
 */
export function serveSpa(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): void {
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
    send(response, candidate, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  send(response, index, 'no-cache');
}
