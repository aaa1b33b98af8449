import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compress,
  isCompressible,
  varyWithAcceptEncoding,
  worthCompressing,
} from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
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
