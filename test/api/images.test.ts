import { randomUUID } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  imageUploadSchema,
  imageVariants,
  type ImageUpload,
} from '@inroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../functions/src/images/inspect';
import { createS3ImageStore } from '../../functions/src/images/s3-adapter';
import { encodePng } from '../../infra/local/seed/png';
import { encodeWebp } from '../../infra/local/seed/webp';
import { adminClient, expectFields, expectOk, guestClient, useTestStack } from '../support/api';
import { locationBody } from '../support/locations';

const stack = useTestStack({ seedDemoData: false });
const admin = adminClient(stack);

const MB = 1024 * 1024;

/** A real 48 × 32 PNG with a gradient, made by the seed's encoder. */
function makePng(width = 48, height = 32): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let index = 0; index < rgb.length; index++) rgb[index] = (index * 7) & 0xff;
  return encodePng(width, height, rgb);
}

/** An upload asked for (image/upload), with the image's size and its copies' when given. */
async function requestUpload(
  contentType: string,
  contentLength: number,
  sizes: Record<string, unknown> = {},
): Promise<ImageUpload> {
  return imageUploadSchema.parse(
    await expectOk(admin.post('/api/image/upload', { contentType, contentLength, ...sizes })),
  );
}

/** The browser's part: PUT the file to the presigned URL (on the site) with the headers given. */
const putUpload = (upload: Pick<ImageUpload, 'uploadUrl' | 'headers'>, body: Uint8Array) =>
  fetch(new URL(upload.uploadUrl, stack.baseUrl), {
    method: 'PUT',
    headers: upload.headers,
    // A copy on its own ArrayBuffer, which is what fetch's BodyInit type accepts.
    body: new Uint8Array(body),
  });

async function putToBucket(upload: Pick<ImageUpload, 'uploadUrl' | 'headers'>, body: Uint8Array) {
  const response = await putUpload(upload, body);
  expect(response.status, await response.text()).toBe(200);
}

