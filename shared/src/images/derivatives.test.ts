import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageKeySchema } from '../schema/fields';
import {
  derivativeKey,
  derivativeSizes,
  derivativeSizesProblem,
  IMAGE_DERIVATIVES,
  IMAGE_MAX_DERIVATIVES,
  imageVariants,
  sizedImageKey,
} from './derivatives';

const UUID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';

describe('imageVariants', () => {
  it('reads the original and each derivative from a sized key', () => {
    const key = `uploads/${UUID}_1600x1200_192x144_480x360_800x600.webp`;
    expect(imageVariants(key)).toEqual({
      original: { key, width: 1600, height: 1200 },
      derivatives: [
        { key: `uploads/${UUID}.192x144.webp`, width: 192, height: 144 },
        { key: `uploads/${UUID}.480x360.webp`, width: 480, height: 360 },
        { key: `uploads/${UUID}.800x600.webp`, width: 800, height: 600 },
      ],
    });
  });

  it('keeps the folders and a hyphenated name, and knows an original too small to shrink', () => {
    expect(imageVariants('demo/items/caesar-salad_640x480_235x176.png')?.derivatives).toEqual([
      { key: 'demo/items/caesar-salad.235x176.webp', width: 235, height: 176 },
    ]);
    expect(imageVariants('uploads/tiny_40x30.jpg')).toEqual({
      original: { key: 'uploads/tiny_40x30.jpg', width: 40, height: 30 },
      derivatives: [],
    });
  });

  it('knows nothing of a key without sizes: images from before derivatives, and none', () => {
    for (const key of [`uploads/${UUID}.png`, 'demo/hotel.png', '', 'hotel.webp'])
      expect(imageVariants(key), key).toBeUndefined();
  });

  it.each([
    [`uploads/${UUID}_1600x1200_800x600_480x360.webp`, 'widest first'],
    [`uploads/${UUID}_1600x1200_480x360_480x360.webp`, 'a width twice'],
    [`uploads/${UUID}_1600x1200_1600x1200.webp`, 'as wide as the original'],
    [`uploads/${UUID}_1600x1200_480x200.webp`, 'out of proportion'],
    [`uploads/${UUID}_1600x1200_100x75_200x150_300x225_400x300_500x375.webp`, 'five copies'],
    [`uploads/${UUID}_0x1200.webp`, 'a zero size'],
    [`uploads/${UUID}_01600x1200.webp`, 'a leading zero'],
    [`uploads/${UUID}_123456x1.webp`, 'six digits'],
    [`uploads/${UUID}_1600x1200.gif`, 'another type'],
    [`uploads/${UUID}.480x360.webp`, 'a derivative'],
    [`uploads/${UUID}_1600x1200_480x360.webp/x.png`, 'a folder'],
    [`Uploads/${UUID}_1600x1200.webp`, 'capitals'],
    [`/uploads/${UUID}_1600x1200.webp`, 'a leading slash'],
  ])('is undefined for %s (%s)', (key) => {
    expect(imageVariants(key)).toBeUndefined();
  });

  it('round-trips every key sizedImageKey makes from sizes derivativeSizes chose', () => {
    const side = fc.integer({ min: 1, max: 8000 });
    const targets = fc.constantFrom(IMAGE_DERIVATIVES.location, IMAGE_DERIVATIVES.menuItem);
    fc.assert(
      fc.property(side, side, targets, (width, height, chosen) => {
        const derivatives = derivativeSizes({ width, height }, chosen);
        const key = sizedImageKey(`uploads/${UUID}`, 'webp', { width, height }, derivatives);
        // A sized key is a key a record may hold, and a derivative's never is.
        expect(imageKeySchema.safeParse(key).success).toBe(true);
        const variants = imageVariants(key);
        expect(variants?.original).toEqual({ key, width, height });
        expect(variants?.derivatives).toEqual(
          derivatives.map((size) => ({ key: derivativeKey(`uploads/${UUID}`, size), ...size })),
        );
        for (const derivative of variants?.derivatives ?? [])
          expect(imageKeySchema.safeParse(derivative.key).success).toBe(false);
      }),
    );
  });
});

