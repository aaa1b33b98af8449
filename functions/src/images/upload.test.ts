import { Logger } from '@aws-lambda-powertools/logger';
import { imageUploadSchema } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import type { Dependencies } from '../dependencies';
import { createDispatcher } from '../http/dispatch';
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
    const deps = { images, logger, now: () => new Date() } as Partial<Dependencies>;
    const dispatcher = createDispatcher(
      { 'image.createUpload': createImageUploadHandler },
      deps as Dependencies,
    );
    return dispatcher(
      apiGatewayEvent({
        method: 'POST',
        rawPath: '/api/image/upload',
        body: JSON.stringify(body),
        claims: { sub: 'admin' },
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
  ])('refuses %j with 400', async (body, field) => {
    const { result, images } = await dispatch(body);
    expect(result.statusCode).toBe(400);
    const error = JSON.parse(String(result.body)) as { error: { fields?: Record<string, string> } };
    if (field) expect(Object.keys(error.error.fields ?? {})).toContain(field);
    expect(images.uploads).toEqual([]);
  });
});
