import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '@inroom/shared';
import { describe, expect, it, vi } from 'vitest';
import type { Dependencies } from '../dependencies';
import { BadRequestError, type ApiError } from '../http/errors';
import {
  REAL_WEBP,
  TINY_PNG,
  jpegFrame,
  jpegHeader,
  pngHeader,
  webpVp8,
  webpVp8l,
  webpVp8x,
} from './headers.fixture';
import { createMemoryImageStore, type MemoryImageStore } from './memory';
import type { ImageStore } from './port';
import { IMAGE_HEAD_BYTES, assertImageKey } from './verify';

const depsWith = (images: ImageStore) => ({ images }) as Dependencies;
const uploadKey = (extension: string) => `uploads/${randomUUID()}.${extension}`;

/** A store that fails the test if it is asked anything. */
const untouchable = (): ImageStore => ({
  createUpload: () => Promise.reject(new Error('no upload expected')),
  readHead: () => Promise.reject(new Error('no read expected')),
  delete: () => Promise.reject(new Error('no delete expected')),
  close: () => {},
});

/** The 400 assertImageKey throws, as { message, fields }. */
async function rejection(promise: Promise<void>) {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BadRequestError);
  const { status, message, fields } = error as ApiError;
  expect(status).toBe(400);
  return { message, fields };
}

function storeWith(key: string, bytes: Uint8Array): MemoryImageStore {
  const images = createMemoryImageStore();
  images.put(key, bytes);
  return images;
}

/** `head` padded with zeros to `size` bytes, as a big file whose header is `head`. */
const padded = (head: Uint8Array, size: number): Uint8Array => {
  const file = new Uint8Array(size);
  file.set(head);
  return file;
};

describe('assertImageKey: no change', () => {
  it('passes an empty key and an unchanged key without reading anything', async () => {
    const deps = depsWith(untouchable());
    await expect(assertImageKey(deps, '', undefined)).resolves.toBeUndefined();
    await expect(assertImageKey(deps, '', 'uploads/old.png')).resolves.toBeUndefined();
    // A record keeps a key it already has, even one from before uploads (the demo seed's).
    await expect(assertImageKey(deps, 'demo/hotel.png', 'demo/hotel.png')).resolves.toBeUndefined();
    const key = uploadKey('png');
    await expect(assertImageKey(deps, key, key)).resolves.toBeUndefined();
  });
});

describe('assertImageKey: the key', () => {
  it.each([
    'demo/hotel.png',
    'hotel.png',
    'images/uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.png',
    'uploads/hotel.png',
    'uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.gif',
    'uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.jpeg',
    'uploads/0B6F2C8E-5F3B-4C3A-9A52-1D2C3B4A5F60.png',
    'uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.png/x.png',
    'uploads/../demo/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.png',
    ' uploads/0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60.png',
  ])('refuses %j: not a server-chosen upload key', async (key) => {
    const { fields } = await rejection(assertImageKey(depsWith(untouchable()), key, undefined));
    expect(fields).toEqual({ image: 'Upload the image first' });
  });

  it('puts the message at the field it is given', async () => {
    const { fields } = await rejection(
      assertImageKey(depsWith(untouchable()), 'demo/x.png', 'demo/y.png', 'childLocations.0.image'),
    );
    expect(fields).toEqual({ 'childLocations.0.image': 'Upload the image first' });
  });

  it('refuses a key that was never uploaded', async () => {
    const { message, fields } = await rejection(
      assertImageKey(depsWith(createMemoryImageStore()), uploadKey('png'), undefined),
    );
    expect(message).toBe('The image was not uploaded');
    expect(fields).toEqual({ image: 'The image was not uploaded' });
  });
});

