import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still encoded. */
  raw: Buffer;
  /** The bytes decoded per Content-Encoding. */
  body: Buffer;
}

/**
 * A request with exactly these headers, answered with the bytes as they crossed the wire and
 * decoded: fetch would add its own Accept-Encoding and hide the encoded size.
 */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}
