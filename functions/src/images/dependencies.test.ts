import { describe, expect, it } from 'vitest';
import { createDependencies } from '../dependencies';
import { imageStoreFromEnvironment } from './s3-adapter';

describe('createDependencies: images', () => {
  it('makes no S3 store without a bucket in the environment', async () => {
    await expect(imageStoreFromEnvironment({}).readHead('uploads/x.png', 1)).rejects.toThrow(
      /IMAGES_BUCKET is not set/,
    );
  });

  it('builds without an images bucket, and only an image call fails, saying why', async () => {
    const deps = createDependencies({ TABLE_NAME: 'inroom', AWS_REGION: 'eu-north-1' });
    const upload = { key: 'uploads/x.png', contentType: 'image/png', contentLength: 1 };
    await expect(deps.images.createUpload({ ...upload, expiresInSeconds: 60 })).rejects.toThrow(
      /IMAGES_BUCKET is not set/,
    );
    await expect(deps.images.readHead('uploads/x.png', 10)).rejects.toThrow(/IMAGES_BUCKET/);
    deps.images.close();
    deps.store.client.destroy();
  });

  it('uses the bucket and, locally, the S3 endpoint from the environment', async () => {
    const env = {
      IMAGES_BUCKET: 'my-images',
      S3_ENDPOINT: 'http://127.0.0.1:4999',
      AWS_REGION: 'eu-central-1',
    };
    const deps = createDependencies(env, { images: imageStoreFromEnvironment(env) });
    const { uploadUrl } = await deps.images.createUpload({
      key: 'uploads/x.png',
      contentType: 'image/png',
      contentLength: 10,
      expiresInSeconds: 60,
    });
    const url = new URL(uploadUrl);
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://127.0.0.1:4999/my-images/images/uploads/x.png',
    );
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\/\d{8}\/eu-central-1\/s3\//);
    deps.images.close();
    deps.store.client.destroy();
  });
});
