import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientConfig } from '../../functions/src/images/s3-adapter';
import { checkS3Signature, type SignedRequest } from './s3-signature';

// The checker against the SDK's own requests: a server that records what the S3 client and its
// presigner send, exactly as they send it, and answers every call with an empty 200.

const REGION = 'eu-north-1';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'a-secret-of-this-data-directory' };
const received: SignedRequest[] = [];
const server = createServer((request: IncomingMessage, response) => {
  const [rawPath = '', rawQuery = ''] = (request.url ?? '').split('?');
  received.push({ method: request.method ?? '', rawPath, rawQuery, headers: request.headers });
  request.resume();
  response.writeHead(200, { 'content-type': 'application/xml' }).end('<ok/>');
});
let endpoint = '';
let client: S3Client;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new S3Client(s3ClientConfig({ bucket: 'b', region: REGION, endpoint, credentials }));
});
afterAll(async () => {
  client.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** The request a presigned URL makes when fetched with these headers. */
function presignedRequest(url: string, headers: Record<string, string>): SignedRequest {
  const parsed = new URL(url);
  return {
    method: 'PUT',
    rawPath: parsed.pathname,
    rawQuery: parsed.search.slice(1),
    headers: { host: parsed.host, ...headers },
  };
}

async function presignedPut(key: string, contentType: string, contentLength: number) {
  return getSignedUrl(
    client,
    new PutObjectCommand({
      Bucket: 'b',
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    }),
    { expiresIn: 600, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

describe('checkS3Signature: the SDK signing the Authorization header', () => {
  it('accepts the PUT and ranged GET the images adapter makes, keys with spaces and plus signs', async () => {
    received.length = 0;
    const key = 'images/uploads/a b+c (1).png';
    await client.send(
      new PutObjectCommand({
        Bucket: 'b',
        Key: key,
        Body: Buffer.from('hello'),
        ContentType: 'image/png',
      }),
    );
    await client.send(new GetObjectCommand({ Bucket: 'b', Key: key, Range: 'bytes=0-9' }));
    expect(received).toHaveLength(2);
    for (const request of received)
      expect(checkS3Signature(request, credentials, REGION)).toBeUndefined();
  });

  it('refuses another secret, another region, a changed header and a replay after 15 minutes', async () => {
    received.length = 0;
    await client.send(
      new GetObjectCommand({ Bucket: 'b', Key: 'images/x.png', Range: 'bytes=0-9' }),
    );
    const [request] = received as [SignedRequest];
    const other = { ...credentials, secretAccessKey: 'S3RVER' };
    expect(checkS3Signature(request, other, REGION)).toBe('The signature does not match');
    expect(checkS3Signature(request, credentials, 'us-east-1')).toBe('Wrong credential scope');
    const ranged = { ...request, headers: { ...request.headers, range: 'bytes=0-99999' } };
    expect(checkS3Signature(ranged, credentials, REGION)).toBe('The signature does not match');
    const later = new Date(Date.now() + 16 * 60_000);
    expect(checkS3Signature(request, credentials, REGION, later)).toBe('Request time too skewed');
  });

  it('refuses an unsigned request and one with only the access key id', () => {
    const unsigned = { method: 'PUT', rawPath: '/b/images/x.html', rawQuery: '', headers: {} };
    expect(checkS3Signature(unsigned, credentials, REGION)).toBe('The request is not signed');
    const keyOnly = {
      ...unsigned,
      headers: { authorization: 'AWS S3RVER:c2lnbmF0dXJl', host: '127.0.0.1' },
    };
    expect(checkS3Signature(keyOnly, credentials, REGION)).toBe('Malformed Authorization header');
  });
});

describe('checkS3Signature: a presigned upload', () => {
  it('accepts the PUT it was made for, with the signed type and size', async () => {
    const url = await presignedPut('images/uploads/x.png', 'image/png', 10);
    const request = presignedRequest(url, { 'content-type': 'image/png', 'content-length': '10' });
    expect(checkS3Signature(request, credentials, REGION)).toBeUndefined();
  });

  it('refuses another type, another size, another key and another secret', async () => {
    const url = await presignedPut('images/uploads/x.png', 'image/png', 10);
    const sent = { 'content-type': 'image/png', 'content-length': '10' };
    const check = (request: SignedRequest, secret = credentials) =>
      checkS3Signature(request, secret, REGION);
    expect(check(presignedRequest(url, { ...sent, 'content-type': 'text/html' }))).toBe(
      'The signature does not match',
    );
    expect(check(presignedRequest(url, { ...sent, 'content-length': '6000000' }))).toBe(
      'The signature does not match',
    );
    const otherKey = url.replace('/x.png', '/y.html');
    expect(check(presignedRequest(otherKey, sent))).toBe('The signature does not match');
    expect(check(presignedRequest(url, sent), { ...credentials, secretAccessKey: 'S3RVER' })).toBe(
      'The signature does not match',
    );
  });

  it('refuses it once expired, and a URL whose expiry was edited', async () => {
    const url = await presignedPut('images/uploads/x.png', 'image/png', 10);
    const sent = { 'content-type': 'image/png', 'content-length': '10' };
    const later = new Date(Date.now() + 601_000);
    expect(checkS3Signature(presignedRequest(url, sent), credentials, REGION, later)).toBe(
      'Request has expired',
    );
    const longer = url.replace('X-Amz-Expires=600', 'X-Amz-Expires=6000');
    expect(checkS3Signature(presignedRequest(longer, sent), credentials, REGION)).toBe(
      'The signature does not match',
    );
  });

  it('refuses a malformed query instead of throwing', () => {
    const request = {
      method: 'PUT',
      rawPath: '/b/x',
      rawQuery: 'X-Amz-Signature=%E0%A4%A',
      headers: {},
    };
    expect(checkS3Signature(request, credentials, REGION)).toBe('Malformed query string');
  });
});
