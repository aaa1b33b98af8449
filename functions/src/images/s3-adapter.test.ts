import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TINY_PNG } from './headers.fixture';
import { createS3ImageStore, s3ClientConfig } from './s3-adapter';

const BUCKET = 'inroom-images';
const REGION = 'eu-north-1';
const KEY = 'uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.png';
const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('client configuration', () => {
  it('asks for checksums only when an operation requires them, on AWS and locally', () => {
    for (const endpoint of [undefined, 'http://127.0.0.1:4569'])
      expect(s3ClientConfig({ bucket: BUCKET, region: REGION, endpoint })).toMatchObject({
        region: REGION,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
  });

  it('uses path-style URLs and static credentials only with a local endpoint', () => {
    const aws = s3ClientConfig({ bucket: BUCKET, region: REGION });
    expect(aws).not.toHaveProperty('endpoint');
    expect(aws).not.toHaveProperty('forcePathStyle');
    expect(aws).not.toHaveProperty('credentials');
    expect(
      s3ClientConfig({ bucket: BUCKET, region: REGION, endpoint: 'http://127.0.0.1:4569' }),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
});

describe('createUpload: the presigned URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const upload = async (endpoint?: string) => {
    const store = createS3ImageStore({ bucket: BUCKET, region: REGION, endpoint, now: () => NOW });
    try {
      const result = await store.createUpload({
        key: KEY,
        contentType: 'image/png',
        contentLength: 4321,
        expiresInSeconds: 600,
      });
      return { ...result, url: new URL(result.uploadUrl) };
    } finally {
      store.close();
    }
  };

  it('locally: a path-style PUT of bucket/images/<key>, signed for type, size and host', async () => {
    const { url, headers, expiresAt } = await upload('http://127.0.0.1:4569');
    expect(url.origin).toBe('http://127.0.0.1:4569');
    expect(url.pathname).toBe(`/${BUCKET}/images/${KEY}`);
    const query = url.searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toBe(`S3RVER/20260301/${REGION}/s3/aws4_request`);
    expect(query.get('X-Amz-Date')).toBe('20260301T120000Z');
    expect(query.get('X-Amz-Expires')).toBe('600');
    expect(query.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // The body is the browser's, so the signature covers its size and type, not its hash.
    expect(query.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
    // No checksum of an empty body rides along (WHEN_REQUIRED), or S3 would refuse the real one.
    expect([...query.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(headers).toEqual({ 'content-type': 'image/png' });
    expect(expiresAt).toBe('2026-03-01T12:10:00.000Z');
  });

  it('on AWS: the virtual-hosted bucket endpoint with the role credentials', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIATESTTESTTESTTEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'test-session');
    const { url } = await upload();
    expect(url.origin).toBe(`https://${BUCKET}.s3.${REGION}.amazonaws.com`);
    expect(url.pathname).toBe(`/images/${KEY}`);
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      `AKIATESTTESTTESTTEST/20260301/${REGION}/s3/aws4_request`,
    );
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('test-session');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
  });

  it('signs a different URL for a different size or type', async () => {
    const store = createS3ImageStore({
      bucket: BUCKET,
      region: REGION,
      endpoint: 'http://127.0.0.1:4569',
      now: () => NOW,
    });
    const sign = async (contentType: string, contentLength: number) =>
      new URL(
        (await store.createUpload({ key: KEY, contentType, contentLength, expiresInSeconds: 600 }))
          .uploadUrl,
      ).searchParams.get('X-Amz-Signature');
    const base = await sign('image/png', 100);
    expect(await sign('image/png', 100)).toBe(base);
    expect(await sign('image/png', 101)).not.toBe(base);
    expect(await sign('image/jpeg', 100)).not.toBe(base);
    store.close();
  });
});

describe('against s3rver', () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let store: ReturnType<typeof createS3ImageStore>;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'inroom-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    store = createS3ImageStore({ bucket: BUCKET, region: REGION, endpoint });
  });

  afterAll(async () => {
    store.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const put = async (key: string, body: Uint8Array, contentType = 'image/png') => {
    const { uploadUrl, headers } = await store.createUpload({
      key,
      contentType,
      contentLength: body.length,
      expiresInSeconds: 600,
    });
    const response = await fetch(uploadUrl, { method: 'PUT', headers, body });
    expect(response.status, await response.text()).toBe(200);
  };

  it('stores a presigned PUT under images/<key>, with its bytes and type', async () => {
    await put(KEY, TINY_PNG);
    const stored = await fetch(`${endpoint}/${BUCKET}/images/${KEY}`);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('reads the size and only the first bytes', async () => {
    const key = 'uploads/1c9c6a47-1f0e-4f5e-8d8c-0a4f2b3c4d5e.png';
    const big = new Uint8Array(200_000).map((_, index) => index % 251);
    await put(key, big);
    const object = await store.readHead(key, 1000);
    expect(object?.size).toBe(200_000);
    expect(object?.head).toEqual(big.subarray(0, 1000));
  });

  it('reads a file shorter than asked whole, and an empty one as empty', async () => {
    expect(await store.readHead(KEY, 64 * 1024)).toEqual({ size: TINY_PNG.length, head: TINY_PNG });
    const empty = 'uploads/2d8b5e36-0e1d-4e4c-9b7a-1b2c3d4e5f60.png';
    await put(empty, new Uint8Array(0));
    expect(await store.readHead(empty, 100)).toEqual({ size: 0, head: new Uint8Array(0) });
  });

  it('answers undefined for a key that was never uploaded', async () => {
    expect(await store.readHead('uploads/3e7a4d25-9d0c-4d3b-8a69-2a1b0c9d8e7f.png', 10)).toBe(
      undefined,
    );
  });

  it('deletes an object under images/<key>, and a missing one without an error', async () => {
    const key = 'uploads/4f8e2b1a-3c5d-4e6f-9a8b-7c6d5e4f3a2b.png';
    await put(key, TINY_PNG);
    await store.delete(key);
    expect(await store.readHead(key, 10)).toBeUndefined();
    expect((await fetch(`${endpoint}/${BUCKET}/images/${key}`)).status).toBe(404);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });
});

describe('against a recording S3 stand-in', () => {
  let server: Server;
  let endpoint: string;
  const seen: { method: string; url: string; range?: string }[] = [];
  let headStatus = 200;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        range: request.headers.range,
      });
      if (request.method === 'HEAD') {
        response.writeHead(headStatus, headStatus === 200 ? { 'content-length': '9' } : {}).end();
        return;
      }
      response.writeHead(206, { 'content-type': 'image/png', 'content-range': 'bytes 0-3/9' });
      response.end(Buffer.from([1, 2, 3, 4]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const readHead = async (bytes: number) => {
    seen.length = 0;
    const store = createS3ImageStore({ bucket: BUCKET, region: REGION, endpoint });
    try {
      return await store.readHead(KEY, bytes);
    } finally {
      store.close();
    }
  };

  it('sends a HEAD, then a GET of just the range asked for', async () => {
    headStatus = 200;
    expect(await readHead(4)).toEqual({ size: 9, head: Uint8Array.from([1, 2, 3, 4]) });
    expect(seen).toEqual([
      { method: 'HEAD', url: `/${BUCKET}/images/${KEY}`, range: undefined },
      {
        method: 'GET',
        url: expect.stringMatching(`^/${BUCKET}/images/${KEY}`),
        range: 'bytes=0-3',
      },
    ]);
  });

  it('takes 403 (S3 without s3:ListBucket) as missing, and fails on other errors', async () => {
    headStatus = 403;
    expect(await readHead(4)).toBeUndefined();
    headStatus = 404;
    expect(await readHead(4)).toBeUndefined();
    headStatus = 500;
    await expect(readHead(4)).rejects.toThrow();
  });
});
