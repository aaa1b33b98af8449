import { Logger } from '@aws-lambda-powertools/logger';
import { imageUploadSchema, imageVariants } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import type { Dependencies } from '../dependencies';
import { createDispatcher } from '../http/dispatch';
import { accessOnlyStore, claimsOf, userAccess } from '../testing/access';
import { backOfficeAccess } from '../users/back-office';
import { apiGatewayEvent } from '../testing/events';
import { createImageUpload as createImageUploadHandler } from './handlers';
import { createMemoryImageStore } from './memory';
import { createImageUpload, UPLOAD_EXPIRES_SECONDS } from './upload';
import { UPLOAD_KEY_PATTERN } from './verify';

describe('createImageUpload', () => {
  it('chooses a fresh key under uploads/ with the extension of the content type', async () => {
    const images = createMemoryImageStore();
    const keys = new Set<string>();
    for (const [contentType, extension] of [
      ['image/jpeg', 'jpg'],
      ['image/png', 'png'],
      ['image/webp', 'webp'],
      ['image/png', 'png'],
    ] as const) {
      const upload = await createImageUpload({ images }, { contentType, contentLength: 1234 });
      expect(imageUploadSchema.parse(upload)).toEqual(upload);
      expect(upload.key).toMatch(UPLOAD_KEY_PATTERN);
      expect(upload.key.endsWith(`.${extension}`)).toBe(true);
      expect(upload.headers).toEqual({ 'content-type': contentType });
      keys.add(upload.key);
    }
    expect(keys.size).toBe(4);
    expect(images.uploads.map(({ contentLength }) => contentLength)).toEqual([
      1234, 1234, 1234, 1234,
    ]);
  });

  it('names the sizes in the key and presigns each smaller copy as WebP of its own bytes', async () => {
    const images = createMemoryImageStore();
    const upload = await createImageUpload(
      { images },
      {
        contentType: 'image/jpeg',
        contentLength: 300_000,
        width: 1600,
        height: 1200,
        derivatives: [
          { width: 235, height: 176, contentLength: 4_000 },
          { width: 480, height: 360, contentLength: 11_000 },
        ],
      },
    );
    expect(imageUploadSchema.parse(upload)).toEqual(upload);
    expect(upload.key).toMatch(UPLOAD_KEY_PATTERN);
    const base = upload.key.replace(/_.*$/, '');
    expect(upload.key).toBe(`${base}_1600x1200_235x176_480x360.jpg`);
    expect(upload.derivatives).toEqual([
      {
        key: `${base}.235x176.webp`,
        width: 235,
        height: 176,
        uploadUrl: `https://images.test/images/${base}.235x176.webp`,
        headers: { 'content-type': 'image/webp' },
      },
      {
        key: `${base}.480x360.webp`,
        width: 480,
        height: 360,
        uploadUrl: `https://images.test/images/${base}.480x360.webp`,
        headers: { 'content-type': 'image/webp' },
      },
    ]);
    // The web finds the copies from the key alone, at the keys they were presigned for.
    expect(imageVariants(upload.key)?.derivatives.map(({ key }) => key)).toEqual(
      upload.derivatives.map(({ key }) => key),
    );
    expect(images.uploads).toEqual([
      { key: upload.key, contentType: 'image/jpeg', contentLength: 300_000 },
      { key: `${base}.235x176.webp`, contentType: 'image/webp', contentLength: 4_000 },
      { key: `${base}.480x360.webp`, contentType: 'image/webp', contentLength: 11_000 },
    ]);
  });

  it('names the size alone when there are no copies, and nothing without a size', async () => {
    const images = createMemoryImageStore();
    const sized = await createImageUpload(
      { images },
      { contentType: 'image/png', contentLength: 10, width: 40, height: 30, derivatives: [] },
    );
    expect(sized.key).toMatch(/^uploads\/[0-9a-f-]{36}_40x30\.png$/);
    expect(sized.derivatives).toEqual([]);
    const plain = await createImageUpload(
      { images },
      { contentType: 'image/png', contentLength: 10 },
    );
    expect(plain.key).toMatch(/^uploads\/[0-9a-f-]{36}\.png$/);
    expect(plain.derivatives).toEqual([]);
  });

  it('presigns for ten minutes', async () => {
    let asked: number | undefined;
    const images = createMemoryImageStore();
    const original = images.createUpload.bind(images);
    images.createUpload = (input) => {
      asked = input.expiresInSeconds;
      return original(input);
    };
    const before = Date.now();
    const upload = await createImageUpload(
      { images },
      { contentType: 'image/png', contentLength: 1 },
    );
    expect(asked).toBe(600);
    expect(UPLOAD_EXPIRES_SECONDS).toBe(600);
    const expiresIn = Date.parse(upload.expiresAt) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(599_000);
    expect(expiresIn).toBeLessThanOrEqual(601_000);
  });
});

describe('POST /api/image/upload handler', () => {
  const dispatch = (body: unknown) => {
    const images = createMemoryImageStore();
    const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
    const store = accessOnlyStore([userAccess()]);
    const deps = {
      images,
      logger,
      store,
      backOffice: backOfficeAccess,
      now: () => new Date(),
    } as Partial<Dependencies>;
    const dispatcher = createDispatcher(
      { 'image.createUpload': createImageUploadHandler },
      deps as Dependencies,
    );
    return dispatcher(
      apiGatewayEvent({
        method: 'POST',
        rawPath: '/api/image/upload',
        body: JSON.stringify(body),
        claims: claimsOf(userAccess()),
      }),
    ).then((result) => ({ result, images }));
  };

  it('answers with the upload', async () => {
    const { result, images } = await dispatch({ contentType: 'image/webp', contentLength: 2048 });
    expect(result.statusCode).toBe(200);
    const upload = imageUploadSchema.parse(JSON.parse(String(result.body)));
    expect(images.uploads).toEqual([
      { key: upload.key, contentType: 'image/webp', contentLength: 2048 },
    ]);
  });

  it.each([
    [{ contentType: 'image/gif', contentLength: 10 }, 'contentType'],
    [{ contentType: 'image/png', contentLength: 6 * 1024 * 1024 }, 'contentLength'],
    [{ contentType: 'image/png', contentLength: 0 }, 'contentLength'],
    [{ contentType: 'image/png' }, 'contentLength'],
    [{ contentType: 'image/png', contentLength: 10, key: 'mine.png' }, ''],
    [
      {
        contentType: 'image/png',
        contentLength: 10,
        width: 100,
        height: 100,
        derivatives: [{ width: 50, height: 20, contentLength: 5 }],
      },
      'derivatives',
    ],
    [
      {
        contentType: 'image/png',
        contentLength: 10,
        derivatives: [{ width: 50, height: 50, contentLength: 5 }],
      },
      'derivatives',
    ],
  ])('refuses %j with 400', async (body, field) => {
    const { result, images } = await dispatch(body);
    expect(result.statusCode).toBe(400);
    const error = JSON.parse(String(result.body)) as { error: { fields?: Record<string, string> } };
    if (field) expect(Object.keys(error.error.fields ?? {})).toContain(field);
    expect(images.uploads).toEqual([]);
  });
});