describe('assertImageKey: the file', () => {
  it('accepts a PNG, a JPEG and each kind of WebP under their own extension', async () => {
    const cases: [string, Uint8Array][] = [
      ['png', TINY_PNG],
      ['jpg', jpegHeader(jpegFrame(1600, 1200))],
      ['webp', webpVp8(800, 600)],
      ['webp', webpVp8l(800, 600)],
      ['webp', webpVp8x(800, 600)],
    ];
    for (const [extension, bytes] of cases) {
      const key = uploadKey(extension);
      await expect(
        assertImageKey(depsWith(storeWith(key, bytes)), key, 'uploads/older.png'),
      ).resolves.toBeUndefined();
    }
  });

  it('reads only the first 64 KB', async () => {
    const key = uploadKey('png');
    const images = storeWith(key, padded(TINY_PNG, 1_000_000));
    const readHead = vi.spyOn(images, 'readHead');
    await assertImageKey(depsWith(images), key, undefined);
    expect(readHead).toHaveBeenCalledExactlyOnceWith(key, IMAGE_HEAD_BYTES);
    expect(IMAGE_HEAD_BYTES).toBe(64 * 1024);
  });

  it('accepts exactly 5 MB and refuses a byte more', async () => {
    const key = uploadKey('png');
    await expect(
      assertImageKey(depsWith(storeWith(key, padded(TINY_PNG, IMAGE_MAX_BYTES))), key, undefined),
    ).resolves.toBeUndefined();
    const { fields } = await rejection(
      assertImageKey(
        depsWith(storeWith(key, padded(TINY_PNG, IMAGE_MAX_BYTES + 1))),
        key,
        undefined,
      ),
    );
    expect(fields).toEqual({ image: 'Images must be at most 5 MB' });
  });

  it.each([
    ['text renamed .png', new TextEncoder().encode('hello, I am a text file\n')],
    ['a GIF', new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x80\x00\x00')],
    ['an empty file', new Uint8Array(0)],
  ])('refuses %s', async (_name, bytes) => {
    const key = uploadKey('png');
    const { fields } = await rejection(assertImageKey(depsWith(storeWith(key, bytes)), key, ''));
    expect(fields).toEqual({ image: 'The file is not a JPEG, PNG or WebP image' });
  });

  it('refuses a file whose bytes are another format than its key says', async () => {
    const key = uploadKey('png');
    const { fields } = await rejection(
      assertImageKey(depsWith(storeWith(key, jpegHeader())), key, undefined),
    );
    expect(fields).toEqual({ image: 'The file is a JPEG image but was uploaded as PNG' });
  });

  it('refuses an image whose pixel size cannot be read', async () => {
    const key = uploadKey('png');
    const { fields } = await rejection(
      assertImageKey(depsWith(storeWith(key, TINY_PNG.subarray(0, 20))), key, undefined),
    );
    expect(fields).toEqual({ image: 'The image is damaged: its pixel size cannot be read' });
  });

  it('accepts up to 8000 pixels a side and 40 megapixels, and refuses more', async () => {
    const check = (width: number, height: number) => {
      const key = uploadKey('png');
      return assertImageKey(depsWith(storeWith(key, pngHeader(width, height))), key, undefined);
    };
    await expect(check(8000, 5000)).resolves.toBeUndefined();
    await expect(check(5000, 8000)).resolves.toBeUndefined();
    for (const [width, height] of [
      [8001, 1],
      [1, 8001],
      [100_000, 100_000],
    ] as const)
      expect((await rejection(check(width, height))).fields).toEqual({
        image: 'The image is too large (at most 8000 × 8000 pixels)',
      });
    expect((await rejection(check(8000, 5001))).fields).toEqual({
      image: 'The image is too large (at most 40 megapixels)',
    });
  });
});

describe('assertImageKey: what happens to a refused upload', () => {
  const present = async (images: MemoryImageStore, key: string) =>
    (await images.readHead(key, 1)) !== undefined;

  it('deletes an upload that fails the byte check, so it is never served', async () => {
    const failing: [string, Uint8Array][] = [
      ['png', new TextEncoder().encode('<html><script>alert(1)</script></html>')],
      ['png', jpegHeader()],
      ['png', TINY_PNG.subarray(0, 20)],
      ['png', pngHeader(9000, 10)],
      ['png', padded(TINY_PNG, IMAGE_MAX_BYTES + 1)],
    ];
    for (const [extension, bytes] of failing) {
      const key = uploadKey(extension);
      const images = storeWith(key, bytes);
      await rejection(assertImageKey(depsWith(images), key, undefined));
      expect(await present(images, key), key).toBe(false);
    }
  });

  it('keeps an upload that passes, and touches nothing for a key that is not an upload', async () => {
    const key = uploadKey('png');
    const images = storeWith(key, TINY_PNG);
    await assertImageKey(depsWith(images), key, undefined);
    expect(await present(images, key)).toBe(true);
    const other = 'demo/hotel.png';
    images.put(other, new TextEncoder().encode('not an image'));
    await rejection(assertImageKey(depsWith(images), other, undefined));
    expect(await present(images, other)).toBe(true);
  });
});

describe('assertImageKey: a key that names sizes and smaller copies', () => {
  const UUID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';
  const key = `uploads/${UUID}_1600x1200_235x176_480x360.webp`;
  const copy = (size: string) => `uploads/${UUID}.${size}.webp`;

  /** The original and both copies stored as their key says, then `changes` on top. */
  function uploaded(changes: Record<string, Uint8Array | undefined> = {}): MemoryImageStore {
    const images = createMemoryImageStore();
    const objects: Record<string, Uint8Array | undefined> = {
      [key]: webpVp8(1600, 1200),
      [copy('235x176')]: webpVp8(235, 176),
      [copy('480x360')]: webpVp8l(480, 360),
      ...changes,
    };
    for (const [objectKey, bytes] of Object.entries(objects))
      if (bytes) images.put(objectKey, bytes);
    return images;
  }

  it('accepts the original and every copy at the sizes named, reading each once', async () => {
    const images = uploaded();
    const readHead = vi.spyOn(images, 'readHead');
    await expect(assertImageKey(depsWith(images), key, undefined)).resolves.toBeUndefined();
    expect(readHead.mock.calls.map(([read]) => read).sort()).toEqual(
      [key, copy('235x176'), copy('480x360')].sort(),
    );
    // A key with only the original's size, and an original of another type, pass the same way.
    const alone = `uploads/${UUID}_5x3.webp`;
    await expect(
      assertImageKey(depsWith(storeWith(alone, REAL_WEBP.alpha)), alone, undefined),
    ).resolves.toBeUndefined();
    const png = `uploads/${UUID}_3x2.png`;
    await expect(
      assertImageKey(depsWith(storeWith(png, TINY_PNG)), png, undefined),
    ).resolves.toBeUndefined();
  });

  it.each([
    [{ [copy('235x176')]: undefined }, 'The 235 px wide copy of the image was not uploaded'],
    [{ [copy('480x360')]: TINY_PNG }, 'The 480 px wide copy of the image is not a WebP image'],
    [{ [copy('480x360')]: jpegHeader() }, 'The 480 px wide copy of the image is not a WebP image'],
    [
      { [copy('235x176')]: new TextEncoder().encode('<svg onload="alert(1)"/>') },
      'The 235 px wide copy of the image is not a WebP image',
    ],
    [
      { [copy('235x176')]: webpVp8(236, 176) },
      'The 235 px wide copy of the image is 236 × 176 pixels, not 235 × 176',
    ],
    [
      { [copy('480x360')]: webpVp8x(1600, 1200) },
      'The 480 px wide copy of the image is 1600 × 1200 pixels, not 480 × 360',
    ],
    [
      { [copy('480x360')]: webpVp8(480, 360).subarray(0, 22) },
      'The 480 px wide copy of the image is damaged: its pixel size cannot be read',
    ],
    [
      { [copy('480x360')]: padded(webpVp8(480, 360), IMAGE_MAX_BYTES + 1) },
      'The 480 px wide copy of the image is over 5 MB',
    ],
    [
      { [key]: webpVp8(1600, 1199) },
      'The image is 1600 × 1199 pixels but was uploaded as 1600 × 1200',
    ],
    [{ [key]: TINY_PNG }, 'The file is a PNG image but was uploaded as WebP'],
  ])('refuses %#: %s, and deletes the original and every copy', async (changes, message) => {
    const images = uploaded(changes);
    const { fields } = await rejection(assertImageKey(depsWith(images), key, undefined));
    expect(fields).toEqual({ image: message });
    for (const objectKey of [key, copy('235x176'), copy('480x360')])
      expect(await images.readHead(objectKey, 1), objectKey).toBeUndefined();
  });

  it.each([
    `uploads/${UUID}_1600x1200_480x200.webp`,
    `uploads/${UUID}_1600x1200_480x360_235x176.webp`,
    `uploads/${UUID}_1600x1200_1600x1200.webp`,
    `uploads/${UUID}_01600x1200.webp`,
  ])('refuses %s, whose sizes do not fit together, without reading', async (badKey) => {
    const { fields } = await rejection(assertImageKey(depsWith(untouchable()), badKey, undefined));
    expect(fields).toEqual({ image: 'The image sizes in its key do not fit together' });
  });
});
