import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { IMAGE_MAX_BYTES } from '@inroom/shared';
import type { ImageStore } from '../../functions/src/images/port';

/** Where the browser PUTs its uploads in the embedded stack: the site itself, then s3rver. */
export const UPLOAD_GATE_PREFIX = '/local/s3';

/**
 * The images port with each presigned URL moved onto the site (`/local/s3/<bucket>/<key>?...`), so
 * the browser uploads to its own origin: s3rver stays on loopback (a phone or laptop on the LAN
 * reaches the server, never s3rver), the CSP's connect-src stays 'self', and no CORS is needed.
 */
export function throughUploadGate(images: ImageStore, s3Endpoint: string): ImageStore {
  return {
    ...images,
    async createUpload(input) {
      const upload = await images.createUpload(input);
      const url = new URL(upload.uploadUrl);
      if (url.origin !== s3Endpoint) throw new Error(`Unexpected upload URL ${upload.uploadUrl}`);
      return { ...upload, uploadUrl: `${UPLOAD_GATE_PREFIX}${url.pathname}${url.search}` };
    },
  };
}

/**
 * PUT /local/s3/...: passes the upload to s3rver as it was presigned (same path, query, type and
 * size, and s3rver's host, which the signature covers). The stack checks the signature in front of
 * s3rver (s3.ts), so a PUT the API did not presign, or of another type or size, is refused there.
 */
export async function handleUploadGate(
  s3Endpoint: string,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const refuse = (status: number, message: string, headers: Record<string, string> = {}) => {
    response
      .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
      .end(`${message}\n`);
  };
  if (request.method !== 'PUT') return refuse(405, 'Uploads are PUT', { allow: 'PUT' });
  const length = Number(request.headers['content-length']);
  if (!Number.isInteger(length) || length < 1 || length > IMAGE_MAX_BYTES)
    return refuse(413, 'An upload needs a Content-Length of at most 5 MB');
  const target = new URL(s3Endpoint);
  await new Promise<void>((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: 'PUT',
        path: `${url.pathname.slice(UPLOAD_GATE_PREFIX.length)}${url.search}`,
        headers: {
          host: target.host,
          'content-length': String(length),
          ...(request.headers['content-type']
            ? { 'content-type': request.headers['content-type'] }
            : {}),
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          'content-type': answer.headers['content-type'] ?? 'application/xml',
          'cache-control': 'no-store',
        });
        answer.pipe(response);
        answer.on('end', resolve);
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    request.pipe(upstream);
  });
}