describe('derivativeSizesProblem', () => {
  const original = { width: 1200, height: 800 };

  it('accepts proportional copies narrowest first, a pixel of rounding either way', () => {
    expect(derivativeSizesProblem(original, [])).toBeUndefined();
    expect(
      derivativeSizesProblem(original, [
        { width: 216, height: 144 },
        { width: 480, height: 320 },
        { width: 800, height: 533 },
        { width: 1199, height: 799 },
      ]),
    ).toBeUndefined();
    expect(derivativeSizesProblem(original, [{ width: 800, height: 534 }])).toBeUndefined();
  });

  it.each([
    [[{ width: 480, height: 322 }], "A smaller copy must keep the image's proportions"],
    [[{ width: 480, height: 318 }], "A smaller copy must keep the image's proportions"],
    [[{ width: 1200, height: 800 }], 'A smaller copy must be narrower than the image'],
    [[{ width: 2400, height: 1600 }], 'A smaller copy must be narrower than the image'],
    [
      [
        { width: 480, height: 320 },
        { width: 216, height: 144 },
      ],
      'Smaller copies must be listed narrowest first, each width once',
    ],
    [
      [
        { width: 480, height: 320 },
        { width: 480, height: 320 },
      ],
      'Smaller copies must be listed narrowest first, each width once',
    ],
    [
      [30, 60, 90, 120, 150].map((width) => ({ width, height: (width * 2) / 3 })),
      'An image has at most 4 smaller copies',
    ],
  ])('refuses %j', (derivatives, message) => {
    expect(IMAGE_MAX_DERIVATIVES).toBe(4);
    expect(derivativeSizesProblem(original, derivatives)).toBe(message);
  });
});

describe('derivativeSizes', () => {
  it('makes the location sizes: the child list box at 2x, then the header widths', () => {
    expect(derivativeSizes({ width: 1600, height: 1067 }, IMAGE_DERIVATIVES.location)).toEqual([
      { width: 216, height: 144 },
      { width: 480, height: 320 },
      { width: 800, height: 534 },
      { width: 1200, height: 800 },
    ]);
  });

  it('makes the menu item sizes: the row square at 2x, then the modal widths', () => {
    expect(derivativeSizes({ width: 1600, height: 1200 }, IMAGE_DERIVATIVES.menuItem)).toEqual([
      { width: 235, height: 176 },
      { width: 480, height: 360 },
      { width: 960, height: 720 },
    ]);
  });

  it('gives a portrait picture its short side across', () => {
    expect(derivativeSizes({ width: 900, height: 1600 }, IMAGE_DERIVATIVES.menuItem)).toEqual([
      { width: 176, height: 313 },
      { width: 480, height: 853 },
    ]);
  });

  it('skips what is not smaller than the original, and makes each width once', () => {
    expect(derivativeSizes({ width: 640, height: 480 }, IMAGE_DERIVATIVES.menuItem)).toEqual([
      { width: 235, height: 176 },
      { width: 480, height: 360 },
    ]);
    expect(derivativeSizes({ width: 176, height: 176 }, IMAGE_DERIVATIVES.menuItem)).toEqual([]);
    expect(
      derivativeSizes({ width: 300, height: 300 }, [{ width: 200 }, { shortSide: 200 }]),
    ).toEqual([{ width: 200, height: 200 }]);
    expect(derivativeSizes({ width: 300, height: 300 }, [{ width: 0 }])).toEqual([]);
  });

  it('never makes a short side below its target, nor a size the rules refuse', () => {
    const side = fc.integer({ min: 1, max: 8000 });
    fc.assert(
      fc.property(side, side, fc.integer({ min: 1, max: 2000 }), (width, height, shortSide) => {
        const sizes = derivativeSizes({ width, height }, [{ shortSide }, { width: 480 }]);
        expect(derivativeSizesProblem({ width, height }, sizes)).toBeUndefined();
        const covering = sizes.find((size) => size.width !== 480);
        if (covering)
          expect(Math.min(covering.width, covering.height)).toBeGreaterThanOrEqual(shortSide);
      }),
    );
  });
});
