import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

// The bare page's origin: files as they are (hashed assets cached for a year, as Inroom's server
// does), index.html for any other path. Compression is the edge's job (edge.ts), for both sites.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  stop: () => Promise<void>;
}

export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = resolve(root);
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      let file = resolve(base, `.${decodeURIComponent(pathname)}`);
      const inside = file.startsWith(base + sep);
      const isFile = inside && (await stat(file).catch(() => undefined))?.isFile() === true;
      if (!isFile) file = join(base, 'index.html');
      const body = await readFile(file);
      const immutable = isFile && file.startsWith(join(base, 'assets') + sep);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
