import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compress,
  compressedFor,
  fitsLambdaAnswer,
  isCompressible,
  LAMBDA_ANSWER_LIMIT_BYTES,
  varyWithAcceptEncoding,
  worthCompressing,
} from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR;q=0.1, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0 , gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['*;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate', undefined],
    ['gzip;q=nonsense', undefined],
    ['', undefined],
  ] as const)('%j gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('reads no header as no encoding, and a repeated header as one list', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding(['identity', 'gzip'])).toBe('gzip');
  });
});

describe('isCompressible', () => {
  it('compresses text and leaves compressed formats alone', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript; charset=utf-8',
      'text/css; charset=utf-8',
      'text/plain; charset=utf-8',
      'application/json; charset=utf-8',
      'application/manifest+json',
      'image/svg+xml',
      'Application/JSON',
    ])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'font/woff2', 'image/x-icon'])
      expect(isCompressible(type), type).toBe(false);
    expect(isCompressible(undefined)).toBe(false);
    expect(isCompressible(12)).toBe(false);
  });

  it('leaves bodies under 1,000 bytes alone, as CloudFront does', () => {
    expect(worthCompressing('text/css', 999)).toBe(false);
    expect(worthCompressing('text/css', 1000)).toBe(true);
    expect(worthCompressing('image/png', 100_000)).toBe(false);
  });
});

describe('compress', () => {
  const body = Buffer.from('{"name":"Hotel Nyhavn"}'.repeat(200));

  it.each(['once', 'each'] as const)(
    'gives bytes that decode back, with effort %s',
    async (effort) => {
      const br = await compress(body, 'br', effort);
      expect(brotliDecompressSync(br).equals(body)).toBe(true);
      expect(br.length).toBeLessThan(body.length / 10);
      const gzip = await compress(body, 'gzip', effort);
      expect(gunzipSync(gzip).equals(body)).toBe(true);
    },
  );
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding to what the answer already varies on, once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});

describe('compressedFor', () => {
  const json = JSON.stringify(
    Array.from({ length: 60 }, (_, index) => ({ name: `Room ${index}` })),
  );
  const answer = {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: json,
    cookies: ['guest=1; HttpOnly'],
  };
  const decoded = (body: string | undefined) => Buffer.from(body ?? '', 'base64');

  it('sends a JSON body of 1,000 bytes or more in brotli, else gzip, as base64 for API Gateway', async () => {
    expect(Buffer.byteLength(json)).toBeGreaterThan(1000);
    const br = await compressedFor(answer, 'gzip, deflate, br');
    expect(br).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      cookies: ['guest=1; HttpOnly'],
      headers: {
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'cache-control': 'no-store',
        'content-type': 'application/json; charset=utf-8',
      },
    });
    expect(brotliDecompressSync(decoded(br.body)).toString()).toBe(json);
    expect(decoded(br.body).length).toBeLessThan(Buffer.byteLength(json) / 4);

    const gzip = await compressedFor(answer, 'gzip');
    expect(gzip.headers?.['content-encoding']).toBe('gzip');
    expect(gunzipSync(decoded(gzip.body)).toString()).toBe(json);
  });

  it('sends the body as it is to a client that takes no encoding, saying it varies', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await compressedFor(answer, header);
      expect(plain.body, String(header)).toBe(json);
      expect(plain.isBase64Encoded, String(header)).toBeUndefined();
      expect(plain.headers?.['content-encoding'], String(header)).toBeUndefined();
      expect(plain.headers?.vary, String(header)).toBe('Accept-Encoding');
    }
  });

  it('leaves small bodies, binary and encoded bodies, and answers without a body alone', async () => {
    const small = { ...answer, body: '{"ok":true}' };
    const image = { ...answer, headers: { 'content-type': 'image/png' }, body: 'x'.repeat(2000) };
    const binary = { ...answer, body: Buffer.from(json).toString('base64'), isBase64Encoded: true };
    const encoded = { ...answer, headers: { ...answer.headers, 'content-encoding': 'gzip' } };
    const notModified = { statusCode: 304, headers: { etag: 'W/"a"' } };
    for (const kept of [small, image, binary, encoded, notModified])
      expect(await compressedFor(kept, 'br')).toBe(kept);
  });
});

describe('fitsLambdaAnswer', () => {
  const answerOf = (body: string) => ({ statusCode: 200, headers: {}, body });

  it('measures the envelope, where every quote of a JSON body is escaped', () => {
    expect(LAMBDA_ANSWER_LIMIT_BYTES).toBe(6_291_456);
    expect(fitsLambdaAnswer({ statusCode: 304 })).toBe(true);
    expect(fitsLambdaAnswer(answerOf('x'.repeat(1024 * 1024)))).toBe(true);
    expect(fitsLambdaAnswer(answerOf('x'.repeat(6_000_000)))).toBe(true);
    expect(fitsLambdaAnswer(answerOf('x'.repeat(6_300_000)))).toBe(false);
    // 4.4 MB of JSON that is half quotes: 6.6 MB once escaped.
    expect(fitsLambdaAnswer(answerOf('"a",'.repeat(1_100_000)))).toBe(false);
  });
});
