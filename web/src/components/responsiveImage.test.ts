import { describe, expect, it } from 'vitest';
import { imageUrl, responsiveImage, type ImageLayout } from './responsiveImage';

const UUID = '0b6f2c8e-5f3b-4c3a-9a52-1d2c3b4a5f60';
const SQUARE: ImageLayout = {
  sizes: [{ media: '(min-width: 576px)', width: '104px' }, { width: '88px' }],
  coverAspect: 1,
};

describe('responsiveImage', () => {
  it('lists every copy and the original with their widths, narrowest first', () => {
    const key = `uploads/${UUID}_1600x1200_235x176_480x360_960x720.webp`;
    expect(responsiveImage(key, { sizes: [{ width: 'calc(100vw - 4rem)' }] })).toEqual({
      src: `/images/${key}`,
      srcSet: [
        `/images/uploads/${UUID}.235x176.webp 235w`,
        `/images/uploads/${UUID}.480x360.webp 480w`,
        `/images/uploads/${UUID}.960x720.webp 960w`,
        `/images/${key} 1600w`,
      ].join(', '),
      sizes: 'calc(100vw - 4rem)',
    });
  });

  it('gives the original alone for a key without sizes, or with no copies', () => {
    for (const key of [`uploads/${UUID}.png`, 'demo/hotel.png', `uploads/${UUID}_120x90.jpg`])
      expect(responsiveImage(key, SQUARE)).toEqual({ src: `/images/${key}` });
  });

  it('keeps the box widths for a picture no wider than a covered box', () => {
    const portrait = `uploads/${UUID}_900x1600_176x313.webp`;
    expect(responsiveImage(portrait, SQUARE).sizes).toBe('(min-width: 576px) 104px, 88px');
    const square = `uploads/${UUID}_800x800_176x176.webp`;
    expect(responsiveImage(square, SQUARE).sizes).toBe('(min-width: 576px) 104px, 88px');
    // Without coverAspect the image is drawn at the box's width, whatever its shape.
    const wide = `uploads/${UUID}_1600x800_480x240.webp`;
    expect(responsiveImage(wide, { sizes: SQUARE.sizes }).sizes).toBe(
      '(min-width: 576px) 104px, 88px',
    );
  });

  it('widens the sizes of a picture wider than its covered box by as much', () => {
    // 4 : 3 in a square is drawn a third wider than the square: 88 px becomes 117.34 (rounded up,
    // so a 2x screen needs 234.68 px and the 235 px copy does).
    const landscape = `uploads/${UUID}_640x480_235x176_480x360.png`;
    expect(responsiveImage(landscape, SQUARE).sizes).toBe('(min-width: 576px) 138.67px, 117.34px');
    // A length the helper cannot multiply is left to the browser.
    const panorama = `uploads/${UUID}_1500x500_480x160.webp`;
    expect(
      responsiveImage(panorama, { sizes: [{ width: 'calc(100vw - 2rem)' }], coverAspect: 12 / 5 })
        .sizes,
    ).toBe('calc(calc(100vw - 2rem) * 1.25)');
  });

  it('makes the URL of a key under /images/', () => {
    expect(imageUrl('demo/items/fries.235x176.webp')).toBe('/images/demo/items/fries.235x176.webp');
  });
});