/** s3rver's own well-known secret, which the stack no longer accepts. */
const S3RVER_DEFAULT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * PUTs `bytes` straight to s3rver under a fresh upload key, presigned as an image of their size with
 * the given secret (the stack's own one by default, as only the server itself could); answers the key
 * and the answer.
 */
async function directUpload(
  bytes: Uint8Array,
  secretAccessKey = stack.secrets.s3SecretAccessKey,
): Promise<{ key: string; response: Response }> {
  const key = `uploads/${randomUUID()}.png`;
  const images = createS3ImageStore({
    bucket: 'inroom-images',
    region: 'eu-north-1',
    endpoint: stack.s3Endpoint,
    credentials: { ...S3RVER_DEFAULT, secretAccessKey },
  });
  try {
    const upload = await images.createUpload({
      key,
      contentType: 'image/png',
      contentLength: bytes.length,
      expiresInSeconds: 600,
    });
    return { key, response: await putUpload(upload, bytes) };
  } finally {
    images.close();
  }
}

/** An object under a fresh upload key that the API would never have signed (too big, say). */
async function sneakUpload(bytes: Uint8Array): Promise<string> {
  const { key, response } = await directUpload(bytes);
  expect(response.status, await response.text()).toBe(200);
  return key;
}

const location = (image: string) =>
  locationBody({
    name: `Images test ${randomUUID().slice(0, 8)}`,
    description: 'A location whose image is checked',
    image,
  });

describe('POST /api/image/upload', () => {
  it('is 401 without a token', async () => {
    const response = await guestClient(stack).post('/api/image/upload', {
      contentType: 'image/png',
      contentLength: 100,
    });
    expect(response.status).toBe(401);
  });

  it('is 400 for a type other than JPEG, PNG or WebP, and for more than 5 MB', async () => {
    const gif = admin.post('/api/image/upload', { contentType: 'image/gif', contentLength: 100 });
    expect(await expectFields(gif)).toMatchObject({
      contentType: 'Images must be JPEG, PNG or WebP',
    });
    const big = admin.post('/api/image/upload', {
      contentType: 'image/png',
      contentLength: 6 * MB,
    });
    expect(await expectFields(big)).toMatchObject({
      contentLength: 'Images must be at most 5 MB',
    });
  });

  it('hands out a presigned PUT for a server-chosen key, valid for ten minutes', async () => {
    const before = Date.now();
    const upload = await requestUpload('image/jpeg', IMAGE_MAX_BYTES);
    expect(upload.key).toMatch(/^uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(upload.headers).toEqual({ 'content-type': 'image/jpeg' });
    // On the site itself: the browser never talks to the S3 stand-in.
    const url = new URL(upload.uploadUrl, stack.baseUrl);
    expect(upload.uploadUrl.startsWith('/local/s3/')).toBe(true);
    expect(url.pathname).toBe(`/local/s3/inroom-images/images/${upload.key}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    const expiresIn = Date.parse(upload.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(590_000);
    expect(expiresIn).toBeLessThanOrEqual(601_000);
    expect((await requestUpload('image/jpeg', 100)).key).not.toBe(upload.key);
  });
});

describe('the S3 stand-in', () => {
  const png = makePng();
  const s3Url = (key: string) => `${stack.s3Endpoint}/inroom-images/images/${key}`;

  it('takes an unsigned write from nobody, directly or through the site', async () => {
    const key = `uploads/${randomUUID()}.png`;
    const html = new TextEncoder().encode('<script>alert(document.domain)</script>');
    const direct = await fetch(s3Url(key), {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: html,
    });
    expect(direct.status).toBe(403);
    const gated = await fetch(`${stack.baseUrl}/local/s3/inroom-images/images/${key}`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: html,
    });
    expect(gated.status).toBe(403);
    expect((await stack.request(`/images/${key}`)).status).toBe(404);
  });

  it("takes a write signed with s3rver's well-known key from nobody either", async () => {
    const { key, response } = await directUpload(png, S3RVER_DEFAULT.secretAccessKey);
    expect(response.status).toBe(403);
    expect((await stack.request(`/images/${key}`)).status).toBe(404);
  });

  it('takes a presigned upload only with the type and size it was made for, at its key', async () => {
    const upload = await requestUpload('image/png', png.length);
    const otherType = await putUpload({ ...upload, headers: { 'content-type': 'text/html' } }, png);
    expect(otherType.status).toBe(403);
    const longer = await putUpload(upload, new Uint8Array([...png, 0]));
    expect(longer.status).toBe(403);
    const otherKey = upload.uploadUrl.replace(/[0-9a-f-]{36}\.png/, `${randomUUID()}.png`);
    expect((await putUpload({ ...upload, uploadUrl: otherKey }, png)).status).toBe(403);
    await putToBucket(upload, png);
  });

  it('answers no CORS: only the site itself uploads', async () => {
    const preflight = await fetch(`${stack.s3Endpoint}/inroom-images/images/uploads/x.png`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a presigned upload, served and referenced', () => {
  const png = makePng();
  let upload: ImageUpload;

  beforeAll(async () => {
    expect(inspectImage(png)).toEqual({ format: 'png', size: { width: 48, height: 32 } });
    upload = await requestUpload('image/png', png.length);
    await putToBucket(upload, png);
  });

  it('is served at /images/<key> with the same bytes, its type and a long cache lifetime', async () => {
    const response = await stack.request(`/images/${upload.key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('is accepted by location create', async () => {
    expect(await expectOk(admin.post('/api/location/create', location(upload.key)))).toMatchObject({
      image: upload.key,
    });
  });

  const rejected = async (image: string, message: string) => {
    expect(await expectFields(admin.post('/api/location/create', location(image)))).toMatchObject({
      image: message,
    });
  };

  it('refuses a 6 MB file under an upload key', async () => {
    const big = new Uint8Array(6 * MB);
    big.set(png);
    await rejected(await sneakUpload(big), 'Images must be at most 5 MB');
  });

  it('refuses a text file renamed .png', async () => {
    const text = new TextEncoder().encode('This is a text file, renamed hotel.png.\n');
    await rejected(await sneakUpload(text), 'The file is not a JPEG, PNG or WebP image');
  });

  it('deletes an upload that fails the check: HTML uploaded as a PNG is served until then, inert', async () => {
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const upload = await requestUpload('image/png', html.length);
    await putToBucket(upload, html);
    const before = await stack.request(`/images/${upload.key}`);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('image/png');
    expect(before.headers.get('x-content-type-options')).toBe('nosniff');
    expect(before.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    await rejected(upload.key, 'The file is not a JPEG, PNG or WebP image');
    expect((await stack.request(`/images/${upload.key}`)).status).toBe(404);
  });

  it('refuses a key outside uploads/', async () => {
    await rejected('demo/hotel.png', 'Upload the image first');
  });

  it('refuses a key that was never uploaded', async () => {
    await rejected(`uploads/${randomUUID()}.png`, 'The image was not uploaded');
  });
});

describe('an upload with smaller WebP copies (issue 14)', () => {
  /** A real WebP of this size (libwebp, as a browser's canvas makes it). */
  const webp = (width: number, height: number) => {
    const rgb = new Uint8Array(width * height * 3);
    for (let index = 0; index < rgb.length; index++) rgb[index] = (index * 5) & 0xff;
    return encodeWebp(width, height, rgb);
  };

  /**
   * Asks for the uploads of a 640 x 480 WebP with copies of 235 x 176 and 480 x 360 and PUTs the
   * original and, for each copy, `copies[i]` (a real WebP of its size unless given).
   */
  async function uploadWithCopies(copies: (Uint8Array | undefined)[] = []) {
    const original = await webp(640, 480);
    const bodies = [copies[0] ?? (await webp(235, 176)), copies[1] ?? (await webp(480, 360))];
    const upload = await requestUpload('image/webp', original.length, {
      width: 640,
      height: 480,
      derivatives: [
        { width: 235, height: 176, contentLength: bodies[0]!.length },
        { width: 480, height: 360, contentLength: bodies[1]!.length },
      ],
    });
    await putToBucket(upload, original);
    for (const [index, copy] of upload.derivatives.entries())
      await putToBucket(copy, bodies[index]!);
    return upload;
  }

  const served = async (key: string) => (await stack.request(`/images/${key}`)).status;

  it('presigns each copy as WebP of its bytes, under keys the saved key names', async () => {
    const upload = await uploadWithCopies();
    expect(upload.key).toMatch(/^uploads\/[0-9a-f-]{36}_640x480_235x176_480x360\.webp$/);
    expect(upload.derivatives.map(({ key, width, height }) => ({ key, width, height }))).toEqual(
      imageVariants(upload.key)?.derivatives,
    );
    for (const copy of upload.derivatives) {
      expect(copy.headers).toEqual({ 'content-type': 'image/webp' });
      const url = new URL(copy.uploadUrl, stack.baseUrl);
      expect(url.pathname).toBe(`/local/s3/inroom-images/images/${copy.key}`);
    }
    // A copy's PUT is signed for its own type and size: another type is refused.
    const [first] = upload.derivatives;
    const png = makePng(235, 176);
    const asPng = await putUpload({ ...first!, headers: { 'content-type': 'image/png' } }, png);
    expect(asPng.status).toBe(403);
  });

  it('is saved with its copies, each served as WebP of its size, and the guest view names them', async () => {
    const upload = await uploadWithCopies();
    const saved = await expectOk(admin.post('/api/location/create', location(upload.key)));
    expect(saved).toMatchObject({ image: upload.key });
    for (const copy of upload.derivatives) {
      const response = await stack.request(`/images/${copy.key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect(inspectImage(new Uint8Array(await response.arrayBuffer()))).toEqual({
        format: 'webp',
        size: { width: copy.width, height: copy.height },
      });
    }
    const guestView = await expectOk(
      guestClient(stack).get(`/api/location/get/${(saved as { id: string }).id}/en`),
    );
    expect(imageVariants((guestView as { image: string }).image)?.derivatives).toHaveLength(2);
  });

  it('refuses a copy that is not WebP, and deletes the image and its copies', async () => {
    const upload = await uploadWithCopies([undefined, makePng(480, 360)]);
    expect(await expectFields(admin.post('/api/location/create', location(upload.key)))).toEqual({
      image: 'The 480 px wide copy of the image is not a WebP image',
    });
    for (const key of [upload.key, ...upload.derivatives.map((copy) => copy.key)])
      expect(await served(key), key).toBe(404);
  });

  it('refuses a copy of another size than its key names', async () => {
    const upload = await uploadWithCopies([await webp(236, 177)]);
    expect(await expectFields(admin.post('/api/location/create', location(upload.key)))).toEqual({
      image: 'The 235 px wide copy of the image is 236 × 177 pixels, not 235 × 176',
    });
    expect(await served(upload.derivatives[0]!.key)).toBe(404);
  });

  it('refuses a copy that was never uploaded', async () => {
    const original = await webp(640, 480);
    const upload = await requestUpload('image/webp', original.length, {
      width: 640,
      height: 480,
      derivatives: [{ width: 235, height: 176, contentLength: 900 }],
    });
    await putToBucket(upload, original);
    expect(await expectFields(admin.post('/api/location/create', location(upload.key)))).toEqual({
      image: 'The 235 px wide copy of the image was not uploaded',
    });
    expect(await served(upload.key)).toBe(404);
  });

  it('refuses an original of another size than its key names', async () => {
    const original = await webp(600, 480);
    const upload = await requestUpload('image/webp', original.length, { width: 640, height: 480 });
    await putToBucket(upload, original);
    expect(await expectFields(admin.post('/api/location/create', location(upload.key)))).toEqual({
      image: 'The image is 600 × 480 pixels but was uploaded as 640 × 480',
    });
  });

  it('is 400 for copies without the image size, or out of its proportions', async () => {
    const without = admin.post('/api/image/upload', {
      contentType: 'image/webp',
      contentLength: 1000,
      derivatives: [{ width: 235, height: 176, contentLength: 100 }],
    });
    expect(await expectFields(without)).toEqual({
      derivatives: "Smaller copies need the image's own size",
    });
    const stretched = admin.post('/api/image/upload', {
      contentType: 'image/webp',
      contentLength: 1000,
      width: 640,
      height: 480,
      derivatives: [{ width: 235, height: 100, contentLength: 100 }],
    });
    expect(await expectFields(stretched)).toEqual({
      derivatives: "A smaller copy must keep the image's proportions",
    });
  });
});

describe('GET /images/...', () => {
  it.each([
    '/images/uploads/x.png%00.html',
    '/images/%E0%A4%A',
    '/images/uploads/x.html',
    '/images/uploads/..%2f..%2fsecrets.json',
    '/images/',
    '/images/uploads/%5cx.png',
  ])('is 404 for %s, never a 500', async (path) => {
    const response = await stack.request(path);
    expect(response.status).toBe(404);
  });

  // s3rver keeps each object as a file, and a name longer than a file's may be, in a folder that
  // holds images, made it answer 500 (found by the fuzz suite with FUZZ_SEED=2).
  it('is 404 for a name too long to be stored, beside stored images, never a 500', async () => {
    const png = makePng();
    const upload = await requestUpload('image/png', png.length);
    await putToBucket(upload, png);
    const folder = upload.key.slice(0, upload.key.lastIndexOf('/'));
    for (const name of ['a'.repeat(240), 'a'.repeat(300), `${'a'.repeat(250)}/x`]) {
      for (const path of [`/images/${name}.png`, `/images/${folder}/${name}.webp`]) {
        expect((await stack.request(path)).status, path).toBe(404);
      }
    }
  });
});
